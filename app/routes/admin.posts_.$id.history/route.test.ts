import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";

import { listPostRevisions } from "~/features/posts/post-revisions.server";
import { createPost, updatePost, type PostInput } from "~/features/posts/post.server";
import { getDb } from "~/platform/db/client.server";
import { blogPosts, postRevisions } from "~/platform/db/schema";

import { adminRequest, callRoute, signInStaff } from "../../../tests/support/admin-requests";
import { dateNewRevisions } from "../../../tests/support/content-fixtures";
import { describeEachEngine } from "../../../tests/support/test-database";
import { loader } from "./route";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "First Title",
  slug: "first-title",
  content: "one\ntwo",
  excerpt: "Excerpt.",
  featuredImageUrl: null,
  author: "Staff",
  isPublished: false,
  ...overrides,
});

const historyOf = (id: string, query = "") => `/admin/posts/${id}/history${query}`;

describeEachEngine("a post's History page", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });
  /** The loader with the route's :id, as React Router gives it (callRoute's route has no parameters). */
  const load = (path: string, options: { cookie?: string } = { cookie }) => {
    const id = /^\/admin\/posts\/([^/]+)\/history/.exec(path)![1]!;
    const withParams = (args: Parameters<typeof loader>[0]) => loader({ ...args, params: { id } });
    return callRoute(withParams, adminRequest(path, options));
  };

  it("sends a signed-out visitor to /admin/login", async () => {
    const post = await createPost(input());
    expect(await load(historyOf(post.id), {})).toMatchObject({ status: 302, location: "/admin/login" });
  });

  it("answers 404 for a missing post, a malformed id, or a post in the Trash", async () => {
    const post = await createPost(input());
    await getDb().update(blogPosts).set({ deletedAt: new Date() }).where(eq(blogPosts.id, post.id));
    for (const id of [MISSING_ID, "abc", post.id]) expect((await load(historyOf(id))).status, id).toBe(404);
  });

  it("lists the saves newest first (when, in Chicago time, and who) and shows what the newest changed", async () => {
    const post = await createPost(input());
    await dateNewRevisions();
    await updatePost(post.id, input({ title: "Second Title", content: "one\n2" }));
    await dateNewRevisions();
    const [latest, first] = await listPostRevisions(post.id);
    await getDb()
      .update(postRevisions)
      .set({ savedAt: new Date("2026-03-15T14:00:00Z"), editorName: "Maria Lopez" })
      .where(eq(postRevisions.id, latest!.id));
    await getDb()
      .update(postRevisions)
      .set({ savedAt: new Date("2026-01-10T15:30:00Z") })
      .where(eq(postRevisions.id, first!.id));

    const { status, body } = await load(historyOf(post.id));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      post: { id: post.id, title: "Second Title" },
      revisions: [
        { id: latest!.id, savedAt: "Mar 15, 2026, 9:00 AM CDT", editorName: "Maria Lopez" },
        { id: first!.id, savedAt: "Jan 10, 2026, 9:30 AM CST", editorName: "Unknown" },
      ],
      chosen: {
        id: latest!.id,
        isFirst: false,
        isCurrentText: true,
        changes: {
          fields: [{ label: "Title", before: "First Title", after: "Second Title" }],
          content: [
            { kind: "same", text: "one" },
            { kind: "removed", text: "two" },
            { kind: "added", text: "2" },
          ],
        },
      },
    });
  });

  it("shows the revision ?revision= names, and the newest for an unknown one", async () => {
    const post = await createPost(input());
    await dateNewRevisions();
    await updatePost(post.id, input({ title: "Second Title" }));
    await dateNewRevisions();
    const [latest, first] = await listPostRevisions(post.id);
    expect(await load(historyOf(post.id, `?revision=${first!.id}`))).toMatchObject({
      body: { chosen: { id: first!.id, isFirst: true, isCurrentText: false } },
    });
    for (const query of [`?revision=${MISSING_ID}`, "?revision=abc"])
      expect(await load(historyOf(post.id, query)), query).toMatchObject({ body: { chosen: { id: latest!.id } } });
  });

  it("says so when a post has no revisions yet (written before History was kept)", async () => {
    const post = await createPost(input());
    await getDb().delete(postRevisions);
    expect(await load(historyOf(post.id))).toMatchObject({ status: 200, body: { revisions: [], chosen: null } });
  });
});
