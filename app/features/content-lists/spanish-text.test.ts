import { describe, expect, it } from "vitest";

import { faqTextFor } from "~/features/faqs/faq-language";
import { faqFormSchema } from "~/features/faqs/faq-schema";
import { postHasSpanish, postTextFor } from "~/features/posts/post-language";
import { postFormSchema } from "~/features/posts/post-schema";
import { parseWith } from "~/platform/forms/form-fields";

const faqForm = { question: "How do I apply?", answer: "Online." };
const postForm = { title: "Now Hiring", excerpt: "Short.", content: "Body.", author: "Maria Lopez" };

describe("the Spanish fields of the forms", () => {
  it("are optional: an item without them saves with none", () => {
    expect(parseWith(faqFormSchema, faqForm)).toMatchObject({
      success: true,
      data: { questionEs: null, answerEs: null },
    });
    expect(parseWith(postFormSchema, { ...postForm, titleEs: " ", excerptEs: "", contentEs: "" })).toMatchObject({
      success: true,
      data: { titleEs: null, excerptEs: null, contentEs: null },
    });
  });

  it("are filled in together or not at all, each missing one named by its label", () => {
    expect(parseWith(faqFormSchema, { ...faqForm, questionEs: "¿Cómo me postulo?" })).toEqual({
      success: false,
      fieldErrors: { answerEs: "Answer (Spanish) is required with the other Spanish fields (or leave them all empty)" },
    });
    expect(parseWith(postFormSchema, { ...postForm, contentEs: "Texto." })).toEqual({
      success: false,
      fieldErrors: {
        titleEs: "Title (Spanish) is required with the other Spanish fields (or leave them all empty)",
        excerptEs: "Excerpt (Spanish) is required with the other Spanish fields (or leave them all empty)",
      },
    });
    const whole = { ...postForm, titleEs: "Contratamos", excerptEs: "Breve.", contentEs: "Texto." };
    expect(parseWith(postFormSchema, whole)).toMatchObject({ success: true, data: { titleEs: "Contratamos" } });
  });

  it("have the limits of their English fields", () => {
    const long = parseWith(faqFormSchema, { ...faqForm, questionEs: "¿".padEnd(501, "a"), answerEs: "Sí." });
    expect(long).toEqual({
      success: false,
      fieldErrors: { questionEs: "Question (Spanish) must be at most 500 characters" },
    });
  });
});

describe("the text a page shows of an item", () => {
  const faq = {
    question: "How do I apply?",
    answer: "Online.",
    questionEs: "¿Cómo me postulo?",
    answerEs: "En línea.",
  };

  it("is the Spanish text on Spanish pages, the English text on English pages", () => {
    expect(faqTextFor("es", faq)).toEqual({
      text: { question: "¿Cómo me postulo?", answer: "En línea." },
      inEnglish: false,
    });
    expect(faqTextFor("en", faq)).toEqual({
      text: { question: "How do I apply?", answer: "Online." },
      inEnglish: false,
    });
  });

  it("is the English text, marked as such, on a Spanish page when the Spanish text is missing or partial", () => {
    expect(faqTextFor("es", { ...faq, questionEs: null, answerEs: null })).toEqual({
      text: { question: "How do I apply?", answer: "Online." },
      inEnglish: true,
    });
    const half = { title: "T", excerpt: "E", content: "C", titleEs: "Título", excerptEs: "  ", contentEs: "Texto" };
    expect(postHasSpanish(half)).toBe(false);
    expect(postTextFor("es", half)).toEqual({ text: { title: "T", excerpt: "E", content: "C" }, inEnglish: true });
  });
});
