import { and, eq, isNull, lt, or } from "drizzle-orm";

import { recordContentChange, type ContentEditor } from "~/features/content-lists/content-activity.server";
import { isUniqueViolation } from "~/features/content-lists/unique-value.server";
import { announceContentChange } from "~/platform/cache/content-events.server";
import { getDb } from "~/platform/db/client.server";
import { blogPosts, postRevisions, type BlogPost, type PostRevision } from "~/platform/db/schema";

import { newestRevisionFirst, recordPostRevision, revisionText } from "./post-revision-record.server";
import { rememberOldSlug } from "./post.server";

export type { PostRevision };
export { MAX_REVISIONS_PER_POST, sameRevisionText } from "./post-revision-record.server";

/* Reading a post's History, and 'Restore this version' (the revisions are written by each save: post-revision-record). */

/** A line of the History list: when, who, and the title it had. */
export type RevisionSummary = Pick<PostRevision, "id" | "savedAt" | "editorName" | "title">;

/** The post's revisions, newest first (at most MAX_REVISIONS_PER_POST). */
export function listPostRevisions(postId: string): Promise<RevisionSummary[]> {
  return getDb()
    .select({
      id: postRevisions.id,
      savedAt: postRevisions.savedAt,
      editorName: postRevisions.editorName,
      title: postRevisions.title,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(...newestRevisionFirst);
}

/** One revision of the post, and the one saved just before it (null for the first); null when the post has no such revision. */
export async function getRevisionAndPrevious(
  postId: string,
  revisionId: string,
): Promise<{ revision: PostRevision; previous: PostRevision | null } | null> {
  const [revision] = await getDb()
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, postId)))
    .limit(1);
  if (!revision) return null;
  const [previous] = await getDb()
    .select()
    .from(postRevisions)
    .where(
      and(
        eq(postRevisions.postId, postId),
        or(
          lt(postRevisions.savedAt, revision.savedAt),
          and(eq(postRevisions.savedAt, revision.savedAt), lt(postRevisions.id, revision.id)),
        ),
      ),
    )
    .orderBy(...newestRevisionFirst)
    .limit(1);
  return { revision, previous: previous ?? null };
}

/** A restore would give the post a slug another post has now. */
export class RevisionSlugTakenError extends Error {
  override name = "RevisionSlugTakenError";
  constructor(public readonly slug: string) {
    super(
      `This version's slug "${slug}" is now used by another post: change that post's slug first, or edit this post instead. Nothing was restored.`,
    );
  }
}

/**
 * Makes the revision's text the post's current text (title, slug, excerpt, content, image and
 * meta description; never the published state or date), as a new save: logged, with a new
 * revision; nothing is erased. Null when the post (not in the Trash) or that revision of it
 * does not exist. Throws RevisionSlugTakenError, writing nothing, when another post has the
 * revision's slug.
 */
export async function restorePostRevision(
  postId: string,
  revisionId: string,
  editor?: ContentEditor,
): Promise<BlogPost | null> {
  let restored: BlogPost | null;
  try {
    restored = await getDb().transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.id, postId), isNull(blogPosts.deletedAt)))
        .for("update");
      if (!before) return null;
      const [revision] = await tx
        .select()
        .from(postRevisions)
        .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, postId)));
      if (!revision) return null;
      const [after] = await tx
        .update(blogPosts)
        .set(revisionText(revision))
        .where(eq(blogPosts.id, postId))
        .returning();
      if (!after) return null;
      if (after.slug !== before.slug) await rememberOldSlug(tx, before.slug, postId, after.slug);
      await recordContentChange(tx, editor, { entity: "post", action: "updated", row: after, before });
      await recordPostRevision(tx, after, editor);
      return after;
    });
  } catch (error) {
    // The only unique value a restore writes is the slug (revision ids are new, old slugs upserted).
    const slug = await revisionSlug(postId, revisionId);
    if (slug !== null && isUniqueViolation(error)) throw new RevisionSlugTakenError(slug);
    throw error;
  }
  if (restored) announceContentChange({ entity: "post" });
  return restored;
}

async function revisionSlug(postId: string, revisionId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ slug: postRevisions.slug })
    .from(postRevisions)
    .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, postId)));
  return row?.slug ?? null;
}
