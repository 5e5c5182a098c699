import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";

import { blogPosts } from "~/platform/db/schema";

/**
 * What the public sees: published, and its publish date reached. A post published with a
 * future date is scheduled: it appears by itself at that time, with nothing written then
 * (the page caches clear themselves at that time, see scheduled-publication.server.ts).
 * The database's clock decides, so every instance agrees.
 */
export const isLive = and(
  eq(blogPosts.isPublished, true),
  isNull(blogPosts.deletedAt),
  lte(blogPosts.publishedAt, sql`now()`),
)!;

/** Published with a publish date still to come: 'Scheduled' in the admin. */
export const isScheduled = and(
  eq(blogPosts.isPublished, true),
  isNull(blogPosts.deletedAt),
  gt(blogPosts.publishedAt, sql`now()`),
)!;

/**
 * The post has its Spanish title, excerpt and content (postHasSpanish, in SQL): its /es
 * page is in Spanish, in the sitemap with its pair.
 */
export const hasSpanishColumns = sql<boolean>`(${sql.join(
  [blogPosts.titleEs, blogPosts.excerptEs, blogPosts.contentEs].map(
    (column) => sql`coalesce(btrim(${column}), '') <> ''`,
  ),
  sql` and `,
)})`;
