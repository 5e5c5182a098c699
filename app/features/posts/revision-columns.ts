import type { BlogPost } from "~/platform/db/schema";

/**
 * The columns of a post that a revision keeps, and that a restore copies back: its text (in
 * English and Spanish), its image and its meta description, never its published state or date (docs/admin.md, History).
 */
export const revisionColumns = [
  "title",
  "slug",
  "excerpt",
  "content",
  "titleEs",
  "excerptEs",
  "contentEs",
  "featuredImageUrl",
  "featuredMediaId",
  "featuredImageAlt",
  "metaDescription",
] as const satisfies readonly (keyof BlogPost)[];

/** A post's or a revision's text: the revision columns alone. */
export type RevisionText = Pick<BlogPost, (typeof revisionColumns)[number]>;
