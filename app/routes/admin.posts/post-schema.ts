import { z } from "zod";

import type { BlogPost, PostInput } from "~/models/post.server";
import { checkbox, fieldNames, optionalText, requiredText } from "~/schemas/form-fields";
import { SLUG_PATTERN } from "~/utils/slug";

export const postMessages = {
  slugFormat: "Slug may contain only lowercase letters, numbers and single hyphens (for example now-hiring-welders)",
  slugTaken: "Slug is already used by another post",
  featuredImageUrl: "Featured Image URL must be a full web address starting with http:// or https://",
} as const;

/** DECISIONS.md: a featured image is an absolute http(s) URL; any other scheme is refused. */
function isAbsoluteHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * The post form, checked in the browser and by the action (SPEC.md section 5): title,
 * excerpt, content and author required; slug optional (generated from the title when empty,
 * by the model); featured image a URL if given.
 */
export const postFormSchema = z.object({
  title: requiredText("Title", 200),
  slug: optionalText("Slug", 200).refine((value) => value === "" || SLUG_PATTERN.test(value), postMessages.slugFormat),
  excerpt: requiredText("Excerpt", 1_000),
  content: requiredText("Content", 100_000),
  featuredImageUrl: optionalText("Featured Image URL", 2_000)
    .refine((value) => value === "" || isAbsoluteHttpUrl(value), postMessages.featuredImageUrl)
    .transform((value) => value || null),
  author: requiredText("Author", 100),
  isPublished: checkbox(),
}) satisfies z.ZodType<PostInput>;

export const postFields = fieldNames(postFormSchema);

/** A post as the admin's table and form hold it: its id and what staff write. */
export type PostRow = Pick<BlogPost, "id"> & PostInput;
