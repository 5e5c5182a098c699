import { z } from "zod";

import { spanishAllOrNone } from "~/features/content-lists/spanish-text";
import { mediaIdPattern } from "~/features/media/image-variants";
import { agencyLocalToDate } from "~/platform/format/agency-time";
import { SLUG_PATTERN } from "~/platform/format/slug";
import { checkbox, fieldNames, optionalText, requiredText, sentText } from "~/platform/forms/form-fields";

import type { BlogPost, PostInput } from "./post.server";

export const postMessages = {
  slugFormat: "Slug may contain only lowercase letters, numbers and single hyphens (for example now-hiring-welders)",
  slugTaken: "Slug is already used by another post",
  featuredImageUrl: "Featured Image URL must be a full web address starting with http:// or https://",
  httpImageOnHttpsSite: "Use an https address or upload the image",
  publishAt: "Publish Date must be a date and time, e.g. 03/15/2026 09:00 AM",
  featuredMediaId: "Choose the image again: this one is not in the media library",
  mediaGone: "This image is no longer in the media library. Choose another one.",
} as const;

/** The form's 'Español' section: each Spanish field and its label. */
export const postSpanishLabels = {
  titleEs: "Title (Spanish)",
  excerptEs: "Excerpt (Spanish)",
  contentEs: "Content (Spanish)",
} as const;

/** The most a 'Meta Description' may hold: what search results show of it. */
export const META_DESCRIPTION_MAX = 160;

/** The file input of 'Featured Image': read by the action only (the server checks the file by its content). */
export const FEATURED_IMAGE_FILE_FIELD = "featuredImage";

/** A featured image is an absolute http(s) URL; any other scheme is refused. */
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
 * The post form, checked in the browser and by the action with the same rules: title,
 * excerpt, content and author required; their Spanish versions optional, all or none; slug optional (generated from the title when empty,
 * by the model); featured image a URL if given. The publishing fields (the publishing issue)
 * are all optional: an uploaded or chosen image, 'Remove image', the image's description,
 * the meta description, the publish date on the agency's clock and 'Keep the current date'.
 */
export const postFormSchema = z
  .object({
    title: requiredText("Title", 200),
    slug: optionalText("Slug", 200).refine(
      (value) => value === "" || SLUG_PATTERN.test(value),
      postMessages.slugFormat,
    ),
    excerpt: requiredText("Excerpt", 1_000),
    // Markdown content up to 100,000 characters (MARKDOWN_MAX_LENGTH).
    content: requiredText("Content", 100_000),
    titleEs: optionalText(postSpanishLabels.titleEs, 200).transform((value) => value || null),
    excerptEs: optionalText(postSpanishLabels.excerptEs, 1_000).transform((value) => value || null),
    contentEs: optionalText(postSpanishLabels.contentEs, 100_000).transform((value) => value || null),
    featuredImageUrl: optionalText("Featured Image URL", 2_000)
      .refine((value) => value === "" || isAbsoluteHttpUrl(value), postMessages.featuredImageUrl)
      .transform((value) => value || null),
    // An image of the media library (the one the post has, or one chosen from the library).
    featuredMediaId: sentText(
      z
        .string()
        .trim()
        .refine((value) => value === "" || mediaIdPattern.test(value), postMessages.featuredMediaId)
        .transform((value) => value || null),
    ),
    removeImage: checkbox(),
    featuredImageAlt: optionalText("Image Description", 300).transform((value) => value || null),
    metaDescription: optionalText("Meta Description", META_DESCRIPTION_MAX).transform((value) => value || null),
    author: requiredText("Author", 100),
    isPublished: checkbox(),
    // <input type="datetime-local"> on America/Chicago's clock; empty: now, when published.
    publishAt: sentText(
      z
        .string()
        .trim()
        .transform((value, context) => {
          if (value === "") return null;
          const date = agencyLocalToDate(value);
          if (!date) context.addIssue({ code: "custom", message: postMessages.publishAt });
          return date;
        }),
    ),
    keepPublishedDate: checkbox(),
  })
  .superRefine(spanishAllOrNone(postSpanishLabels)) satisfies z.ZodType<PostInput>;

export const postFields = fieldNames(postFormSchema);

export type PostForm = z.output<typeof postFormSchema>;

/**
 * On an https site an http:// image address would be mixed content
 * (and the CSP refuses it), so it is refused when saving; a plain-http site (local use)
 * accepts it. Null when the address is acceptable.
 */
export function featuredImageUrlProblem(url: string | null, options: { httpsSite: boolean }): string | null {
  if (!url || !options.httpsSite) return null;
  return /^http:\/\//i.test(url) ? postMessages.httpImageOnHttpsSite : null;
}

/** An image of the media library, as the post form shows and offers it. */
export interface LibraryImage {
  id: string;
  fileName: string;
  width: number;
  height: number;
}

/**
 * A post as the admin's table and form hold it: its id, what staff write, its publish date
 * (the table's status, the form's 'Keep the current date') and its uploaded image (the
 * form's thumbnail).
 */
export type PostRow = Pick<BlogPost, "id" | "publishedAt"> &
  Omit<PostInput, "publishAt" | "keepPublishedDate"> & { featuredMedia: LibraryImage | null };
