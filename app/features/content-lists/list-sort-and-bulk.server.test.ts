import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";

import { createFaq, faqStore, type FaqInput } from "~/features/faqs/faq.server";
import { jobInput } from "~/features/jobs/job-test-data";
import { createJob, jobStore } from "~/features/jobs/job.server";
import { createPost, postStore, type PostInput } from "~/features/posts/post.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { onContentChange } from "~/platform/cache/content-events.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, blogPosts, faqs, jobs } from "~/platform/db/schema";

import { timesInOrder } from "../../../tests/support/row-times";
import { describeEachEngine } from "../../../tests/support/test-database";
import type { ContentEditor } from "./content-activity.server";
import { UnknownRowsError } from "./content-rows.server";

const faq = (question: string, displayOrder: number, isPublished: boolean): FaqInput => ({
  question,
  answer: "A.",
  category: null,
  displayOrder,
  isPublished,
});

const post = (title: string, overrides: Partial<PostInput> = {}): PostInput => ({
  title,
  slug: "",
  content: "Body",
  excerpt: "Short",
  featuredImageUrl: "",
  author: "Sam Staff",
  isPublished: false,
  ...overrides,
});

const DAY = 24 * 60 * 60 * 1000;
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describeEachEngine("list sorting and bulk actions", () => {
  let editor: ContentEditor;
  beforeEach(async () => {
    const staff = await createStaffAccount({ email: "sam@example.com", password: "long enough", name: "Sam Staff" });
    editor = { actor: { id: staff.id, name: staff.name, email: staff.email }, origin: null };
  });

  const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

  it("sorts posts by title (capitals aside), publish date (drafts last either way) and status", async () => {
    await timesInOrder(blogPosts.createdAt, [
      await createPost(post("banana")),
      await createPost(post("Cherry", { isPublished: true, publishAt: new Date(Date.now() - 2 * DAY) })),
      await createPost(post("apple", { isPublished: true, publishAt: new Date(Date.now() - DAY) })),
      await createPost(post("Date", { isPublished: true, publishAt: new Date(Date.now() + 30 * DAY) })),
    ]);
    const page = async (sort: { key: string; dir: "asc" | "desc" } | null) =>
      titles((await postStore.listPage(1, 50, undefined, sort)).rows);

    expect(await page({ key: "title", dir: "asc" })).toEqual(["apple", "banana", "Cherry", "Date"]);
    expect(await page({ key: "title", dir: "desc" })).toEqual(["Date", "Cherry", "banana", "apple"]);
    expect(await page({ key: "date", dir: "desc" })).toEqual(["Date", "apple", "Cherry", "banana"]);
    expect(await page({ key: "date", dir: "asc" })).toEqual(["Cherry", "apple", "Date", "banana"]);
    // Draft, Published (newest created first among them), Scheduled.
    expect(await page({ key: "status", dir: "asc" })).toEqual(["banana", "apple", "Cherry", "Date"]);
    expect(await page({ key: "status", dir: "desc" })).toEqual(["Date", "apple", "Cherry", "banana"]);
    // A column the list does not sort by: its own order, newest created first.
    expect(await page({ key: "author", dir: "asc" })).toEqual(["Date", "apple", "Cherry", "banana"]);
    expect(await page(null)).toEqual(["Date", "apple", "Cherry", "banana"]);
  });

  it("sorts FAQs by question, order and status, and jobs by title, posting date and status", async () => {
    await createFaq(faq("b?", 2, true));
    await createFaq(faq("A?", 3, false));
    await createFaq(faq("c?", 1, true));
    const questions = async (key: string, dir: "asc" | "desc") =>
      (await faqStore.listPage(1, 50, undefined, { key, dir })).rows.map((row) => row.question);
    expect(await questions("question", "asc")).toEqual(["A?", "b?", "c?"]);
    expect(await questions("order", "desc")).toEqual(["A?", "b?", "c?"]);
    expect(await questions("order", "asc")).toEqual(["c?", "b?", "A?"]);
    expect(await questions("status", "asc")).toEqual(["A?", "c?", "b?"]);

    const draft = await createJob(jobInput({ title: "Welder", isPublished: false }));
    const older = await createJob(jobInput({ title: "forklift Operator" }));
    const closed = await createJob(jobInput({ title: "Dockworker" }));
    await timesInOrder(jobs.createdAt, [draft, older, closed]);
    await getDb()
      .update(jobs)
      .set({ publishedAt: new Date(Date.now() - DAY) })
      .where(eq(jobs.id, older.id));
    await jobStore.bulk("publish", [draft.id], editor);
    // Published before the draft's bulk Publish, not in the same millisecond.
    await getDb()
      .update(jobs)
      .set({ closedAt: new Date(), publishedAt: new Date(Date.now() - DAY / 2) })
      .where(eq(jobs.id, closed.id));
    const jobTitles = async (key: string, dir: "asc" | "desc") =>
      titles((await jobStore.listPage(1, 50, undefined, { key, dir })).rows);
    expect(await jobTitles("title", "asc")).toEqual(["Dockworker", "forklift Operator", "Welder"]);
    expect(await jobTitles("date", "asc")).toEqual(["forklift Operator", "Dockworker", "Welder"]);
    // Closed, then Open (newest created first).
    expect(await jobTitles("status", "asc")).toEqual(["Dockworker", "forklift Operator", "Welder"]);
    expect(await jobTitles("status", "desc")).toEqual(["forklift Operator", "Welder", "Dockworker"]);
  });

  it("publishes the ticked rows in one transaction, an activity row each, announced once; those already published stay as they are", async () => {
    const draft = await createPost(post("Draft one"));
    const other = await createPost(post("Draft two"));
    const live = await createPost(post("Live", { isPublished: true, publishAt: new Date(Date.now() - 3 * DAY) }));
    const seen: string[] = [];
    const stop = onContentChange((change) => seen.push(change.entity));
    const result = await postStore.bulk("publish", [draft.id, other.id, live.id, draft.id], editor);
    stop();

    expect(result).toMatchObject({ changed: 2, unchanged: 1 });
    expect(seen).toEqual(["post"]);
    const rows = await getDb().select().from(blogPosts);
    for (const row of rows) expect(row.isPublished).toBe(true);
    // The live post keeps its date; the drafts are dated now.
    expect(rows.find((row) => row.id === live.id)!.publishedAt!.getTime()).toBe(live.publishedAt!.getTime());
    expect(rows.find((row) => row.id === draft.id)!.publishedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const logged = await getDb().select().from(activityLog);
    expect(logged.map((row) => row.entityTitle).sort()).toEqual(["Draft one", "Draft two"]);
    expect(logged.every((row) => row.actorName === "Sam Staff" && row.kind === "post-updated")).toBe(true);
    // The two writes and their activity rows are one transaction: they carry its id (xmin), on both engines.
    const written = (await getDb().execute(
      sql`select xmin::text as tx from ${blogPosts} where ${blogPosts.id} in (${draft.id}, ${other.id})
          union select xmin::text from ${activityLog}`,
    )) as unknown as { rows: { tx: string }[] };
    expect(written.rows).toHaveLength(1);
  });

  it("moves the ticked rows to the Trash and back, and unpublishes, each with its activity row", async () => {
    const first = await createFaq(faq("One?", 1, true));
    const second = await createFaq(faq("Two?", 2, true));
    expect(await faqStore.bulk("unpublish", [first.id, second.id], editor)).toMatchObject({ changed: 2 });
    expect(await faqStore.bulk("trash", [first.id, second.id], editor)).toMatchObject({
      changed: 2,
      ids: expect.arrayContaining([first.id, second.id]),
    });
    expect(await faqStore.countTrashed()).toBe(2);
    expect(await faqStore.bulk("restore", [first.id, second.id], editor)).toMatchObject({ changed: 2 });
    expect(await faqStore.countTrashed()).toBe(0);
    const kinds = (await getDb().select().from(activityLog)).map((row) => row.kind).sort();
    expect(kinds).toEqual(["faq-restored", "faq-restored", "faq-trashed", "faq-trashed", "faq-updated", "faq-updated"]);
  });

  it("refuses ids that name no row it can act on, writing nothing", async () => {
    const draft = await createFaq(faq("Draft?", 1, false));
    const trashed = await createFaq(faq("Binned?", 2, false));
    await faqStore.trash(trashed.id);
    const before = await getDb().select().from(activityLog);
    const seen: string[] = [];
    const stop = onContentChange((change) => seen.push(change.entity));
    await expect(faqStore.bulk("publish", [draft.id, MISSING_ID], editor)).rejects.toBeInstanceOf(UnknownRowsError);
    await expect(faqStore.bulk("publish", [draft.id, trashed.id], editor)).rejects.toBeInstanceOf(UnknownRowsError);
    await expect(faqStore.bulk("trash", [draft.id, trashed.id], editor)).rejects.toBeInstanceOf(UnknownRowsError);
    await expect(faqStore.bulk("restore", [trashed.id, draft.id], editor)).rejects.toBeInstanceOf(UnknownRowsError);
    stop();
    expect(seen).toEqual([]);
    const [row] = await getDb().select().from(faqs).where(eq(faqs.id, draft.id));
    expect(row).toMatchObject({ isPublished: false, deletedAt: null });
    expect(await faqStore.countTrashed()).toBe(1);
    expect(await getDb().select().from(activityLog)).toHaveLength(before.length);
  });
});
