import { eq, sql } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { expect, it } from "vitest";

import { createFaq, updateFaq } from "~/features/faqs/faq.server";
import { createPost, type PostInput } from "~/features/posts/post.server";
import { getDb } from "~/platform/db/client.server";
import { blogPosts, faqs } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import { latestContentUpdates, listNewestPublishedPostContents, listPublishedPostEntries } from "./feeds.server";
import { renderRss } from "./rss";
import { renderSitemap } from "./sitemap";

const post = (overrides: Partial<PostInput>): PostInput => ({
  title: "Title",
  slug: "",
  content: "Full content that the feeds do not carry.",
  excerpt: "Excerpt.",
  featuredImageUrl: null,
  author: "Staff",
  isPublished: true,
  ...overrides,
});

describeEachEngine("feed entries", () => {
  it("lists only published posts, newest published first, without their content", async () => {
    const older = await createPost(post({ title: "Older" }));
    const newer = await createPost(post({ title: "Newer" }));
    await createPost(post({ title: "Draft", isPublished: false }));
    await getDb()
      .update(blogPosts)
      .set({ publishedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(blogPosts.id, older.id));
    await getDb()
      .update(blogPosts)
      .set({ publishedAt: new Date("2026-02-01T00:00:00Z") })
      .where(eq(blogPosts.id, newer.id));
    const entries = await listPublishedPostEntries();
    expect(entries.map((e) => e.title)).toEqual(["Newer", "Older"]);
    expect(entries[0]!.publishedAt).toEqual(new Date("2026-02-01T00:00:00Z"));
    expect(entries[0]!.updatedAt).toBeInstanceOf(Date);
    expect(Object.keys(entries[0]!).sort()).toEqual([
      "author",
      "excerpt",
      "publishedAt",
      "slug",
      "title",
      "translated",
      "updatedAt",
    ]);
  });

  it("gives the content of the newest published posts only, for the feed's full text", async () => {
    const older = await createPost(post({ title: "Older", content: "Old **text**" }));
    const newer = await createPost(post({ title: "Newer", content: "New text" }));
    await createPost(post({ title: "Draft", content: "Draft text", isPublished: false }));
    await getDb()
      .update(blogPosts)
      .set({ publishedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(blogPosts.id, older.id));
    await getDb()
      .update(blogPosts)
      .set({ publishedAt: new Date("2026-02-01T00:00:00Z") })
      .where(eq(blogPosts.id, newer.id));
    expect(await listNewestPublishedPostContents(1)).toEqual([{ slug: newer.slug, content: "New text" }]);
    expect(await listNewestPublishedPostContents(5)).toEqual([
      { slug: newer.slug, content: "New text" },
      { slug: older.slug, content: "Old **text**" },
    ]);
  });

  it("dates the FAQ and news lists by their newest change, drafts included", async () => {
    expect(await latestContentUpdates()).toEqual({ faqs: null, posts: null });
    const faq = await createFaq({ question: "Q", answer: "A", category: null, displayOrder: 0, isPublished: true });
    await getDb()
      .update(faqs)
      .set({ updatedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(faqs.id, faq.id));
    expect((await latestContentUpdates()).faqs).toEqual(new Date("2026-01-01T00:00:00Z"));
    // Unpublishing changes the public list: its date moves too.
    await updateFaq(faq.id, { question: "Q", answer: "A", category: null, displayOrder: 0, isPublished: false });
    expect((await latestContentUpdates()).faqs!.getTime()).toBeGreaterThan(new Date("2026-01-01T00:00:00Z").getTime());
    await createPost(post({ isPublished: false }));
    expect((await latestContentUpdates()).posts).toBeInstanceOf(Date);
  });

  it("keeps the sitemap and the RSS feed complete with 10,000 posts", async () => {
    await getDb().execute(sql`
      INSERT INTO blog_posts (title, slug, content, excerpt, author, is_published, published_at)
      SELECT 'Post ' || g, 'post-' || g, 'Content', 'Excerpt ' || g, 'Staff', g % 10 <> 0,
             CASE WHEN g % 10 <> 0 THEN now() - g * interval '1 minute' END
      FROM generate_series(1, 10000) AS g`);
    const started = performance.now();
    const articles = await listPublishedPostEntries();
    const sitemap = renderSitemap({
      publicUrl: "https://example.com",
      articles,
      lastModified: { faqs: null, news: null },
    });
    const rss = renderRss({
      publicUrl: "https://example.com",
      articles,
      agencyName: "TeamWork Staffing",
      regions: ["Louisiana", "Texas"],
    });
    const elapsed = performance.now() - started;
    const parser = new XMLParser();
    const locs: string[] = parser.parse(sitemap).urlset.url.map((u: { loc: string }) => u.loc);
    const items: { link: string }[] = parser.parse(rss).rss.channel.item;
    expect(articles).toHaveLength(9000);
    expect(locs.filter((loc) => loc.startsWith("https://example.com/news/"))).toHaveLength(9000);
    expect(items).toHaveLength(9000);
    expect(locs).not.toContain("https://example.com/news/post-10");
    expect(items[0]!.link).toBe("https://example.com/news/post-1");
    // A loose bound for slow CI machines (typically 0.2 s on PostgreSQL, 0.5 s on PGlite).
    expect(elapsed).toBeLessThan(3000);
  });
});
