import { hasSpanishText, textFor, type ShownText } from "~/features/content-lists/spanish-text";
import type { Locale } from "~/platform/i18n/locale";

import type { Faq } from "./faq.server";

type FaqTexts = Pick<Faq, "question" | "answer"> & Partial<Pick<Faq, "questionEs" | "answerEs">>;

/** Whether the FAQ has its Spanish question and answer. */
export function faqHasSpanish(faq: FaqTexts): boolean {
  return hasSpanishText([faq.questionEs, faq.answerEs]);
}

/** The question and answer a page in `locale` shows (see textFor). */
export function faqTextFor(locale: Locale, faq: FaqTexts): ShownText<{ question: string; answer: string }> {
  const spanish = faqHasSpanish(faq) ? { question: faq.questionEs!, answer: faq.answerEs! } : null;
  return textFor(locale, { question: faq.question, answer: faq.answer }, spanish);
}
