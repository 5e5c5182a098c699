import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";

import { sortedBy } from "~/features/content-lists/content-rows.server";
import type { ListFilter } from "~/features/content-lists/list-filters";
import { matchesSearch } from "~/features/content-lists/list-search.server";
import type { SortDirection } from "~/features/content-lists/list-sort";
import { blogPosts } from "~/platform/db/schema";

import { isLive, isScheduled } from "./post-conditions.server";

/** The admin post list's Status filter: All (null), or one of these (their labels: postList). */
export type PostStatusFilter = "published" | "draft" | "scheduled";

export type PostListFilter = ListFilter<PostStatusFilter>;

// As postStatus() says it: a post without a publish date is a draft, whatever its flag.
const isDraft = or(eq(blogPosts.isPublished, false), isNull(blogPosts.publishedAt))!;

function statusCondition(status: PostStatusFilter): SQL {
  return status === "published" ? isLive : status === "scheduled" ? isScheduled : isDraft;
}

/**
 * The posts a filter keeps: the search over title, excerpt and content, English and Spanish
 * (blog_posts_search_idx), and status.
 */
export function postFilterCondition(filter: PostListFilter): SQL | undefined {
  return and(
    filter.q
      ? matchesSearch(
          filter.q,
          blogPosts.title,
          blogPosts.excerpt,
          blogPosts.content,
          blogPosts.titleEs,
          blogPosts.excerptEs,
          blogPosts.contentEs,
        )
      : undefined,
    filter.status ? statusCondition(filter.status) : undefined,
  );
}

// A post's status in the order of its label, as sorting the Status column shows them: Draft, Published, Scheduled.
const statusRank = sql`case when ${isDraft} then 0 when ${isLive} then 1 else 2 end`;

/** The post table's sortable columns (postTable): Title (A to Z, capitals aside), Published (its date; drafts last), Status. */
export const postSorts: Record<string, (dir: SortDirection) => SQL[]> = {
  title: (dir) => [sortedBy(sql`lower(${blogPosts.title})`, dir)],
  date: (dir) => [sortedBy(blogPosts.publishedAt, dir)],
  status: (dir) => [sortedBy(statusRank, dir)],
};
