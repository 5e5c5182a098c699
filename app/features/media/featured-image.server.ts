import { inArray } from "drizzle-orm";

import { getDb } from "~/platform/db/client.server";
import { media, type BlogPost } from "~/platform/db/schema";

import type { FeaturedImage } from "./featured-image";

type PostImageFields = Pick<BlogPost, "title" | "featuredMediaId" | "featuredImageUrl" | "featuredImageAlt">;

/**
 * The featured image of each post, in the order given (null: none). An uploaded image
 * takes precedence over an address; the alt text is the image description, else the title.
 * One query for all the posts of a page.
 */
export async function featuredImagesOf(posts: readonly PostImageFields[]): Promise<(FeaturedImage | null)[]> {
  const ids = [...new Set(posts.map((post) => post.featuredMediaId).filter((id): id is string => Boolean(id)))];
  const sizes = new Map<string, { width: number; height: number }>();
  if (ids.length > 0) {
    const rows = await getDb()
      .select({ id: media.id, width: media.width, height: media.height })
      .from(media)
      .where(inArray(media.id, ids));
    for (const row of rows) sizes.set(row.id, row);
  }
  return posts.map((post) => {
    const alt = post.featuredImageAlt?.trim() || post.title;
    const size = post.featuredMediaId ? sizes.get(post.featuredMediaId) : undefined;
    if (post.featuredMediaId && size) return { kind: "upload", id: post.featuredMediaId, ...size, alt };
    if (post.featuredImageUrl) return { kind: "external", src: post.featuredImageUrl, alt };
    return null;
  });
}
