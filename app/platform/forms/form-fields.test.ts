import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { faqFormSchema } from "~/features/faqs/faq-schema";
import { postFormSchema } from "~/features/posts/post-schema";
import { loginSchema, resetRequestSchema, updatePasswordSchema } from "~/features/staff/auth-schemas";

import { CONTROL_CHARACTER_MESSAGE, fieldBinder, isPrintableText, parseWith } from "./form-fields";

const faq = { question: "How soon?", answer: "Often the same week.", category: "", displayOrder: "0" };
const post = {
  title: "Now hiring",
  slug: "",
  excerpt: "Welders.",
  content: "Apply today.",
  featuredImageUrl: "",
  author: "HR",
};

describe("text fields", () => {
  it("refuse NUL and the other control characters with a message on the field", () => {
    for (const character of ["\u0000", "\u0001", "\u0008", "\u000B", "\u000C", "\u001B", "\u001F", "\u007F"]) {
      const parsed = parseWith(faqFormSchema, { ...faq, answer: `abc${character}def` });
      expect(parsed, JSON.stringify(character)).toEqual({
        success: false,
        fieldErrors: { answer: CONTROL_CHARACTER_MESSAGE },
      });
    }
  });

  it("refuse them in every text field of every form", () => {
    const nul = "a\u0000b";
    const forms = [
      [faqFormSchema, faq],
      [postFormSchema, post],
      [loginSchema, { email: "staff@example.com", password: "long enough" }],
      [resetRequestSchema, { email: "staff@example.com" }],
      [updatePasswordSchema, { password: "long enough pass", confirmPassword: "long enough pass" }],
    ] as const;
    for (const [form, valid] of forms) {
      const schema = form as z.ZodType<unknown>;
      expect(parseWith(schema, valid).success).toBe(true);
      for (const field of Object.keys(valid)) {
        const parsed = parseWith(schema, { ...valid, [field]: nul });
        expect(parsed.success, field).toBe(false);
        if (!parsed.success) expect(parsed.fieldErrors[field], field).toBe(CONTROL_CHARACTER_MESSAGE);
      }
    }
  });

  it("accept tab and line breaks, and store CRLF as LF", () => {
    const parsed = parseWith(faqFormSchema, { ...faq, answer: "one\ttwo\r\nthree\rfour\nfive" });
    expect(parsed.success && parsed.data.answer).toBe("one\ttwo\nthree\nfour\nfive");
    expect(isPrintableText("Café, naïve, 日本, emoji 🎉")).toBe(true);
  });
});

describe("fieldBinder", () => {
  const row = { question: "How soon?", displayOrder: 2, isPublished: true, isFeatured: false };

  it("gives a text field its name, saved value and message", () => {
    const field = fieldBinder(row, { question: "Question is required" });
    expect(field("question")).toEqual({ name: "question", defaultValue: "How soon?", error: "Question is required" });
    expect(field("displayOrder")).toEqual({ name: "displayOrder", defaultValue: "2", error: undefined });
  });

  it("gives a new row's field its fallback, or nothing", () => {
    const field = fieldBinder<typeof row>(null, {});
    expect(field("displayOrder", 0)).toEqual({ name: "displayOrder", defaultValue: "0", error: undefined });
    expect(field("question")).toEqual({ name: "question", defaultValue: undefined, error: undefined });
  });

  it("gives a checkbox its name and saved state, unticked on a new row", () => {
    expect(fieldBinder(row, {}).checkbox("isPublished")).toEqual({ name: "isPublished", defaultChecked: true });
    expect(fieldBinder(row, {}).checkbox("isFeatured")).toEqual({ name: "isFeatured", defaultChecked: false });
    expect(fieldBinder<typeof row>(undefined, {}).checkbox("isPublished")).toEqual({
      name: "isPublished",
      defaultChecked: false,
    });
  });
});
