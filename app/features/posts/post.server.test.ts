import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { getDashboardStats } from "~/features/dashboard/dashboard.server";
import { createFaq } from "~/features/faqs/faq.server";
import { getDb } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";

import { timesInOrder } from "../../../tests/support/row-times";
import { describeEachEngine } from "../../../tests/support/test-database";
import {
  countPublishedPosts,
  countScheduledPosts,
  createPost,
  findRedirectedSlug,
  getPostById,
  getPostBySlug,
  getPublishedPostBySlug,
  listAllPosts,
  listPublishedPosts,
  postStore,
  setPostPublished,
  SlugTakenError,
  updatePost,
  type PostInput,
} from "./post.server";

const post = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "Hiring Season Is Here",
  slug: "",
  content: "Line one.\nLine two.",
  excerpt: "We are hiring.",
  featuredImageUrl: null,
  author: "Jane Doe",
  isPublished: false,
  ...overrides,
});

async function setPublishedAt(id: string, iso: string) {
  await getDb()
    .update(blogPosts)
    .set({ publishedAt: new Date(iso) })
    .where(eq(blogPosts.id, id));
}

describeEachEngine("post model", () => {
  it("creates a draft with defaults and a slug generated from the title", async () => {
    const created = await createPost(post({ title: "  Hello, World!  " }));
    expect(created.slug).toBe("hello-world");
    expect(created.isPublished).toBe(false);
    expect(created.publishedAt).toBeNull();
    expect(created.featuredImageUrl).toBeNull();
    expect(created.createdAt).toBeInstanceOf(Date);
  });

  it("stamps published_at when created published", async () => {
    const before = Date.now();
    const created = await createPost(post({ isPublished: true }));
    expect(created.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("makes generated slugs unique with -2, -3 and refuses a typed slug that is taken", async () => {
    const a = await createPost(post());
    const b = await createPost(post());
    const c = await createPost(post());
    expect([a.slug, b.slug, c.slug]).toEqual([
      "hiring-season-is-here",
      "hiring-season-is-here-2",
      "hiring-season-is-here-3",
    ]);
    await expect(createPost(post({ slug: "hiring-season-is-here" }))).rejects.toBeInstanceOf(SlugTakenError);
    expect(await postStore.countAll()).toBe(3);
  });

  it("enforces slug uniqueness in the database itself", async () => {
    await createPost(post({ slug: "unique-one" }));
    await expect(
      getDb().insert(blogPosts).values({ title: "t", slug: "unique-one", content: "c", excerpt: "e", author: "a" }),
    ).rejects.toThrow();
  });

  it("lists published posts newest published first, and all posts newest created first", async () => {
    const older = await createPost(post({ title: "Older", isPublished: true }));
    const newer = await createPost(post({ title: "Newer", isPublished: true }));
    const draft = await createPost(post({ title: "Draft" }));
    await setPublishedAt(older.id, "2026-01-01T12:00:00Z");
    await setPublishedAt(newer.id, "2026-03-01T12:00:00Z");
    await timesInOrder(blogPosts.createdAt, [older, newer, draft]);
    expect((await listPublishedPosts()).map((p) => p.title)).toEqual(["Newer", "Older"]);
    expect((await listAllPosts()).map((p) => p.title)).toEqual(["Draft", "Newer", "Older"]);
    expect((await listPublishedPosts({ limit: 1, offset: 1 })).map((p) => p.title)).toEqual(["Older"]);
    expect(draft.isPublished).toBe(false);
  });

  it("finds a post by slug only when it is published", async () => {
    const created = await createPost(post({ slug: "the-news" }));
    expect(await getPublishedPostBySlug("the-news")).toBeNull();
    await setPostPublished(created.id, true);
    expect((await getPublishedPostBySlug("the-news"))!.id).toBe(created.id);
  });

  it("toggles publication: publishing stamps now, unpublishing clears", async () => {
    const created = await createPost(post());
    const published = await setPostPublished(created.id, true);
    expect(published!.isPublished).toBe(true);
    expect(published!.publishedAt).toBeInstanceOf(Date);
    const unpublished = await setPostPublished(created.id, false);
    expect(unpublished!.isPublished).toBe(false);
    expect(unpublished!.publishedAt).toBeNull();
    expect(await setPostPublished("00000000-0000-4000-8000-000000000000", true)).toBeNull();
  });

  it("re-stamps published_at when saved published, even on edit; clears it when saved as draft", async () => {
    const created = await createPost(post({ isPublished: true }));
    await setPublishedAt(created.id, "2020-01-01T00:00:00Z");
    const edited = await updatePost(created.id, post({ title: "Edited", slug: created.slug, isPublished: true }));
    expect(edited!.publishedAt!.getFullYear()).toBeGreaterThan(2020);
    const drafted = await updatePost(created.id, post({ slug: created.slug, isPublished: false }));
    expect(drafted!.publishedAt).toBeNull();
  });

  it("keeps the old slug working as a redirect after a slug change", async () => {
    const created = await createPost(post({ slug: "old-slug", isPublished: true }));
    const renamed = await updatePost(created.id, post({ slug: "new-slug", isPublished: true }));
    expect(renamed!.slug).toBe("new-slug");
    expect(await findRedirectedSlug("old-slug")).toBe("new-slug");
    await updatePost(created.id, post({ slug: "newest-slug", isPublished: true }));
    expect(await findRedirectedSlug("old-slug")).toBe("newest-slug");
    expect(await findRedirectedSlug("new-slug")).toBe("newest-slug");
    // Taking an old slug back makes it live again, not a redirect.
    await updatePost(created.id, post({ slug: "old-slug", isPublished: true }));
    expect(await findRedirectedSlug("old-slug")).toBeNull();
  });

  it("keeps its own slug when saved unchanged, and refuses another post's slug", async () => {
    const a = await createPost(post({ slug: "alpha" }));
    await createPost(post({ slug: "beta" }));
    expect((await updatePost(a.id, post({ slug: "alpha" })))!.slug).toBe("alpha");
    await expect(updatePost(a.id, post({ slug: "beta" }))).rejects.toBeInstanceOf(SlugTakenError);
    expect((await getPostById(a.id))!.slug).toBe("alpha");
    expect(await updatePost("00000000-0000-4000-8000-000000000000", post())).toBeNull();
  });

  it("moves a post to the Trash, restores it as it was, and deletes it forever from the Trash only", async () => {
    const created = await createPost(post({ isPublished: true }));
    expect((await postStore.trash(created.id))!.deletedAt).toBeInstanceOf(Date);
    expect(await postStore.trash(created.id)).toBeNull();
    expect(await postStore.deleteForever(created.id)).toBe(true);
    expect(await getPostById(created.id)).toBeNull();
    const again = await createPost(post({ isPublished: true }));
    await postStore.trash(again.id);
    expect(await postStore.restore(again.id)).toMatchObject({
      isPublished: true,
      publishedAt: again.publishedAt,
      deletedAt: null,
    });
    expect(await postStore.restore(again.id)).toBeNull();
    expect(await postStore.deleteForever(again.id)).toBe(false);
    expect(await postStore.trash("00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("leaves a post in the Trash out of the news, its article, the preview, the admin list and the counts", async () => {
    const kept = await createPost(post({ title: "Kept", isPublished: true }));
    const binned = await createPost(post({ title: "Binned", isPublished: true }));
    const binnedDraft = await createPost(post({ title: "Binned Draft" }));
    await createPost(post({ title: "Scheduled", isPublished: true, publishAt: new Date(Date.now() + 3_600_000) }));
    await postStore.trash(binned.id);
    await postStore.trash(binnedDraft.id);
    await timesInOrder(blogPosts.deletedAt, [binned, binnedDraft]);
    expect((await listPublishedPosts()).map((row) => row.title)).toEqual(["Kept"]);
    expect(await getPublishedPostBySlug(binned.slug)).toBeNull();
    expect(await getPostBySlug(binned.slug)).toBeNull();
    expect(await getPostBySlug(binnedDraft.slug)).toBeNull();
    expect(await getPostBySlug(kept.slug)).not.toBeNull();
    const { rows, total } = await postStore.listPage(1, 50);
    expect([rows.map((row) => row.title).sort(), total]).toEqual([["Kept", "Scheduled"], 2]);
    expect(await getDashboardStats()).toMatchObject({ totalPosts: 2, publishedPosts: 1, scheduledPosts: 1 });
    expect(await postStore.countTrashed()).toBe(2);
    expect((await postStore.listTrashedPage(1, 50)).rows.map((row) => row.title)).toEqual(["Binned Draft", "Binned"]);
  });

  it("keeps a trashed post's slug: a new post with the same title gets -2", async () => {
    const binned = await createPost(post({ title: "Open House" }));
    await postStore.trash(binned.id);
    expect((await createPost(post({ title: "Open House" }))).slug).toBe("open-house-2");
    await expect(createPost(post({ title: "Typed", slug: "open-house" }))).rejects.toBeInstanceOf(SlugTakenError);
  });

  it("does not edit or publish a post in the Trash", async () => {
    const created = await createPost(post());
    await postStore.trash(created.id);
    expect(await updatePost(created.id, post({ title: "Changed" }))).toBeNull();
    expect(await setPostPublished(created.id, true)).toBeNull();
    expect(await getPostById(created.id)).toMatchObject({ title: "Hiring Season Is Here", isPublished: false });
  });

  it("purges posts moved to the Trash before the cutoff, and nothing else", async () => {
    const old = await createPost(post({ title: "Old" }));
    const recent = await createPost(post({ title: "Recent" }));
    const live = await createPost(post({ title: "Live" }));
    await postStore.trash(old.id);
    await postStore.trash(recent.id);
    await getDb()
      .update(blogPosts)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(blogPosts.id, old.id));
    expect(await postStore.purgeTrashed(new Date(Date.now() - 30 * 24 * 60 * 60 * 1000))).toBe(1);
    expect(await getPostById(old.id)).toBeNull();
    expect(await getPostById(recent.id)).not.toBeNull();
    expect(await getPostById(live.id)).not.toBeNull();
  });

  it("counts all, published and scheduled posts, and the dashboard's counts", async () => {
    await createPost(post({ isPublished: true }));
    await createPost(post());
    await createPost(post({ isPublished: true, publishAt: new Date(Date.now() + 3_600_000) }));
    await createFaq({ question: "q", answer: "a", category: null, displayOrder: 0, isPublished: true });
    await createFaq({ question: "q", answer: "a", category: null, displayOrder: 0, isPublished: false });
    await createFaq({ question: "q", answer: "a", category: null, displayOrder: 0, isPublished: false });
    expect(await postStore.countAll()).toBe(3);
    expect(await countPublishedPosts()).toBe(1);
    expect(await countScheduledPosts()).toBe(1);
    expect(await getDashboardStats()).toEqual({
      totalFAQs: 3,
      publishedFAQs: 1,
      totalPosts: 3,
      publishedPosts: 1,
      scheduledPosts: 1,
      openJobs: 0,
      newApplications: 0,
    });
  });
});
