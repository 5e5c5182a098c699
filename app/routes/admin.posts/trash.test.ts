import { beforeEach, expect, it } from "vitest";

import { getPostById, listAllPosts, postStore, type PostInput } from "~/features/posts/post.server";

import { adminRequest, callRoute, EVIL_ORIGIN, signInStaff } from "../../../tests/support/admin-requests";
import { seedPost } from "../../../tests/support/content-fixtures";
import { describeEachEngine } from "../../../tests/support/test-database";
import { action, loader } from "./route";

/* The post list's Trash (?view=trash), its restore and delete-forever, and the notices of every action. */

const PATH = "/admin/posts";
const TRASH = "/admin/posts?view=trash";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

const trashed = async (overrides: Partial<PostInput> = {}) => (await postStore.trash((await seedPost(overrides)).id))!;

const form = {
  title: "Open House",
  slug: "open-house",
  excerpt: "Come by.",
  content: "Friday.",
  featuredImageUrl: "",
  author: "Maria Lopez",
};

describeEachEngine("admin posts Trash", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });
  const post = (fields: Record<string, string>) => callRoute(action, adminRequest(PATH, { cookie, form: fields }));
  const load = async (path: string) => callRoute(loader, adminRequest(path, { cookie }));

  it("lists the posts outside the Trash with how many are in it, and ?view=trash the ones in it", async () => {
    await seedPost({ title: "Kept" });
    const binned = await trashed({ title: "Binned" });
    const list = await load(PATH);
    expect(list.body).toMatchObject({ view: "list", trashCount: 1, total: 1, trash: [] });
    expect((list.body as { posts: { title: string }[] }).posts.map((row) => row.title)).toEqual(["Kept"]);
    expect((await load(TRASH)).body).toMatchObject({
      view: "trash",
      posts: [],
      trash: [{ id: binned.id, title: "Binned", deletedAt: binned.deletedAt!.toISOString() }],
      trashCount: 1,
      total: 1,
    });
    expect(await load(`${TRASH}&page=5`)).toMatchObject({ status: 302, location: TRASH });
  });

  it("says 'Post published' with View on its article, 'Post saved', and 'Post unpublished'", async () => {
    expect((await post({ ...form, intent: "create", isPublished: "on" })).body).toEqual({
      ok: true,
      notice: { message: "Post created", viewHref: "/news/open-house" },
    });
    const [created] = await listAllPosts();
    expect((await post({ intent: "toggle", id: created!.id, isPublished: "false" })).body).toEqual({
      ok: true,
      notice: { message: "Post unpublished" },
    });
    expect((await post({ intent: "toggle", id: created!.id, isPublished: "true" })).body).toEqual({
      ok: true,
      notice: { message: "Post published", viewHref: "/news/open-house" },
    });
    expect((await post({ ...form, intent: "update", id: created!.id, isPublished: "on" })).body).toEqual({
      ok: true,
      notice: { message: "Post saved", viewHref: "/news/open-house" },
    });
    // A scheduled post has no public page yet: no View.
    const later = { ...form, intent: "update", id: created!.id, isPublished: "on", publishAt: "2099-01-01T09:00" };
    expect((await post(later)).body).toEqual({ ok: true, notice: { message: "Post saved" } });
  });

  it("restores a post as it was, live again with its date, and says so with View", async () => {
    const binned = await trashed({ isPublished: true });
    expect((await post({ intent: "restore", id: binned.id })).body).toEqual({
      ok: true,
      notice: { message: "Post restored", viewHref: `/news/${binned.slug}` },
    });
    expect(await getPostById(binned.id)).toMatchObject({
      isPublished: true,
      publishedAt: binned.publishedAt,
      deletedAt: null,
    });
  });

  it("deletes a post in the Trash forever; 404 for one outside it, a missing one and a malformed id", async () => {
    const live = await seedPost({ title: "Live" });
    const binned = await trashed();
    for (const intent of ["restore", "delete-forever"]) {
      for (const id of [live.id, MISSING_ID, "x"]) {
        expect(await post({ intent, id }), `${intent} ${id}`).toMatchObject({
          status: 404,
          body: { ok: false, error: "This post no longer exists." },
        });
      }
    }
    expect(await getPostById(live.id)).toEqual(live);
    expect((await post({ intent: "delete-forever", id: binned.id })).body).toEqual({
      ok: true,
      notice: { message: "Post deleted forever" },
    });
    expect(await listAllPosts()).toEqual([live]);
  });

  it("refuses restore and delete forever signed out (401) and from another site (403), writing nothing", async () => {
    const binned = await trashed();
    for (const intent of ["restore", "delete-forever"]) {
      const fields = { intent, id: binned.id };
      expect((await callRoute(action, adminRequest(PATH, { form: fields }))).status, intent).toBe(401);
      expect((await callRoute(action, adminRequest(PATH, { cookie, form: fields, origin: EVIL_ORIGIN }))).status).toBe(
        403,
      );
    }
    expect(await listAllPosts()).toEqual([binned]);
  });

  it("answers 404 to an edit or toggle of a post in the Trash, leaving it as it was", async () => {
    const binned = await trashed();
    expect((await post({ ...form, intent: "update", id: binned.id })).status).toBe(404);
    expect((await post({ intent: "toggle", id: binned.id, isPublished: "true" })).status).toBe(404);
    expect(await getPostById(binned.id)).toEqual(binned);
  });
});
