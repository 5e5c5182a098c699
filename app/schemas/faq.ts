import { z } from "zod";
import { formCheckbox, formText, optionalText, parseWith, requiredText, type FormParseResult } from "./form-fields";

/** The FAQ form's fields, by their form names. */
export const faqFields = {
  question: "question",
  answer: "answer",
  category: "category",
  displayOrder: "displayOrder",
  isPublished: "isPublished",
} as const;

/** display_order is a PostgreSQL integer; this range keeps it far from overflow and is plenty for ordering. */
export const DISPLAY_ORDER_MIN = -1_000_000;
export const DISPLAY_ORDER_MAX = 1_000_000;

export const faqMessages = {
  displayOrderWhole: "Display Order must be a whole number",
  displayOrderRange: `Display Order must be between ${DISPLAY_ORDER_MIN.toLocaleString("en-US")} and ${DISPLAY_ORDER_MAX.toLocaleString("en-US")}`,
} as const;

const displayOrder = z
  .string()
  .trim()
  // SPEC.md section 9: the default display order is 0.
  .transform((value) => (value === "" ? "0" : value))
  .refine((value) => /^[+-]?\d+$/.test(value), faqMessages.displayOrderWhole)
  .transform((value) => Number(value))
  .refine((value) => value >= DISPLAY_ORDER_MIN && value <= DISPLAY_ORDER_MAX, faqMessages.displayOrderRange);

/** SPEC.md section 5: question and answer required; category optional; display_order an integer. */
export const faqFormSchema = z.object({
  question: requiredText("Question", 500),
  answer: requiredText("Answer", 10_000),
  category: optionalText("Category", 100).transform((value) => value || null),
  displayOrder,
  isPublished: z.boolean(),
});

export type FaqFormData = z.output<typeof faqFormSchema>;

export function parseFaqForm(formData: FormData): FormParseResult<FaqFormData> {
  return parseWith(faqFormSchema, {
    question: formText(formData, faqFields.question),
    answer: formText(formData, faqFields.answer),
    category: formText(formData, faqFields.category),
    displayOrder: formText(formData, faqFields.displayOrder),
    isPublished: formCheckbox(formData, faqFields.isPublished),
  });
}
