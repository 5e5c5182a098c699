import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { getDb } from "~/db/client.server";
import { blogPosts } from "~/db/schema";

import { describeEachEngine } from "../../tests/support/test-database";
import { getDashboardStats } from "./dashboard.server";
import { createFaq } from "./faq.server";
import {
  countPosts,
  countPublishedPosts,
  countScheduledPosts,
  createPost,
  deletePost,
  findRedirectedSlug,
  getPostById,
  getPublishedPostBySlug,
  listAllPosts,
  listPublishedPosts,
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
    expect(await countPosts()).toBe(3);
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

  it("deletes by id and says false for a missing id", async () => {
    const created = await createPost(post());
    expect(await deletePost(created.id)).toBe(true);
    expect(await deletePost(created.id)).toBe(false);
  });

  it("counts all, published and scheduled posts, and the dashboard's counts", async () => {
    await createPost(post({ isPublished: true }));
    await createPost(post());
    await createPost(post({ isPublished: true, publishAt: new Date(Date.now() + 3_600_000) }));
    await createFaq({ question: "q", answer: "a", category: null, displayOrder: 0, isPublished: true });
    await createFaq({ question: "q", answer: "a", category: null, displayOrder: 0, isPublished: false });
    await createFaq({ question: "q", answer: "a", category: null, displayOrder: 0, isPublished: false });
    expect(await countPosts()).toBe(3);
    expect(await countPublishedPosts()).toBe(1);
    expect(await countScheduledPosts()).toBe(1);
    expect(await getDashboardStats()).toEqual({
      totalFAQs: 3,
      publishedFAQs: 1,
      totalPosts: 3,
      publishedPosts: 1,
      scheduledPosts: 1,
    });
  });
});
