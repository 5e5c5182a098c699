import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { createFaq, faqStore, setFaqPublished, updateFaq, type FaqInput } from "~/features/faqs/faq.server";
import { createPost, postStore, setPostPublished, updatePost, type PostInput } from "~/features/posts/post.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, blogPosts, faqs } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import { changedFieldsOf, type ContentEditor } from "./content-activity.server";

let editor: ContentEditor;
const origin = {
  ipAddress: "203.0.113.5",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
};

/** Rows are ordered by time: each step a moment after the last. */
const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 5));
const faq: FaqInput = {
  question: "How do I apply?",
  answer: "Online.",
  category: "Jobs",
  displayOrder: 1,
  isPublished: false,
};
const post: PostInput = {
  title: "Now Hiring",
  slug: "",
  content: "Body",
  excerpt: "Short",
  featuredImageUrl: "",
  author: "Sam Staff",
  isPublished: false,
};

async function logged() {
  const rows = await getDb().select().from(activityLog);
  return rows
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
    .map((row) => ({
      kind: row.kind,
      actor: row.actorName,
      title: row.entityTitle,
      changed: row.changedFields,
      ip: row.ipAddress,
    }));
}

describe("changedFieldsOf", () => {
  it("names the columns staff changed, in words, and ignores bookkeeping and equal dates", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    expect(
      changedFieldsOf(
        { id: "1", question: "a", displayOrder: 1, isPublished: false, updatedAt: at, publishedAt: at },
        {
          id: "1",
          question: "b",
          displayOrder: 2,
          isPublished: true,
          updatedAt: new Date(),
          publishedAt: new Date(at),
        },
      ),
    ).toEqual(["question", "display order", "published"]);
  });
});

describeEachEngine("content changes in the activity log", () => {
  beforeEach(async () => {
    const staff = await createStaffAccount({ email: "sam@example.com", password: "long enough", name: "Sam Staff" });
    editor = { actor: { id: staff.id, name: staff.name, email: staff.email }, origin };
  });

  it("records each FAQ change with who, where, its title and the fields that changed", async () => {
    const created = await createFaq(faq, editor);
    await aMomentLater();
    await updateFaq(created.id, { ...faq, answer: "Online or in person." }, editor);
    await aMomentLater();
    await setFaqPublished(created.id, true, editor);
    await aMomentLater();
    expect(await faqStore.trash(created.id, editor)).not.toBeNull();
    await aMomentLater();
    expect(await faqStore.restore(created.id, editor)).not.toBeNull();
    await aMomentLater();
    await faqStore.trash(created.id, editor);
    await aMomentLater();
    expect(await faqStore.deleteForever(created.id, editor)).toBe(true);
    const step = (kind: string, changed: string[] | null = null) => ({
      kind,
      actor: "Sam Staff",
      title: "How do I apply?",
      changed,
      ip: "203.0.113.5",
    });
    expect(await logged()).toEqual([
      step("faq-created"),
      step("faq-updated", ["answer"]),
      step("faq-updated", ["published"]),
      step("faq-trashed"),
      step("faq-restored"),
      step("faq-trashed"),
      step("faq-deleted"),
    ]);
  });

  it("names the Spanish fields a change filled in or edited, by the form's labels", async () => {
    const created = await createFaq(faq, editor);
    await updateFaq(created.id, { ...faq, questionEs: "¿Cómo me postulo?", answerEs: "En línea." }, editor);
    await aMomentLater();
    const posted = await createPost(post, editor);
    await updatePost(posted.id, { ...post, titleEs: "Contratando", excerptEs: "Breve", contentEs: "Texto" }, editor);
    await aMomentLater();
    await updatePost(
      posted.id,
      { ...post, titleEs: "Contratando", excerptEs: "Breve", contentEs: "Otro texto" },
      editor,
    );
    const changes = (await logged()).filter((row) => row.kind.endsWith("-updated")).map((row) => row.changed);
    expect(changes).toEqual([
      ["question (Spanish)", "answer (Spanish)"],
      ["title (Spanish)", "excerpt (Spanish)", "content (Spanish)"],
      ["content (Spanish)"],
    ]);
  });

  it("records each post change, the regenerated slug among the changed fields", async () => {
    const created = await createPost(post, editor);
    await aMomentLater();
    await updatePost(created.id, { ...post, title: "Now Hiring Welders" }, editor);
    await aMomentLater();
    await setPostPublished(created.id, true, editor);
    await aMomentLater();
    await postStore.trash(created.id, editor);
    await aMomentLater();
    await postStore.restore(created.id, editor);
    await aMomentLater();
    await postStore.trash(created.id, editor);
    await aMomentLater();
    await postStore.deleteForever(created.id, editor);
    expect((await logged()).map(({ kind, title, changed }) => [kind, title, changed])).toEqual([
      ["post-created", "Now Hiring", null],
      ["post-updated", "Now Hiring Welders", ["title", "slug"]],
      ["post-updated", "Now Hiring Welders", ["published", "publish date"]],
      ["post-trashed", "Now Hiring Welders", null],
      ["post-restored", "Now Hiring Welders", null],
      ["post-trashed", "Now Hiring Welders", null],
      ["post-deleted", "Now Hiring Welders", null],
    ]);
  });

  it("records nothing for a row that does not exist, nor for sample content written without an editor", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await updateFaq(missing, faq, editor)).toBeNull();
    expect(await postStore.trash(missing, editor)).toBeNull();
    expect(await faqStore.restore(missing, editor)).toBeNull();
    expect(await postStore.deleteForever(missing, editor)).toBe(false);
    // Outside the Trash: nothing to restore or delete forever.
    const live = await createPost(post);
    expect(await postStore.restore(live.id, editor)).toBeNull();
    expect(await postStore.deleteForever(live.id, editor)).toBe(false);
    await createFaq(faq);
    expect(await logged()).toEqual([]);
  });

  it("commits no change without its row: a failed log write undoes the change", async () => {
    const kept = await createFaq(faq, editor);
    const keptPost = await createPost(post, editor);
    await getDb().execute(
      sql.raw(
        "CREATE FUNCTION refuse_activity() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'log refused'; END $$",
      ),
    );
    await getDb().execute(
      sql.raw(
        "CREATE TRIGGER refuse_activity BEFORE INSERT ON activity_log FOR EACH ROW EXECUTE FUNCTION refuse_activity()",
      ),
    );
    try {
      await expect(createFaq({ ...faq, question: "Never saved" }, editor)).rejects.toThrow();
      await expect(updateFaq(kept.id, { ...faq, answer: "Never saved" }, editor)).rejects.toThrow();
      await expect(faqStore.trash(kept.id, editor)).rejects.toThrow();
      await expect(updatePost(keptPost.id, { ...post, title: "Never saved" }, editor)).rejects.toThrow();
      await expect(postStore.trash(keptPost.id, editor)).rejects.toThrow();
    } finally {
      await getDb().execute(sql.raw("DROP TRIGGER refuse_activity ON activity_log"));
      await getDb().execute(sql.raw("DROP FUNCTION refuse_activity()"));
    }
    expect((await getDb().select().from(faqs)).map((row) => [row.question, row.answer, row.deletedAt])).toEqual([
      ["How do I apply?", "Online.", null],
    ]);
    expect((await getDb().select().from(blogPosts)).map((row) => [row.title, row.deletedAt])).toEqual([
      ["Now Hiring", null],
    ]);
    expect(await logged()).toHaveLength(2);
  });
});
