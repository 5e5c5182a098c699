import { count } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { NO_HISTORY_MESSAGE, REVISION_NOT_FOUND_MESSAGE } from "~/features/content-lists/content-actions.server";
import { createFaq } from "~/features/faqs/faq.server";
import { listPostRevisions } from "~/features/posts/post-revisions.server";
import { createPost, getPostById, updatePost, type PostInput } from "~/features/posts/post.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, blogPosts, postRevisions, postSlugRedirects } from "~/platform/db/schema";
import { action as faqAction } from "~/routes/admin.faqs/route";

import { adminRequest, callRoute, EVIL_ORIGIN, signInStaff } from "../../../tests/support/admin-requests";
import { dateNewRevisions } from "../../../tests/support/content-fixtures";
import { describeEachEngine } from "../../../tests/support/test-database";
import { action } from "./route";

const PATH = "/admin/posts";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "First Title",
  slug: "first-title",
  content: "Line one.\nLine two.",
  excerpt: "First excerpt.",
  featuredImageUrl: null,
  author: "Staff",
  isPublished: true,
  ...overrides,
});

/** A post saved twice: its first revision differs from its current text. */
async function editedPost() {
  const post = await createPost(input());
  await dateNewRevisions();
  await updatePost(post.id, input({ title: "Second Title", slug: "second-title", content: "Line one.\nChanged." }));
  await dateNewRevisions();
  const [latest, first] = await listPostRevisions(post.id);
  return { post: (await getPostById(post.id))!, first: first!, latest: latest! };
}

/** Every row of the tables a restore writes, to show that a refusal wrote nothing. */
async function everything() {
  const db = getDb();
  return {
    posts: await db.select().from(blogPosts).orderBy(blogPosts.id),
    revisions: await db.select().from(postRevisions).orderBy(postRevisions.id),
    redirects: await db.select().from(postSlugRedirects).orderBy(postSlugRedirects.oldSlug),
    activity: await db.select({ n: count() }).from(activityLog),
  };
}

describeEachEngine("'Restore this version' (restore-revision)", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });

  const restore = (form: Record<string, string>, options: { cookie?: string; origin?: string | null } = { cookie }) =>
    callRoute(action, adminRequest(PATH, { ...options, form: { intent: "restore-revision", ...form } }));

  it("brings a version back as the current text, as a new revision by the signed-in staff member", async () => {
    const { post, first } = await editedPost();
    expect(await restore({ id: post.id, revisionId: first.id })).toEqual({
      status: 200,
      body: { ok: true },
      location: null,
    });
    await dateNewRevisions();
    expect(await getPostById(post.id)).toMatchObject({
      title: "First Title",
      slug: "first-title",
      content: "Line one.\nLine two.",
      isPublished: true,
      publishedAt: post.publishedAt,
    });
    const revisions = await listPostRevisions(post.id);
    expect(revisions.map((revision) => [revision.title, revision.editorName])).toEqual([
      ["First Title", "staff"],
      ["Second Title", null],
      ["First Title", null],
    ]);
  });

  it("answers 400 with a clear message, writing nothing, when another post took the version's slug", async () => {
    const { post, first } = await editedPost();
    await createPost(input({ title: "Other", slug: "first-title" }));
    const before = await everything();
    expect(await restore({ id: post.id, revisionId: first.id })).toMatchObject({
      status: 400,
      body: {
        ok: false,
        error:
          "This version's slug \"first-title\" is now used by another post: change that post's slug first, or edit this post instead. Nothing was restored.",
      },
    });
    expect(await everything()).toEqual(before);
  });

  it("answers 404, writing nothing, for a missing post or revision, another post's revision, or a malformed id", async () => {
    const { post, first } = await editedPost();
    const other = await createPost(input({ title: "Other", slug: "other" }));
    const before = await everything();
    const forms: Record<string, string>[] = [
      { id: MISSING_ID, revisionId: first.id },
      { id: post.id, revisionId: MISSING_ID },
      { id: other.id, revisionId: first.id },
      { id: post.id, revisionId: "abc" },
      { id: "abc", revisionId: first.id },
      { id: post.id },
    ];
    for (const form of forms) {
      expect(await restore(form), JSON.stringify(form)).toMatchObject({
        status: 404,
        body: { ok: false, error: REVISION_NOT_FOUND_MESSAGE },
      });
    }
    expect(await everything()).toEqual(before);
  });

  it("answers 401 signed out and 403 from another site, writing nothing", async () => {
    const { post, first } = await editedPost();
    const before = await everything();
    expect((await restore({ id: post.id, revisionId: first.id }, {})).status).toBe(401);
    expect((await restore({ id: post.id, revisionId: first.id }, { cookie, origin: EVIL_ORIGIN })).status).toBe(403);
    expect(await everything()).toEqual(before);
  });

  describe("on the FAQ admin", () => {
    it("answers 400: FAQs keep no History", async () => {
      const faq = await createFaq({ question: "Q?", answer: "A.", category: null, displayOrder: 0, isPublished: true });
      const answer = await callRoute(
        faqAction,
        adminRequest("/admin/faqs", {
          cookie,
          form: { intent: "restore-revision", id: faq.id, revisionId: MISSING_ID },
        }),
      );
      expect(answer).toMatchObject({ status: 400, body: { ok: false, error: NO_HISTORY_MESSAGE } });
    });
  });
});
