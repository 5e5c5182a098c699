import { and, sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { createFaq } from "~/features/faqs/faq.server";

import { describeEachEngine } from "../../../tests/support/test-database";
import { getDb } from "./client.server";
import { faqs } from "./schema";
import { foldAccents, searchDocument, searchQuery } from "./text-search";

async function questionsMatching(typed: string): Promise<string[]> {
  const query = searchQuery(typed);
  if (!query) return [];
  const rows = await getDb()
    .select({ question: faqs.question })
    .from(faqs)
    .where(and(sql`${searchDocument(faqs.question, faqs.answer)} @@ ${query}`))
    .orderBy(faqs.question);
  return rows.map((row) => row.question);
}

it("folds accents the way the database does, and keeps other letters", () => {
  expect(foldAccents("Résumé, CAFÉ, niño, Øre, Straße")).toBe("Resume, CAFE, nino, Ore, Straße");
});

it("makes no query from text without a letter or digit", () => {
  expect(searchQuery("  ' & | ! :* ")).toBeNull();
});

describeEachEngine("admin text search", () => {
  it("finds a word of the answer whatever its accents and case, and words as prefixes", async () => {
    const faq = { category: null, displayOrder: 0, isPublished: true };
    await createFaq({ ...faq, question: "Do you help with my CV?", answer: "Yes: bring your résumé." });
    await createFaq({ ...faq, question: "Where are you?", answer: "In ÉLAN TOWER, Lafayette." });
    await createFaq({ ...faq, question: "Hours?", answer: "Nine to five." });

    expect(await questionsMatching("resume")).toEqual(["Do you help with my CV?"]);
    expect(await questionsMatching("RÉSUMÉ")).toEqual(["Do you help with my CV?"]);
    expect(await questionsMatching("élan")).toEqual(["Where are you?"]);
    expect(await questionsMatching("ela lafay")).toEqual(["Where are you?"]);
    expect(await questionsMatching("five nine")).toEqual(["Hours?"]);
    expect(await questionsMatching("five résumé")).toEqual([]);
    // Query syntax typed by staff is only text.
    expect(await questionsMatching("five | résumé")).toEqual([]);
  });
});
