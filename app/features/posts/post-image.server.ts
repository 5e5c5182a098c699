import { deleteMediaIfUnused, getMedia, storeUpload } from "~/features/media/media.server";
import { ImageRejectedError } from "~/features/media/process-image.server";
import type { FieldErrors } from "~/platform/forms/form-fields";

import {
  FEATURED_IMAGE_FILE_FIELD,
  featuredImageUrlProblem,
  postFields,
  postMessages,
  type PostForm,
} from "./post-schema";

/*
 * The post form's featured image, as the action saves it: a new upload ('Featured Image'),
 * an image chosen from the media library (or kept), an address on another site ('Featured
 * Image URL'), or none ('Remove image'). It runs after every other field has passed its
 * checks: an upload is stored here, and `discard` removes it again should the save itself
 * be refused (a taken slug), so that a refused request leaves no image behind.
 */

interface ResolvedFeaturedImage {
  featuredMediaId: string | null;
  featuredImageUrl: string | null;
  /** Undoes what this call stored (an image that was new and that no post uses). */
  discard(): Promise<void>;
}

export type FeaturedImageResult = { ok: true; image: ResolvedFeaturedImage } | { ok: false; fieldErrors: FieldErrors };

const nothingToDiscard = async () => {};

export async function resolveFeaturedImage(
  formData: FormData,
  fields: Pick<PostForm, "featuredMediaId" | "removeImage" | "featuredImageUrl">,
  options: { httpsSite: boolean },
): Promise<FeaturedImageResult> {
  if (fields.removeImage) {
    return { ok: true, image: { featuredMediaId: null, featuredImageUrl: null, discard: nothingToDiscard } };
  }

  const urlProblem = featuredImageUrlProblem(fields.featuredImageUrl, options);
  if (urlProblem) return { ok: false, fieldErrors: { [postFields.featuredImageUrl]: urlProblem } };

  const file = formData.get(FEATURED_IMAGE_FILE_FIELD);
  if (file instanceof File && file.size > 0) {
    try {
      const { media, created } = await storeUpload({
        bytes: new Uint8Array(await file.arrayBuffer()),
        fileName: file.name,
      });
      return {
        ok: true,
        image: {
          featuredMediaId: media.id,
          featuredImageUrl: fields.featuredImageUrl,
          discard: created ? async () => void (await deleteMediaIfUnused(media.id)) : nothingToDiscard,
        },
      };
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        return { ok: false, fieldErrors: { [FEATURED_IMAGE_FILE_FIELD]: error.message } };
      }
      throw error;
    }
  }

  if (fields.featuredMediaId && !(await getMedia(fields.featuredMediaId))) {
    return { ok: false, fieldErrors: { [postFields.featuredMediaId]: postMessages.mediaGone } };
  }
  return {
    ok: true,
    image: {
      featuredMediaId: fields.featuredMediaId,
      featuredImageUrl: fields.featuredImageUrl,
      discard: nothingToDiscard,
    },
  };
}
