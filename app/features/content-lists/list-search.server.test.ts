import { expect, it } from "vitest";

import type { FaqStatus } from "~/features/faqs/faq-filters.server";
import { faqStore, listFaqCategories } from "~/features/faqs/faq.server";
import type { PostStatusFilter } from "~/features/posts/post-filters.server";
import { postStore } from "~/features/posts/post.server";
import { getDb } from "~/platform/db/client.server";
import { blogPosts, faqs } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import { NO_FILTER, type ListFilter } from "./list-filters";

const faqFilter = (filter: Partial<ListFilter<FaqStatus>>) => ({ ...NO_FILTER, ...filter });
const postFilter = (filter: Partial<ListFilter<PostStatusFilter>>) => ({ ...NO_FILTER, ...filter });

const questionsOf = async (filter: Partial<ListFilter<FaqStatus>>) =>
  (await faqStore.listPage(1, 50, faqFilter(filter))).rows.map((faq) => faq.question);
const titlesOf = async (filter: Partial<ListFilter<PostStatusFilter>>) =>
  (await postStore.listPage(1, 50, postFilter(filter))).rows.map((post) => post.title);

describeEachEngine("searching and filtering the admin lists", () => {
  it("finds a FAQ by a word of its question or its answer, whatever the accents and capitals", async () => {
    await getDb()
      .insert(faqs)
      .values([
        { question: "Do you place welders?", answer: "Yes, for the Café Lafitte refinery.", displayOrder: 1 },
        { question: "How do I send my RÉSUMÉ?", answer: "By email.", displayOrder: 2 },
        { question: "Where are you?", answer: "In Sulphur.", displayOrder: 3, isPublished: true },
      ]);
    expect(await questionsOf({ q: "cafe" })).toEqual(["Do you place welders?"]);
    expect(await questionsOf({ q: "Café" })).toEqual(["Do you place welders?"]);
    expect(await questionsOf({ q: "CAFÉ lafitte" })).toEqual(["Do you place welders?"]);
    expect(await questionsOf({ q: "resume" })).toEqual(["How do I send my RÉSUMÉ?"]);
    expect(await questionsOf({ q: "résumé" })).toEqual(["How do I send my RÉSUMÉ?"]);
    // Each word as the start of a word: "weld" finds "welders".
    expect(await questionsOf({ q: "weld" })).toEqual(["Do you place welders?"]);
    // Every word must be there.
    expect(await questionsOf({ q: "cafe email" })).toEqual([]);
    // Nothing searchable typed: nothing found, never an error.
    expect(await questionsOf({ q: "?!" })).toEqual([]);
    expect(await questionsOf({ q: "& | ! ( ) :* '" })).toEqual([]);
    // The query syntax is never the typed text's: "sulphur:*|x" is the words "sulphur" and "x".
    expect(await questionsOf({ q: "sulphur:*|x" })).toEqual([]);
    expect(await questionsOf({ q: "sulphur:*" })).toEqual(["Where are you?"]);
  });

  it("filters FAQs by status and category, with the paging and the count of what it keeps", async () => {
    await getDb()
      .insert(faqs)
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          question: `Question ${i}`,
          answer: i % 2 === 0 ? "About shifts." : "About pay.",
          category: i % 3 === 0 ? "Job Seekers" : i % 3 === 1 ? "Employers" : null,
          displayOrder: i,
          isPublished: i % 5 !== 0,
        })),
      );
    const seekers = await faqStore.listPage(1, 50, faqFilter({ category: "Job Seekers" }));
    expect(seekers.total).toBe(44);
    expect(seekers.rows[1]!.question).toBe("Question 3");
    const drafts = await faqStore.listPage(1, 50, faqFilter({ status: "draft" }));
    expect(drafts.total).toBe(26);
    expect(drafts.rows.every((faq) => !faq.isPublished)).toBe(true);
    const published = await faqStore.listPage(2, 50, faqFilter({ status: "published" }));
    expect(published.total).toBe(104);
    expect(published.rows).toHaveLength(50);
    const combined = await faqStore.listPage(
      1,
      50,
      faqFilter({ q: "shifts", status: "published", category: "Employers" }),
    );
    // Even i, i % 3 == 1, i % 5 != 0: 4, 16, 22, 28, 34, 46, 52, 58, 64, 76, 82, 88, 94, 106, 112, 118, 124.
    expect(combined.total).toBe(17);
    expect(combined.rows[0]!.question).toBe("Question 4");
    expect(await faqStore.listPage(1, 50, faqFilter({ category: "Nobody's" }))).toEqual({ rows: [], total: 0 });
    expect(await listFaqCategories()).toEqual(["Employers", "Job Seekers"]);
  });

  it("finds a post by its title, excerpt or content, and filters by published, draft and scheduled", async () => {
    const hour = 3_600_000;
    const now = Date.now();
    const post = (title: string, fields: Partial<typeof blogPosts.$inferInsert>) => ({
      title,
      slug: title.toLowerCase().replace(/\W+/g, "-"),
      content: "Plain text.",
      excerpt: "Short.",
      author: "Staff",
      ...fields,
    });
    await getDb()
      .insert(blogPosts)
      .values([
        post("Live", {
          isPublished: true,
          publishedAt: new Date(now - hour),
          createdAt: new Date(now - 4 * hour),
          excerpt: "Forklift jobs in Orange.",
        }),
        post("Draft", { createdAt: new Date(now - 3 * hour), content: "A naïve draft about forklifts." }),
        post("Scheduled", {
          isPublished: true,
          publishedAt: new Date(now + 24 * hour),
          createdAt: new Date(now - 2 * hour),
        }),
        post("Forklift Safety Week", { createdAt: new Date(now - hour), isPublished: true, publishedAt: null }),
      ]);
    expect(await titlesOf({ q: "forklift" })).toEqual(["Forklift Safety Week", "Draft", "Live"]);
    expect(await titlesOf({ q: "NAIVE" })).toEqual(["Draft"]);
    expect(await titlesOf({ status: "published" })).toEqual(["Live"]);
    expect(await titlesOf({ status: "scheduled" })).toEqual(["Scheduled"]);
    // As the Status column says it: published without a date is a draft.
    expect(await titlesOf({ status: "draft" })).toEqual(["Forklift Safety Week", "Draft"]);
    expect(await postStore.listPage(1, 50, postFilter({ q: "forklift", status: "draft" }))).toMatchObject({ total: 2 });
    expect(await postStore.listPage(1, 50, postFilter({ q: "orange", status: "draft" }))).toEqual({
      rows: [],
      total: 0,
    });
  });
});
