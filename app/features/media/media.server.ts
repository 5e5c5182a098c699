import { and, asc, desc, eq, inArray, sql, sum } from "drizzle-orm";

import { getDb, type Database } from "~/platform/db/client.server";
import { blogPosts, media, mediaVariants, type Media } from "~/platform/db/schema";

import { variantContentTypes, type VariantFormat } from "./image-variants";
import { contentHash, processImage } from "./process-image.server";

export type { Media };

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A post using an image: a post in the Trash keeps its image until it is deleted forever. */
export interface MediaUser {
  id: string;
  title: string;
  inTrash: boolean;
}

/** How the media library and its refusal name a post using an image. */
function mediaUserName(post: Pick<MediaUser, "title" | "inTrash">): string {
  return post.inTrash ? `"${post.title}" (in the Trash)` : `"${post.title}"`;
}

/** An image in use cannot be deleted; the message names the posts that use it, and which are in the Trash. */
export class MediaInUseError extends Error {
  override name = "MediaInUseError";
  constructor(public readonly users: Pick<MediaUser, "title" | "inTrash">[]) {
    const trashed = users.filter((post) => post.inTrash).length;
    const live = users.length - trashed;
    const remedies = [
      live > 0 ? `choose another image for ${live === 1 ? "that post" : "those posts"}` : null,
      trashed > 0 ? `delete ${trashed === 1 ? "the post" : "the posts"} in the Trash forever` : null,
    ].filter(Boolean);
    const remedy = remedies.join(" and ");
    super(
      `This image is used by ${users.map(mediaUserName).join(", ")}. ${remedy[0]!.toUpperCase()}${remedy.slice(1)} first.`,
    );
  }
}

export async function getMedia(id: string, db: Database | Transaction = getDb()): Promise<Media | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row ?? null;
}

/**
 * Stores an uploaded image and its variants; the same file uploaded again is the image
 * already stored (nothing is encoded twice). Throws ImageRejectedError (a field message)
 * for anything that is not an acceptable image, before anything is written.
 */
export async function storeUploadedImage(upload: { bytes: Uint8Array; fileName: string }): Promise<Media> {
  return (await storeUpload(upload)).media;
}

/** storeUploadedImage, saying whether this upload added the image (false: it was there already). */
export async function storeUpload(upload: {
  bytes: Uint8Array;
  fileName: string;
}): Promise<{ media: Media; created: boolean }> {
  const existing = await getMedia(contentHash(upload.bytes));
  if (existing) return { media: existing, created: false };
  // The encoding (seconds of CPU) happens before the transaction, which then only inserts.
  const image = await processImage(upload.bytes);
  const fileName = cleanFileName(upload.fileName);
  return getDb().transaction(async (tx) => {
    const [inserted] = await tx
      .insert(media)
      .values({
        id: image.id,
        fileName,
        sourceFormat: image.sourceFormat,
        byteSize: upload.bytes.byteLength,
        width: image.width,
        height: image.height,
      })
      .onConflictDoNothing()
      .returning();
    // Another request stored the same file meanwhile: its rows are the same image.
    if (!inserted) return { media: (await getMedia(image.id, tx))!, created: false };
    await tx.insert(mediaVariants).values(image.variants.map((variant) => ({ mediaId: image.id, ...variant })));
    return { media: inserted, created: true };
  });
}

// Control characters are what this removes from file names.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/** The name as the library shows it: no folders (some browsers send them), no control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop()!.replace(controlCharacters, "").trim();
  return base.slice(0, 200) || "image";
}

/** The images with these ids (those that still exist), e.g. the featured images of a page of posts. */
export async function listMediaByIds(ids: readonly string[]): Promise<Media[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return getDb().select().from(media).where(inArray(media.id, unique));
}

export interface VariantFile {
  data: Buffer;
  contentType: string;
}

export async function getMediaVariant(
  mediaId: string,
  width: number,
  format: VariantFormat,
): Promise<VariantFile | null> {
  const [row] = await getDb()
    .select({ data: mediaVariants.data })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, mediaId), eq(mediaVariants.width, width), eq(mediaVariants.format, format)))
    .limit(1);
  return row ? { data: row.data, contentType: variantContentTypes[format] } : null;
}

export interface MediaLibraryItem extends Media {
  /** What the variants take in the database, in bytes. */
  storedBytes: number;
  /** The posts whose featured image this is, those in the Trash too. */
  usedBy: MediaUser[];
}

/** Every image, newest first, with the posts that use it. */
export async function listMediaLibrary(): Promise<MediaLibraryItem[]> {
  const rows = await getDb()
    .select({ media, storedBytes: sum(sql<number>`octet_length(${mediaVariants.data})`).mapWith(Number) })
    .from(media)
    .leftJoin(mediaVariants, eq(mediaVariants.mediaId, media.id))
    .groupBy(media.id)
    .orderBy(desc(media.createdAt), asc(media.id));
  const usage = await postsUsing(rows.map((row) => row.media.id));
  return rows.map((row) => ({
    ...row.media,
    storedBytes: row.storedBytes ?? 0,
    usedBy: usage.get(row.media.id) ?? [],
  }));
}

async function postsUsing(mediaIds: string[], db: Database | Transaction = getDb()) {
  const usage = new Map<string, MediaUser[]>();
  if (mediaIds.length === 0) return usage;
  const posts = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      mediaId: blogPosts.featuredMediaId,
      inTrash: sql<boolean>`${blogPosts.deletedAt} is not null`,
    })
    .from(blogPosts)
    .where(inArray(blogPosts.featuredMediaId, mediaIds))
    .orderBy(asc(blogPosts.title));
  for (const post of posts)
    usage.set(post.mediaId!, [
      ...(usage.get(post.mediaId!) ?? []),
      { id: post.id, title: post.title, inTrash: post.inTrash },
    ]);
  return usage;
}

/** False when no image has that id; MediaInUseError when a post uses it. */
export async function deleteMedia(id: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    // Locks the image, so that no post can take it while it is being deleted (the foreign key would refuse anyway).
    const [row] = await tx.select({ id: media.id }).from(media).where(eq(media.id, id)).for("update").limit(1);
    if (!row) return false;
    const users = (await postsUsing([id], tx)).get(id);
    if (users?.length) throw new MediaInUseError(users);
    await tx.delete(media).where(eq(media.id, id));
    return true;
  });
}

/**
 * Removes an image no post uses (e.g. one uploaded with a post whose save was then refused:
 * a refused request leaves no media behind). An image in use is kept; false then.
 */
export async function deleteMediaIfUnused(id: string): Promise<boolean> {
  try {
    return await deleteMedia(id);
  } catch (error) {
    if (error instanceof MediaInUseError) return false;
    throw error;
  }
}
