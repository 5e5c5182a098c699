import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";

import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { onContentChange } from "~/platform/cache/content-events.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, faqs } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import { moveFaq, moveFaqTo } from "./faq-order.server";
import { listAllFaqs, listPublishedFaqs } from "./faq.server";

/** Inserts FAQs named by `questions`, each with its display order (created one after the other). */
async function seed(rows: [question: string, displayOrder: number, isPublished?: boolean][]) {
  const ids: Record<string, string> = {};
  for (const [index, [question, displayOrder, isPublished = true]] of rows.entries()) {
    const [row] = await getDb()
      .insert(faqs)
      .values({
        question,
        answer: "A.",
        displayOrder,
        isPublished,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })
      .returning();
    ids[question] = row!.id;
  }
  return ids;
}

const order = async () => (await listAllFaqs()).map((faq) => `${faq.question}:${faq.displayOrder}`);

describeEachEngine("moving FAQs", () => {
  let editor: ContentEditor;
  beforeEach(async () => {
    const staff = await createStaffAccount({ email: "sam@example.com", password: "long enough", name: "Sam Staff" });
    editor = { actor: { id: staff.id, name: staff.name, email: staff.email }, origin: null };
  });

  it("swaps with the neighbour, numbering the whole list 10, 20, ... in its order (ties by creation time)", async () => {
    const ids = await seed([
      ["a", 0],
      ["b", 0],
      ["c", 5],
      ["d", 0],
    ]);
    // Whole order before: a, b, d (0, by creation), then c (5).
    expect(await moveFaq(ids.c!, "up", editor)).toEqual({ moved: true });
    expect(await order()).toEqual(["a:10", "b:20", "c:30", "d:40"]);
    expect(await moveFaq(ids.a!, "down", editor)).toEqual({ moved: true });
    expect(await order()).toEqual(["b:10", "a:20", "c:30", "d:40"]);
  });

  it("writes only the rows that moved once the list is numbered", async () => {
    const ids = await seed([
      ["a", 10],
      ["b", 20],
      ["c", 30],
    ]);
    const before = await getDb().select().from(faqs).where(eq(faqs.id, ids.a!));
    await moveFaq(ids.c!, "up", editor);
    expect(await order()).toEqual(["a:10", "c:20", "b:30"]);
    expect(await getDb().select().from(faqs).where(eq(faqs.id, ids.a!))).toEqual(before);
  });

  it("refuses to move the first up or the last down, and a FAQ that does not exist, writing nothing", async () => {
    const ids = await seed([
      ["a", 3],
      ["b", 3],
    ]);
    expect(await moveFaq(ids.a!, "up", editor)).toEqual({ moved: false, reason: "first" });
    expect(await moveFaq(ids.b!, "down", editor)).toEqual({ moved: false, reason: "last" });
    expect(await moveFaq("00000000-0000-4000-8000-000000000000", "up", editor)).toEqual({
      moved: false,
      reason: "missing",
    });
    expect(await moveFaqTo(ids.a!, "00000000-0000-4000-8000-000000000000", editor)).toEqual({
      moved: false,
      reason: "missing-target",
    });
    expect(await order()).toEqual(["a:3", "b:3"]);
    expect(await getDb().select().from(activityLog)).toEqual([]);
  });

  it("moves onto another row's place, down and up, the rows between making room", async () => {
    const ids = await seed([
      ["a", 1],
      ["b", 2],
      ["c", 3],
      ["d", 4],
      ["e", 5],
    ]);
    await moveFaqTo(ids.a!, ids.d!, editor);
    expect((await order()).map((row) => row[0])).toEqual(["b", "c", "d", "a", "e"]);
    await moveFaqTo(ids.e!, ids.b!, editor);
    expect(await order()).toEqual(["e:10", "b:20", "c:30", "d:40", "a:50"]);
  });

  it("moves across any page boundary: the whole list is one order", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`q${i}`, i] as [string, number]);
    const ids = await seed(rows);
    // q50 is the first FAQ of page 2 (50 a page): up swaps it with q49, the last of page 1.
    await moveFaq(ids.q50!, "up", editor);
    const all = await listAllFaqs();
    expect(all.slice(48, 52).map((faq) => faq.question)).toEqual(["q48", "q50", "q49", "q51"]);
    expect(all.map((faq) => faq.displayOrder)).toEqual(all.map((_, i) => (i + 1) * 10));
  });

  it("leaves FAQs in the Trash out of the order", async () => {
    const ids = await seed([
      ["a", 1],
      ["trashed", 2],
      ["b", 3],
    ]);
    await getDb().update(faqs).set({ deletedAt: new Date() }).where(eq(faqs.id, ids.trashed!));
    await moveFaq(ids.b!, "up", editor);
    // The FAQ in the Trash keeps its number; the list around it is renumbered.
    expect(await order()).toEqual(["trashed:2", "b:10", "a:20"]);
  });

  it("logs one activity row for the FAQ moved, and the public list follows at once", async () => {
    const ids = await seed([
      ["a", 1],
      ["b", 2],
      ["draft", 3, false],
    ]);
    const seen: string[] = [];
    const stop = onContentChange((change) => seen.push(change.entity));
    await moveFaq(ids.b!, "up", editor);
    await moveFaq(ids.b!, "up", editor); // refused: nothing announced, nothing logged
    stop();
    expect(seen).toEqual(["faq"]);
    expect((await listPublishedFaqs()).map((faq) => faq.question)).toEqual(["b", "a"]);
    const log = await getDb().select().from(activityLog);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ kind: "faq-updated", entityId: ids.b, changedFields: ["display order"] });
  });

  it("writes nothing when the move fails part-way (one transaction)", async () => {
    const ids = await seed([
      ["a", 0],
      ["b", 0],
      ["c", 0],
    ]);
    await getDb().execute(
      sql.raw(`CREATE FUNCTION refuse_log() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'log refused'; END $$`),
    );
    await getDb().execute(
      sql.raw(`CREATE TRIGGER refuse_log BEFORE INSERT ON activity_log EXECUTE FUNCTION refuse_log()`),
    );
    try {
      await expect(moveFaq(ids.c!, "up", editor)).rejects.toThrow();
    } finally {
      await getDb().execute(sql.raw("DROP TRIGGER refuse_log ON activity_log"));
      await getDb().execute(sql.raw("DROP FUNCTION refuse_log()"));
    }
    expect(await order()).toEqual(["a:0", "b:0", "c:0"]);
  });

  it("applies two moves at once one after the other", async () => {
    const ids = await seed([
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ]);
    await Promise.all([moveFaq(ids.c!, "up", editor), moveFaq(ids.a!, "down", editor)]);
    const numbers = (await listAllFaqs()).map((faq) => faq.displayOrder);
    expect(numbers).toEqual([10, 20, 30]);
  });
});
