import { and, count, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { blogPosts, postSlugRedirects, type BlogPost } from "~/db/schema";
import { FALLBACK_SLUG, slugCandidate, slugify } from "~/utils/slug";
import { announceContentChange } from "./content-events.server";

export type { BlogPost };

export interface PostInput {
  title: string;
  /** Empty: generated from the title, made unique with -2, -3, ... */
  slug: string;
  content: string;
  excerpt: string;
  featuredImageUrl: string | null;
  author: string;
  isPublished: boolean;
}

/** A slug typed by hand that another post already has. */
export class SlugTakenError extends Error {
  override name = "SlugTakenError";
  constructor(public readonly slug: string) {
    super(`The slug "${slug}" is already used by another post.`);
  }
}

export interface Page<T> {
  rows: T[];
  total: number;
}

// "nulls last" as in the indexes (blog_posts_published_at_idx, blog_posts_created_at_idx):
// a bare DESC means NULLS FIRST in PostgreSQL, which those indexes cannot serve, so every
// page of the list would read and sort the whole table.
const newestPublishedFirst = [sql`${blogPosts.publishedAt} desc nulls last`, sql`${blogPosts.id} desc nulls last`];
const newestCreatedFirst = [sql`${blogPosts.createdAt} desc nulls last`, sql`${blogPosts.id} desc nulls last`];

export async function listPublishedPosts(options: { limit?: number; offset?: number } = {}): Promise<BlogPost[]> {
  const query = getDb()
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(...newestPublishedFirst)
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset) query.offset(options.offset);
  return query;
}

export async function getPublishedPostBySlug(slug: string): Promise<BlogPost | null> {
  const [row] = await getDb()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
    .limit(1);
  return row ?? null;
}

export async function listAllPosts(options: { limit?: number; offset?: number } = {}): Promise<BlogPost[]> {
  const query = getDb().select().from(blogPosts).orderBy(...newestCreatedFirst).$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset) query.offset(options.offset);
  return query;
}

export async function getPostById(id: string): Promise<BlogPost | null> {
  const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

/** The current slug of a post that used to live at `oldSlug`, when it is published. */
export async function findRedirectedSlug(oldSlug: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ slug: blogPosts.slug })
    .from(postSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, postSlugRedirects.postId))
    .where(and(eq(postSlugRedirects.oldSlug, oldSlug), eq(blogPosts.isPublished, true)))
    .limit(1);
  return row?.slug ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
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
  const base = slugify(input.title) || FALLBACK_SLUG;
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(slugCandidate(base, attempt));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 1000) throw error;
    }
  }
}

function rowValues(input: PostInput, slug: string) {
  return {
    title: input.title,
    slug,
    content: input.content,
    excerpt: input.excerpt,
    featuredImageUrl: input.featuredImageUrl || null,
    author: input.author,
    isPublished: input.isPublished,
    // SPEC.md section 4: saving with Published ticked stamps "now", even on edit.
    publishedAt: input.isPublished ? new Date() : null,
  };
}

export async function createPost(input: PostInput): Promise<BlogPost> {
  const row = await withUniqueSlug(input, async (slug) => {
    const [inserted] = await getDb().insert(blogPosts).values(rowValues(input, slug)).returning();
    return inserted!;
  });
  announceContentChange({ entity: "post", slugs: [row.slug] });
  return row;
}

/** Null when no post has that id. A changed slug keeps the old one as a redirect. */
export async function updatePost(id: string, input: PostInput): Promise<BlogPost | null> {
  const existing = await getPostById(id);
  if (!existing) return null;
  // An empty slug field regenerates from the title; the post itself never blocks its own slug.
  const row = await withUniqueSlug(
    input,
    (slug) =>
      getDb().transaction(async (tx) => {
        const [updated] = await tx
          .update(blogPosts)
          .set(rowValues(input, slug))
          .where(eq(blogPosts.id, id))
          .returning();
        if (updated && updated.slug !== existing.slug) await rememberOldSlug(tx, existing.slug, id, updated.slug);
        return updated;
      }),
  );
  if (!row) return null;
  announceContentChange({ entity: "post", slugs: [...new Set([existing.slug, row.slug])] });
  return row;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function rememberOldSlug(tx: Transaction, oldSlug: string, postId: string, newSlug: string) {
  // The new slug is live now: it can no longer be a redirect to anything.
  await tx.delete(postSlugRedirects).where(eq(postSlugRedirects.oldSlug, newSlug));
  await tx
    .insert(postSlugRedirects)
    .values({ oldSlug, postId })
    .onConflictDoUpdate({ target: postSlugRedirects.oldSlug, set: { postId, createdAt: new Date() } });
}

/** The toggle: publishing stamps published_at with now, unpublishing clears it. */
export async function setPostPublished(id: string, isPublished: boolean): Promise<BlogPost | null> {
  const [row] = await getDb()
    .update(blogPosts)
    .set({ isPublished, publishedAt: isPublished ? new Date() : null })
    .where(eq(blogPosts.id, id))
    .returning();
  if (row) announceContentChange({ entity: "post", slugs: [row.slug] });
  return row ?? null;
}

/** False when no post has that id. */
export async function deletePost(id: string): Promise<boolean> {
  const deleted = await getDb().delete(blogPosts).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug });
  if (deleted.length > 0) announceContentChange({ entity: "post", slugs: deleted.map((d) => d.slug) });
  return deleted.length > 0;
}

export async function countPosts(): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(blogPosts);
  return row?.value ?? 0;
}

export async function countPublishedPosts(): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(blogPosts).where(eq(blogPosts.isPublished, true));
  return row?.value ?? 0;
}

/** Old slugs that lead to these posts, e.g. to drop them from a cache. */
export async function listRedirectSlugsForPosts(postIds: string[]): Promise<string[]> {
  if (postIds.length === 0) return [];
  const rows = await getDb()
    .select({ oldSlug: postSlugRedirects.oldSlug })
    .from(postSlugRedirects)
    .where(inArray(postSlugRedirects.postId, postIds));
  return rows.map((r) => r.oldSlug);
}
