import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { storeUploadedImage } from "~/features/media/media.server";
import {
  latestContentUpdates,
  listNewestPublishedPostContents,
  listPublishedPostEntries,
} from "~/features/seo/feeds.server";
import { getDb } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";

import { testImage } from "../../../tests/support/images";
import { describeEachEngine } from "../../../tests/support/test-database";
import {
  countPublishedPosts,
  createPost,
  findRedirectedSlug,
  getPostById,
  getPublishedPostBySlug,
  listPublishedPosts,
  publishDateFor,
  updatePost,
  type PostInput,
} from "./post.server";

const post = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "Hiring Season Is Here",
  slug: "",
  content: "Text.",
  excerpt: "We are hiring.",
  featuredImageUrl: null,
  author: "Jane Doe",
  isPublished: true,
  ...overrides,
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function publicSurfaces(slug: string) {
  return {
    list: (await listPublishedPosts()).some((p) => p.slug === slug),
    article: (await getPublishedPostBySlug(slug)) !== null,
    feeds: (await listPublishedPostEntries()).some((p) => p.slug === slug),
    rssText: (await listNewestPublishedPostContents(20)).some((p) => p.slug === slug),
  };
}

describe("publishDateFor", () => {
  const current = new Date("2026-01-05T12:00:00Z");
  it("gives no date to a draft, whatever was chosen", () => {
    expect(publishDateFor({ isPublished: false, publishAt: new Date("2026-02-01T00:00:00Z") }, current)).toBeNull();
  });
  it("uses the chosen date, past or future", () => {
    const chosen = new Date("2030-02-01T15:00:00Z");
    expect(publishDateFor({ isPublished: true, publishAt: chosen, keepPublishedDate: true }, current)).toBe(chosen);
  });
  it("keeps the current date only when asked to; otherwise now", () => {
    expect(publishDateFor({ isPublished: true, keepPublishedDate: true }, current)).toBe(current);
    const now = publishDateFor({ isPublished: true, keepPublishedDate: false }, current)!;
    expect(Math.abs(now.getTime() - Date.now())).toBeLessThan(1000);
    expect(
      Math.abs(publishDateFor({ isPublished: true, keepPublishedDate: true }, null)!.getTime() - Date.now()),
    ).toBeLessThan(1000);
  });
});

describeEachEngine("publish dates and scheduling", () => {
  it("back-dates a post to a past publish date; it is live at once", async () => {
    const created = await createPost(post({ publishAt: new Date("2025-06-01T14:00:00Z") }));
    expect(created.publishedAt).toEqual(new Date("2025-06-01T14:00:00Z"));
    expect(await publicSurfaces(created.slug)).toEqual({ list: true, article: true, feeds: true, rssText: true });
    expect(await countPublishedPosts()).toBe(1);
  });

  it("schedules a post with a future date: absent from every public surface and count until then", async () => {
    const scheduled = await createPost(post({ title: "Coming Soon", publishAt: minutesFromNow(60) }));
    const live = await createPost(post({ title: "Live Now" }));
    expect(scheduled.isPublished).toBe(true);
    expect(await publicSurfaces(scheduled.slug)).toEqual({ list: false, article: false, feeds: false, rssText: false });
    expect(await publicSurfaces(live.slug)).toEqual({ list: true, article: true, feeds: true, rssText: true });
    expect(await countPublishedPosts()).toBe(1);

    // Its time comes (moved into the past here rather than waited for): it is live, with nothing else written.
    await getDb()
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, scheduled.id));
    expect(await publicSurfaces(scheduled.slug)).toEqual({ list: true, article: true, feeds: true, rssText: true });
    expect(await countPublishedPosts()).toBe(2);
  });

  it("shows a scheduled post at its time, by the database's clock", async () => {
    const scheduled = await createPost(post({ publishAt: new Date(Date.now() + 1500) }));
    expect((await publicSurfaces(scheduled.slug)).list).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await publicSurfaces(scheduled.slug)).toEqual({ list: true, article: true, feeds: true, rssText: true });
  });

  it("does not follow an old slug to a scheduled post", async () => {
    const created = await createPost(post({ slug: "old-name", publishAt: minutesFromNow(60) }));
    await updatePost(created.id, post({ slug: "new-name", publishAt: minutesFromNow(60) }));
    expect(await findRedirectedSlug("old-name")).toBeNull();
    await getDb()
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, created.id));
    expect(await findRedirectedSlug("old-name")).toBe("new-name");
  });

  it("re-dates a published post to now on edit unless 'Keep the current date' is ticked", async () => {
    const created = await createPost(post({ publishAt: new Date("2025-06-01T14:00:00Z") }));
    const kept = await updatePost(created.id, post({ title: "Edited", keepPublishedDate: true }));
    expect(kept!.publishedAt).toEqual(new Date("2025-06-01T14:00:00Z"));
    const redated = await updatePost(created.id, post({ title: "Edited again" }));
    expect(Math.abs(redated!.publishedAt!.getTime() - Date.now())).toBeLessThan(5000);
    const rescheduled = await updatePost(
      created.id,
      post({ publishAt: new Date("2031-01-01T15:00:00Z"), keepPublishedDate: true }),
    );
    expect(rescheduled!.publishedAt).toEqual(new Date("2031-01-01T15:00:00Z"));
  });

  it("clears the date of a draft, whatever date was chosen", async () => {
    const created = await createPost(post({ isPublished: false, publishAt: minutesFromNow(60) }));
    expect(created.publishedAt).toBeNull();
  });

  it("dates the news list by the newest publish date reached, so a scheduled post moves it at its time", async () => {
    const created = await createPost(post({ publishAt: minutesFromNow(60) }));
    const before = (await latestContentUpdates()).posts!;
    expect(before.getTime()).toBeLessThan(Date.now() + 1000);
    const reached = new Date(Date.now() - 500);
    // The row's updated_at stays earlier than its publish date, as when a scheduled post's time comes.
    await getDb()
      .update(blogPosts)
      .set({ publishedAt: reached, updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(blogPosts.id, created.id));
    expect((await latestContentUpdates()).posts).toEqual(reached);
  });

  it("stores the image, its description and the meta description; an update that leaves them out keeps them", async () => {
    const image = await storeUploadedImage({
      bytes: await testImage("jpeg", { width: 500, height: 300 }),
      fileName: "dock.jpg",
    });
    const created = await createPost(
      post({
        featuredMediaId: image.id,
        featuredImageAlt: " Workers on the dock ",
        metaDescription: "Jobs at the port.",
      }),
    );
    expect(created).toMatchObject({
      featuredMediaId: image.id,
      featuredImageAlt: "Workers on the dock",
      metaDescription: "Jobs at the port.",
    });
    const untouched = await updatePost(created.id, post({ title: "Edited" }));
    expect(untouched).toMatchObject({
      title: "Edited",
      featuredMediaId: image.id,
      featuredImageAlt: "Workers on the dock",
      metaDescription: "Jobs at the port.",
    });
    const cleared = await updatePost(
      created.id,
      post({ featuredMediaId: null, featuredImageAlt: "", metaDescription: "  " }),
    );
    expect(cleared).toMatchObject({ featuredMediaId: null, featuredImageAlt: null, metaDescription: null });
    expect((await getPostById(created.id))!.featuredMediaId).toBeNull();
  });
});
