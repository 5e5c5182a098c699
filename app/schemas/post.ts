import { z } from "zod";
import { SLUG_PATTERN } from "~/utils/slug";
import { formCheckbox, formText, optionalText, parseWith, requiredText, type FormParseResult } from "./form-fields";

/** The post form's fields, by their form names. */
export const postFields = {
  title: "title",
  slug: "slug",
  excerpt: "excerpt",
  content: "content",
  featuredImageUrl: "featuredImageUrl",
  author: "author",
  isPublished: "isPublished",
} as const;

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
 * SPEC.md section 5: title, excerpt, content and author required; slug optional (generated
 * from the title when empty, by the model); featured image a URL if given.
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
  isPublished: z.boolean(),
});

export type PostFormData = z.output<typeof postFormSchema>;

export function parsePostForm(formData: FormData): FormParseResult<PostFormData> {
  return parseWith(postFormSchema, {
    title: formText(formData, postFields.title),
    slug: formText(formData, postFields.slug),
    excerpt: formText(formData, postFields.excerpt),
    content: formText(formData, postFields.content),
    featuredImageUrl: formText(formData, postFields.featuredImageUrl),
    author: formText(formData, postFields.author),
    isPublished: formCheckbox(formData, postFields.isPublished),
  });
}
