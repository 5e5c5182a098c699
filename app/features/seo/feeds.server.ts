import { max, sql } from "drizzle-orm";

import { hasSpanishColumns, isLive } from "~/features/posts/post.server";
import { getDb } from "~/platform/db/client.server";
import { blogPosts, faqs } from "~/platform/db/schema";

/** What the sitemap and the RSS feed need of a published post: no content, so 10,000 stay light. */
export interface PublishedPostEntry {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: Date;
  updatedAt: Date;
  /** It has its Spanish text (the sitemap lists its /es page only then); the feed stays English. */
  translated: boolean;
}

/** Every live post (scheduled ones once their time has come), newest published first (the order of the news list). */
export function listPublishedPostEntries(): Promise<PublishedPostEntry[]> {
  return getDb()
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      author: blogPosts.author,
      // Published posts always carry a date (the models stamp it); the creation date is a fallback.
      publishedAt: sql<Date>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`.mapWith(blogPosts.createdAt),
      updatedAt: blogPosts.updatedAt,
      translated: hasSpanishColumns,
    })
    .from(blogPosts)
    .where(isLive)
    .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, sql`${blogPosts.id} desc nulls last`);
}

/** The Markdown content of the `limit` newest live posts, in the news list's order (for RSS). */
export function listNewestPublishedPostContents(limit: number): Promise<{ slug: string; content: string }[]> {
  return getDb()
    .select({ slug: blogPosts.slug, content: blogPosts.content })
    .from(blogPosts)
    .where(isLive)
    .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, sql`${blogPosts.id} desc nulls last`)
    .limit(limit);
}

/**
 * When the FAQ list and the news list last changed: the newest edit of any FAQ or post,
 * drafts included, since unpublishing changes the public list too, or the newest publish
 * date reached, since a scheduled post changes the list at its time. Null for an empty table.
 */
export async function latestContentUpdates(): Promise<{ faqs: Date | null; posts: Date | null }> {
  const [[faqRow], [postRow]] = await Promise.all([
    getDb()
      .select({ value: max(faqs.updatedAt) })
      .from(faqs),
    getDb()
      .select({
        value:
          sql<Date | null>`greatest(max(${blogPosts.updatedAt}), max(${blogPosts.publishedAt}) filter (where ${isLive}))`.mapWith(
            blogPosts.updatedAt,
          ),
      })
      .from(blogPosts),
  ]);
  return { faqs: faqRow?.value ?? null, posts: postRow?.value ?? null };
}
