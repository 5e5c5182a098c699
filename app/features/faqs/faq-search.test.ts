import { describe, expect, it } from "vitest";

import { groupFaqs, readFaqQuery, searchFaqs } from "./faq-search";

const faq = (id: string, question: string, answerHtml: string, category: string | null = null) => ({
  id,
  question,
  answerHtml,
  category,
});

const faqs = [
  faq("1", "What areas do you serve?", "<p>We serve Louisiana &amp; Texas.</p>\n"),
  faq("2", "How do I apply for a job?", '<p>Use our <a href="/apply">online application</a>.</p>\n', "Job Seekers"),
  faq("3", "Do you offer temp-to-hire?", "<p>Yes. Many placements become permanent.</p>\n", "Employers"),
  faq("4", "¿Cómo solicito un empleo?", "<p>Use nuestra solicitud en línea.</p>\n", "Job Seekers"),
];
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((item) => item.id);

describe("searchFaqs", () => {
  it("keeps every FAQ, in its order, for an empty query", () => {
    expect(ids(searchFaqs(faqs, ""))).toEqual(["1", "2", "3", "4"]);
    expect(ids(searchFaqs(faqs, "   "))).toEqual(["1", "2", "3", "4"]);
  });

  it("finds every word in the question, the answer's text or the category, whatever the case", () => {
    expect(ids(searchFaqs(faqs, "TEXAS"))).toEqual(["1"]);
    expect(ids(searchFaqs(faqs, "online apply"))).toEqual(["2"]);
    expect(ids(searchFaqs(faqs, "employers"))).toEqual(["3"]);
    expect(ids(searchFaqs(faqs, "apply texas"))).toEqual([]);
  });

  it("reads the answer's words, not its markup or entities", () => {
    expect(ids(searchFaqs(faqs, "href"))).toEqual([]);
    expect(ids(searchFaqs(faqs, "louisiana & texas"))).toEqual(["1"]);
    expect(ids(searchFaqs(faqs, "amp"))).toEqual([]);
  });

  it("ignores accents, either way", () => {
    expect(ids(searchFaqs(faqs, "como solicito"))).toEqual(["4"]);
    expect(ids(searchFaqs(faqs, "línea"))).toEqual(["4"]);
  });
});

describe("groupFaqs", () => {
  it("puts the general group first, then each category in the order of its first FAQ", () => {
    expect(groupFaqs(faqs).map((group) => [group.category, ids(group.faqs)])).toEqual([
      [null, ["1"]],
      ["Job Seekers", ["2", "4"]],
      ["Employers", ["3"]],
    ]);
  });

  it("leaves out an empty group, and reads a blank category as none", () => {
    expect(groupFaqs([faqs[2]!, faq("5", "Q?", "A.", "  ")]).map((group) => group.category)).toEqual([
      null,
      "Employers",
    ]);
    expect(groupFaqs([faqs[2]!]).map((group) => group.category)).toEqual(["Employers"]);
    expect(groupFaqs([])).toEqual([]);
  });
});

describe("readFaqQuery", () => {
  it("reads the first ?q=, trimmed, its spaces and control characters collapsed, at most 200 characters", () => {
    expect(readFaqQuery(new URLSearchParams("q=%20temp%09to%20%20hire%20&q=other"))).toBe("temp to hire");
    expect(readFaqQuery(new URLSearchParams(""))).toBe("");
    expect(readFaqQuery(new URLSearchParams(`q=${"a".repeat(300)}`))).toHaveLength(200);
  });
});
