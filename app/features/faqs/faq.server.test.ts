import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { onContentChange } from "~/platform/cache/content-events.server";
import { getDb } from "~/platform/db/client.server";
import { faqs } from "~/platform/db/schema";

import { timesInOrder } from "../../../tests/support/row-times";
import { describeEachEngine } from "../../../tests/support/test-database";
import {
  countPublishedFaqs,
  createFaq,
  faqStore,
  getFaqById,
  listAllFaqs,
  listPublishedFaqs,
  setFaqPublished,
  updateFaq,
  type FaqInput,
} from "./faq.server";

const faq = (overrides: Partial<FaqInput> = {}): FaqInput => ({
  question: "How do I apply?",
  answer: "Apply online.",
  category: null,
  displayOrder: 0,
  isPublished: false,
  ...overrides,
});

describeEachEngine("faq model", () => {
  it("applies the column defaults: display_order 0 and is_published false", async () => {
    const [row] = await getDb().insert(faqs).values({ question: "Q", answer: "A" }).returning();
    expect(row!.displayOrder).toBe(0);
    expect(row!.isPublished).toBe(false);
    expect(row!.category).toBeNull();
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it("lists only published FAQs, by display_order ascending", async () => {
    await createFaq(faq({ question: "third", displayOrder: 3, isPublished: true }));
    await createFaq(faq({ question: "draft", displayOrder: 0, isPublished: false }));
    await createFaq(faq({ question: "first", displayOrder: -1, isPublished: true }));
    await createFaq(faq({ question: "second", displayOrder: 2, isPublished: true }));
    expect((await listPublishedFaqs()).map((f) => f.question)).toEqual(["first", "second", "third"]);
  });

  it("lists every FAQ, drafts included, by display_order ascending", async () => {
    await createFaq(faq({ question: "b", displayOrder: 5, isPublished: true }));
    await createFaq(faq({ question: "a", displayOrder: 1 }));
    expect((await listAllFaqs()).map((f) => f.question)).toEqual(["a", "b"]);
  });

  it("pages the whole list by 50 in display order, drafts included, with the total", async () => {
    await getDb()
      .insert(faqs)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          question: `q${i}`,
          answer: "a",
          displayOrder: 119 - i,
          isPublished: i % 2 === 0,
        })),
      );
    const first = await faqStore.listPage(1, 50);
    expect(first.total).toBe(120);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.question).toBe("q119");
    const third = await faqStore.listPage(3, 50);
    expect(third.rows.map((f) => f.question)).toEqual(Array.from({ length: 20 }, (_, i) => `q${19 - i}`));
    expect(await faqStore.listPage(4, 50)).toEqual({ rows: [], total: 120 });
    const all = [...first.rows, ...(await faqStore.listPage(2, 50)).rows, ...third.rows].map((f) => f.id);
    expect(all).toEqual((await listAllFaqs()).map((f) => f.id));
    await expect(faqStore.listPage(0, 50)).rejects.toThrow(RangeError);
  });

  it("keeps insertion order among equal display_order values", async () => {
    const created = [];
    for (const question of ["one", "two", "three"]) created.push(await createFaq(faq({ question })));
    await timesInOrder(faqs.createdAt, created);
    expect((await listAllFaqs()).map((f) => f.question)).toEqual(["one", "two", "three"]);
  });

  it("updates every field and reports a missing id as null", async () => {
    const created = await createFaq(faq());
    const updated = await updateFaq(
      created.id,
      faq({ question: "New?", answer: "New.", category: "Jobs", displayOrder: 7, isPublished: true }),
    );
    expect(updated).toMatchObject({
      question: "New?",
      answer: "New.",
      category: "Jobs",
      displayOrder: 7,
      isPublished: true,
    });
    expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect(await updateFaq("00000000-0000-4000-8000-000000000000", faq())).toBeNull();
  });

  it("toggles publication both ways", async () => {
    const created = await createFaq(faq());
    expect((await setFaqPublished(created.id, true))!.isPublished).toBe(true);
    expect((await setFaqPublished(created.id, false))!.isPublished).toBe(false);
    expect(await setFaqPublished("00000000-0000-4000-8000-000000000000", true)).toBeNull();
  });

  it("moves a FAQ to the Trash, restores it as it was, and deletes it forever from the Trash only", async () => {
    const created = await createFaq(faq({ isPublished: true }));
    const trashed = await faqStore.trash(created.id);
    expect(trashed!.deletedAt).toBeInstanceOf(Date);
    expect(await getFaqById(created.id)).toMatchObject({ id: created.id, deletedAt: trashed!.deletedAt });
    // Already in the Trash: not found again; a FAQ outside it cannot be deleted forever.
    expect(await faqStore.trash(created.id)).toBeNull();
    expect(await faqStore.restore(created.id)).toMatchObject({ id: created.id, isPublished: true, deletedAt: null });
    expect(await faqStore.restore(created.id)).toBeNull();
    expect(await faqStore.deleteForever(created.id)).toBe(false);
    await faqStore.trash(created.id);
    expect(await faqStore.deleteForever(created.id)).toBe(true);
    expect(await getFaqById(created.id)).toBeNull();
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await faqStore.trash(missing)).toBeNull();
    expect(await faqStore.restore(missing)).toBeNull();
    expect(await faqStore.deleteForever(missing)).toBe(false);
  });

  it("leaves a FAQ in the Trash out of the public page, the admin list and the counts, and lists the Trash", async () => {
    const kept = await createFaq(faq({ question: "Kept?", isPublished: true }));
    const first = await createFaq(faq({ question: "Binned first?", isPublished: true }));
    const second = await createFaq(faq({ question: "Binned second?" }));
    await faqStore.trash(first.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await faqStore.trash(second.id);
    expect((await listPublishedFaqs()).map((row) => row.question)).toEqual(["Kept?"]);
    expect(await faqStore.listPage(1, 50)).toMatchObject({ rows: [{ id: kept.id }], total: 1 });
    expect(await faqStore.countAll()).toBe(1);
    expect(await countPublishedFaqs()).toBe(1);
    expect(await faqStore.countTrashed()).toBe(2);
    const trash = await faqStore.listTrashedPage(1, 50);
    expect(trash.total).toBe(2);
    expect(trash.rows.map((row) => row.question)).toEqual(["Binned second?", "Binned first?"]);
    expect((await faqStore.listTrashedPage(2, 1)).rows.map((row) => row.question)).toEqual(["Binned first?"]);
  });

  it("does not edit or publish a FAQ in the Trash", async () => {
    const created = await createFaq(faq());
    await faqStore.trash(created.id);
    expect(await updateFaq(created.id, faq({ question: "Changed?" }))).toBeNull();
    expect(await setFaqPublished(created.id, true)).toBeNull();
    expect(await getFaqById(created.id)).toMatchObject({ question: "How do I apply?", isPublished: false });
  });

  it("purges FAQs moved to the Trash before the cutoff, and nothing else", async () => {
    const old = await createFaq(faq({ question: "Old?" }));
    const recent = await createFaq(faq({ question: "Recent?" }));
    const live = await createFaq(faq({ question: "Live?" }));
    await faqStore.trash(old.id);
    await faqStore.trash(recent.id);
    await getDb()
      .update(faqs)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(faqs.id, old.id));
    expect(await faqStore.purgeTrashed(new Date(Date.now() - 30 * 24 * 60 * 60 * 1000))).toBe(1);
    expect(await getFaqById(old.id)).toBeNull();
    expect(await getFaqById(recent.id)).not.toBeNull();
    expect(await getFaqById(live.id)).not.toBeNull();
  });

  it("counts all and published FAQs", async () => {
    expect(await faqStore.countAll()).toBe(0);
    await createFaq(faq({ isPublished: true }));
    await createFaq(faq());
    await createFaq(faq());
    expect(await faqStore.countAll()).toBe(3);
    expect(await countPublishedFaqs()).toBe(1);
  });

  it("announces each write so caches can drop stale pages", async () => {
    const seen: string[] = [];
    const stop = onContentChange((change) => seen.push(change.entity));
    const created = await createFaq(faq());
    await setFaqPublished(created.id, true);
    await updateFaq(created.id, faq());
    await faqStore.trash(created.id);
    await faqStore.trash(created.id); // already in the Trash: nothing announced
    await faqStore.restore(created.id);
    await faqStore.trash(created.id);
    await faqStore.deleteForever(created.id);
    stop();
    expect(seen).toEqual(["faq", "faq", "faq", "faq", "faq", "faq", "faq"]);
  });
});

describe("test engines", () => {
  it("include PostgreSQL whenever TEST_DATABASE_URL is set", async () => {
    const { testEngines } = await import("../../../tests/support/test-database");
    expect(testEngines.includes("postgres")).toBe(Boolean(process.env.TEST_DATABASE_URL));
  });
});
