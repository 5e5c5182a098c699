import { z } from "zod";
import { mediaIdPattern } from "~/media/image-variants";
import { agencyLocalToDate } from "~/utils/agency-time";
import { formCheckbox, formText, optionalText, parseWith, type FormParseResult } from "./form-fields";

/*
 * The post form's publishing fields (the publishing issue), beside the spec's fields of
 * schemas/post.ts: checked in the browser for quick feedback and by the action. The file
 * itself ('Featured Image') is checked on the server only, by its content (media/).
 */

export const publishingFields = {
  featuredImage: "featuredImage",
  featuredMediaId: "featuredMediaId",
  removeImage: "removeImage",
  featuredImageAlt: "featuredImageAlt",
  metaDescription: "metaDescription",
  publishDate: "publishDate",
  keepPublishedDate: "keepPublishedDate",
} as const;

export const META_DESCRIPTION_MAX = 160;

export const publishingMessages = {
  publishDate: "Publish Date must be a date and time, e.g. 03/15/2026 09:00 AM",
  httpImageOnHttpsSite: "Use an https address or upload the image",
  featuredMediaId: "Choose the image again: this one is not in the media library",
} as const;

export const postPublishingSchema = z.object({
  featuredMediaId: z
    .string()
    .trim()
    .refine((value) => value === "" || mediaIdPattern.test(value), publishingMessages.featuredMediaId)
    .transform((value) => value || null),
  removeImage: z.boolean(),
  featuredImageAlt: optionalText("Image Description", 300).transform((value) => value || null),
  metaDescription: optionalText("Meta Description", META_DESCRIPTION_MAX).transform((value) => value || null),
  // America/Chicago, as <input type="datetime-local"> sends it; empty: now when published.
  publishAt: z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === "") return null;
      const date = agencyLocalToDate(value);
      if (!date) context.addIssue({ code: "custom", message: publishingMessages.publishDate });
      return date;
    }),
  keepPublishedDate: z.boolean(),
});

export type PostPublishingData = z.output<typeof postPublishingSchema>;

/** Field names in errors are the form's: the date's field is 'publishDate'. */
export function parsePostPublishing(formData: FormData): FormParseResult<PostPublishingData> {
  const result = parseWith(postPublishingSchema, {
    featuredMediaId: formText(formData, publishingFields.featuredMediaId),
    removeImage: formCheckbox(formData, publishingFields.removeImage),
    featuredImageAlt: formText(formData, publishingFields.featuredImageAlt),
    metaDescription: formText(formData, publishingFields.metaDescription),
    publishAt: formText(formData, publishingFields.publishDate),
    keepPublishedDate: formCheckbox(formData, publishingFields.keepPublishedDate),
  });
  if (result.success) return result;
  const { publishAt, ...rest } = result.fieldErrors;
  return { success: false, fieldErrors: publishAt ? { ...rest, [publishingFields.publishDate]: publishAt } : rest };
}

/**
 * DECISIONS, Publishing: on an https site an http:// image address would be mixed content
 * (and the CSP refuses it), so it is refused when saving; a plain-http site (local use)
 * accepts it. Null when the address is acceptable.
 */
export function featuredImageUrlProblem(url: string | null, options: { httpsSite: boolean }): string | null {
  if (!url || !options.httpsSite) return null;
  return /^http:\/\//i.test(url) ? publishingMessages.httpImageOnHttpsSite : null;
}
