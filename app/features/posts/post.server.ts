import { and, asc, eq, sql, type SQL } from "drizzle-orm";

import { recordContentChange, type ContentEditor } from "~/features/content-lists/content-activity.server";
import {
  contentStore,
  countContentRows,
  notInTrash,
  updateContentRow,
} from "~/features/content-lists/content-rows.server";
import { isUniqueViolation, writeWithFreeSlug } from "~/features/content-lists/unique-value.server";
import { announceContentChange } from "~/platform/cache/content-events.server";
import { getDb, type Database } from "~/platform/db/client.server";
import { findRow } from "~/platform/db/row-queries.server";
import { blogPosts, postSlugRedirects, type BlogPost } from "~/platform/db/schema";
import { FALLBACK_SLUG, slugify } from "~/platform/format/slug";

import { hasSpanishColumns, isLive, isScheduled } from "./post-conditions.server";
import { postFilterCondition, postSorts } from "./post-filters.server";
import { recordPostRevision } from "./post-revision-record.server";

export type { BlogPost };

type PostColumns = Omit<typeof blogPosts.$inferInsert, "id" | "createdAt" | "updatedAt" | "publishedAt" | "deletedAt">;

/** The publishing fields and the Spanish text, which a form or script may leave out: an update then keeps what the post has. */
type OptionalPostColumns =
  "featuredMediaId" | "featuredImageAlt" | "metaDescription" | "titleEs" | "excerptEs" | "contentEs";

/**
 * A post as staff write it: every column but the generated id and timestamps, and
 * published_at, which follows isPublished and the publish date. An empty slug is generated
 * from the title, made unique with -2, -3, ... An empty alt text means the title; an empty
 * meta description, the excerpt; an uploaded image (featuredMediaId) wins over
 * featuredImageUrl when both are set.
 */
export type PostInput = Required<Omit<PostColumns, OptionalPostColumns>> &
  Partial<Pick<PostColumns, OptionalPostColumns>> & {
    /**
     * When a published post goes out: a past date back-dates it, a future one schedules it.
     * Null or left out: now, unless keepPublishedDate keeps the date it has.
     */
    publishAt?: Date | null;
    /** On edit of a published post: keep its current date instead of re-dating it to now. */
    keepPublishedDate?: boolean;
  };

/** A slug typed by hand that another post already has. */
export class SlugTakenError extends Error {
  override name = "SlugTakenError";
  constructor(public readonly slug: string) {
    super(`The slug "${slug}" is already used by another post.`);
  }
}

// "nulls last" as in the indexes (blog_posts_published_at_idx, blog_posts_created_at_idx):
// a bare DESC means NULLS FIRST in PostgreSQL, which those indexes cannot serve, so every
// page of the list would read and sort the whole table.
const newestPublishedFirst = [sql`${blogPosts.publishedAt} desc nulls last`, sql`${blogPosts.id} desc nulls last`];
const newestCreatedFirst = [sql`${blogPosts.createdAt} desc nulls last`, sql`${blogPosts.id} desc nulls last`];

export { hasSpanishColumns, isLive };

export async function listPublishedPosts(options: { limit?: number; offset?: number } = {}): Promise<BlogPost[]> {
  const query = getDb()
    .select()
    .from(blogPosts)
    .where(isLive)
    .orderBy(...newestPublishedFirst)
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset) query.offset(options.offset);
  return query;
}

export function getPublishedPostBySlug(slug: string): Promise<BlogPost | null> {
  return findRow(blogPosts, and(eq(blogPosts.slug, slug), isLive));
}

/**
 * The post at this slug whatever its state (staff's preview of a draft or scheduled post),
 * unless it is in the Trash: gone to staff's preview too.
 */
export async function getPostBySlug(slug: string): Promise<BlogPost | null> {
  const [row] = await getDb()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), notInTrash(blogPosts)))
    .limit(1);
  return row ?? null;
}

/** Every post (the Trash included) or those `where` keeps, newest created first. */
export async function listAllPosts(
  options: { limit?: number; offset?: number; where?: SQL } = {},
): Promise<BlogPost[]> {
  const query = getDb()
    .select()
    .from(blogPosts)
    .where(options.where)
    .orderBy(...newestCreatedFirst)
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset) query.offset(options.offset);
  return query;
}

export async function getPostById(id: string): Promise<BlogPost | null> {
  const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

/** The current slug of a post that used to live at `oldSlug`, when it is live. */
export async function findRedirectedSlug(oldSlug: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ slug: blogPosts.slug })
    .from(postSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, postSlugRedirects.postId))
    .where(and(eq(postSlugRedirects.oldSlug, oldSlug), isLive))
    .limit(1);
  return row?.slug ?? null;
}

/** Runs `write` with the typed slug, or with the first free slug generated from the title. */
async function withUniqueSlug<T>(input: PostInput, write: (slug: string) => Promise<T>): Promise<T> {
  const typed = input.slug.trim();
  if (typed) {
    try {
      return await write(typed);
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlugTakenError(typed);
      throw error;
    }
  }
  return writeWithFreeSlug(slugify(input.title) || FALLBACK_SLUG, write);
}

/** The publish date a save gives the post; `current` is the date it has (on edit). */
export function publishDateFor(
  input: Pick<PostInput, "isPublished" | "publishAt" | "keepPublishedDate">,
  current: Date | null,
): Date | null {
  if (!input.isPublished) return null;
  if (input.publishAt) return input.publishAt;
  if (input.keepPublishedDate && current) return current;
  // Saving with Published ticked and no date stamps "now", even on edit.
  return new Date();
}

function emptyToNull(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value?.trim() || null;
}

/** The row a save writes. A field the input leaves out is undefined, which Drizzle leaves out of the SQL: it keeps its value. */
function rowValues(input: PostInput, slug: string, current: BlogPost | null) {
  return {
    title: input.title,
    slug,
    content: input.content,
    excerpt: input.excerpt,
    titleEs: emptyToNull(input.titleEs),
    excerptEs: emptyToNull(input.excerptEs),
    contentEs: emptyToNull(input.contentEs),
    featuredImageUrl: input.featuredImageUrl || null,
    featuredMediaId: emptyToNull(input.featuredMediaId),
    featuredImageAlt: emptyToNull(input.featuredImageAlt),
    metaDescription: emptyToNull(input.metaDescription),
    author: input.author,
    isPublished: input.isPublished,
    publishedAt: publishDateFor(input, current?.publishedAt ?? null),
  };
}

/** `editor`: the staff member, for the activity log (written in the same transaction). */
export async function createPost(input: PostInput, editor?: ContentEditor): Promise<BlogPost> {
  const row = await withUniqueSlug(input, (slug) =>
    getDb().transaction(async (tx) => {
      const [inserted] = await tx
        .insert(blogPosts)
        .values(rowValues(input, slug, null))
        .returning();
      await recordContentChange(tx, editor, { entity: "post", action: "created", row: inserted! });
      await recordPostRevision(tx, inserted!, editor);
      return inserted!;
    }),
  );
  announceContentChange({ entity: "post" });
  return row;
}

/** Null when no post outside the Trash has that id. A changed slug keeps the old one as a redirect. */
export async function updatePost(id: string, input: PostInput, editor?: ContentEditor): Promise<BlogPost | null> {
  const existing = await getPostById(id);
  // A post in the Trash is not edited: it is restored first.
  if (!existing || existing.deletedAt) return null;
  // An empty slug field regenerates from the title; the post itself never blocks its own slug.
  const row = await withUniqueSlug(input, (slug) =>
    getDb().transaction(async (tx) => {
      const [updated] = await tx
        .update(blogPosts)
        .set(rowValues(input, slug, existing))
        .where(and(eq(blogPosts.id, id), notInTrash(blogPosts)))
        .returning();
      if (!updated) return updated;
      if (updated.slug !== existing.slug) await rememberOldSlug(tx, existing.slug, id, updated.slug);
      await recordContentChange(tx, editor, { entity: "post", action: "updated", row: updated, before: existing });
      await recordPostRevision(tx, updated, editor);
      return updated;
    }),
  );
  if (!row) return null;
  announceContentChange({ entity: "post" });
  return row;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function rememberOldSlug(tx: Transaction, oldSlug: string, postId: string, newSlug: string) {
  // The new slug is live now: it can no longer be a redirect to anything.
  await tx.delete(postSlugRedirects).where(eq(postSlugRedirects.oldSlug, newSlug));
  await tx
    .insert(postSlugRedirects)
    .values({ oldSlug, postId })
    .onConflictDoUpdate({ target: postSlugRedirects.oldSlug, set: { postId, createdAt: new Date() } });
}

/** The toggle. Null when no post outside the Trash has that id. */
export function setPostPublished(id: string, isPublished: boolean, editor?: ContentEditor): Promise<BlogPost | null> {
  // Publishing stamps published_at with now (also a scheduled post's:
  // 'Publish now'); unpublishing clears it.
  return updateContentRow(blogPosts, "post", id, { isPublished, publishedAt: isPublished ? new Date() : null }, editor);
}

/**
 * The post list's pages (newest created first; filtered by search and status), its Trash and
 * its total (see ContentStore). A post in the Trash keeps its
 * slug (so a new post with the same title gets -2) and its image; restored, it is published
 * again if it was. The total counts drafts and scheduled posts too (the dashboard's 'Total
 * Blog Posts').
 */
export const postStore = contentStore(
  blogPosts,
  "post",
  { orderBy: newestCreatedFirst, sorts: postSorts, filterCondition: postFilterCondition },
  // As the row's Publish: dated now; Unpublish clears the date (setPostPublished).
  (isPublished) => ({ isPublished, publishedAt: isPublished ? new Date() : null }),
);

/** Posts live now (scheduled ones are not yet): the news list's count and the dashboard's. */
export function countPublishedPosts(): Promise<number> {
  return countContentRows(blogPosts, isLive);
}

/** Posts published with a date still to come: the dashboard's 'Scheduled'. */
export function countScheduledPosts(): Promise<number> {
  return countContentRows(blogPosts, isScheduled);
}

/** The next scheduled posts, soonest first. */
export function listScheduledPosts(limit: number): Promise<Pick<BlogPost, "id" | "title" | "slug" | "publishedAt">[]> {
  return getDb()
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(isScheduled)
    .orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id))
    .limit(limit);
}
