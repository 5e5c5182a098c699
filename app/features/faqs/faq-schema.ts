import { z } from "zod";

import { spanishAllOrNone } from "~/features/content-lists/spanish-text";
import { formatCount } from "~/platform/format/format-count";
import { checkbox, optionalText, requiredText, sentText } from "~/platform/forms/form-fields";

import type { Faq, FaqInput } from "./faq.server";

/** display_order is a PostgreSQL integer; this range keeps it far from overflow and is plenty for ordering. */
const DISPLAY_ORDER_MIN = -1_000_000;
const DISPLAY_ORDER_MAX = 1_000_000;

const faqMessages = {
  displayOrderWhole: "Display Order must be a whole number",
  displayOrderRange: `Display Order must be between ${formatCount(DISPLAY_ORDER_MIN)} and ${formatCount(DISPLAY_ORDER_MAX)}`,
} as const;

/** The form's 'Español' section: each Spanish field and its label. */
export const faqSpanishLabels = { questionEs: "Question (Spanish)", answerEs: "Answer (Spanish)" } as const;

const displayOrder = sentText(
  z
    .string()
    .trim()
    // An empty display order is 0, the default.
    .transform((value) => (value === "" ? "0" : value))
    .refine((value) => /^[+-]?\d+$/.test(value), faqMessages.displayOrderWhole)
    .transform((value) => Number(value))
    .refine((value) => value >= DISPLAY_ORDER_MIN && value <= DISPLAY_ORDER_MAX, faqMessages.displayOrderRange),
);

/**
 * The FAQ form, checked in the browser and by the action with the same rules: question and
 * answer required; their Spanish versions optional, both or neither; category optional;
 * display_order an integer.
 */
export const faqFormSchema = z
  .object({
    question: requiredText("Question", 500),
    answer: requiredText("Answer", 10_000),
    questionEs: optionalText(faqSpanishLabels.questionEs, 500).transform((value) => value || null),
    answerEs: optionalText(faqSpanishLabels.answerEs, 10_000).transform((value) => value || null),
    category: optionalText("Category", 100).transform((value) => value || null),
    displayOrder,
    isPublished: checkbox(),
  })
  .superRefine(spanishAllOrNone(faqSpanishLabels)) satisfies z.ZodType<FaqInput>;

/** A FAQ as the admin's table and form hold it: its id and what staff write. */
export type FaqRow = Pick<Faq, "id"> & FaqInput;
