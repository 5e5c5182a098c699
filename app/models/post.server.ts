import { and, eq, sql } from "drizzle-orm";

import { getDb, type Database } from "~/db/client.server";
import { blogPosts, postSlugRedirects, type BlogPost } from "~/db/schema";
import { FALLBACK_SLUG, slugCandidate, slugify } from "~/utils/slug";

import { announceContentChange } from "./content-events.server";
import { countContentRows, deleteContentRow, updateContentRow } from "./content-rows.server";

export type { BlogPost };

/**
 * A post as staff write it: every column but the generated id and timestamps, and
 * published_at, which follows isPublished. An empty slug is generated from the title, made
 * unique with -2, -3, ...
 */
export type PostInput = Required<Omit<typeof blogPosts.$inferInsert, "id" | "createdAt" | "updatedAt" | "publishedAt">>;

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
  const query = getDb()
    .select()
    .from(blogPosts)
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

/** SPEC.md section 4: publishing stamps published_at with now (even on edit), a draft has none. */
function publishedState(isPublished: boolean) {
  return { isPublished, publishedAt: isPublished ? new Date() : null };
}

function rowValues(input: PostInput, slug: string) {
  return {
    title: input.title,
    slug,
    content: input.content,
    excerpt: input.excerpt,
    featuredImageUrl: input.featuredImageUrl || null,
    author: input.author,
    ...publishedState(input.isPublished),
  };
}

export async function createPost(input: PostInput): Promise<BlogPost> {
  const row = await withUniqueSlug(input, async (slug) => {
    const [inserted] = await getDb().insert(blogPosts).values(rowValues(input, slug)).returning();
    return inserted!;
  });
  announceContentChange({ entity: "post" });
  return row;
}

/** Null when no post has that id. A changed slug keeps the old one as a redirect. */
export async function updatePost(id: string, input: PostInput): Promise<BlogPost | null> {
  const existing = await getPostById(id);
  if (!existing) return null;
  // An empty slug field regenerates from the title; the post itself never blocks its own slug.
  const row = await withUniqueSlug(input, (slug) =>
    getDb().transaction(async (tx) => {
      const [updated] = await tx.update(blogPosts).set(rowValues(input, slug)).where(eq(blogPosts.id, id)).returning();
      if (updated && updated.slug !== existing.slug) await rememberOldSlug(tx, existing.slug, id, updated.slug);
      return updated;
    }),
  );
  if (!row) return null;
  announceContentChange({ entity: "post" });
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

/** The toggle. Null when no post has that id. */
export function setPostPublished(id: string, isPublished: boolean): Promise<BlogPost | null> {
  return updateContentRow(blogPosts, "post", id, publishedState(isPublished));
}

/** False when no post has that id. */
export function deletePost(id: string): Promise<boolean> {
  return deleteContentRow(blogPosts, "post", id);
}

export function countPosts(): Promise<number> {
  return countContentRows(blogPosts, "all");
}

export function countPublishedPosts(): Promise<number> {
  return countContentRows(blogPosts, "published");
}
