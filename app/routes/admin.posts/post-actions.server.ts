import type { ContentActions, Prepared } from "~/admin/content-actions.server";
import { getConfig } from "~/config/env.server";
import {
  createPost,
  deletePost,
  setPostPublished,
  SlugTakenError,
  updatePost,
  type PostInput,
} from "~/models/post.server";
import { UPLOAD_FORM_MAX_BYTES } from "~/utils/read-form-data.server";

import { resolveFeaturedImage } from "./post-image.server";
import { postFields, postFormSchema, postMessages, type PostForm } from "./post-schema";

/** The checked form as the model writes it: its featured image stored or chosen (see resolveFeaturedImage). */
async function preparePost(form: PostForm, formData: FormData): Promise<Prepared<PostInput>> {
  const resolved = await resolveFeaturedImage(formData, form, { httpsSite: getConfig().httpsSite });
  if (!resolved.ok) return resolved;
  const { removeImage: _removeImage, ...fields } = form;
  const { featuredMediaId, featuredImageUrl, discard } = resolved.image;
  return { ok: true, input: { ...fields, featuredMediaId, featuredImageUrl }, discard };
}

/**
 * The post admin's create, update, toggle and delete (see runContentAction). The model
 * generates the slug when it is left empty and sets published_at per SPEC.md section 4 and
 * the publish date; the form may carry an image upload (12 MB in all).
 */
export const postActions: ContentActions<PostInput, PostForm> = {
  notFound: "This post no longer exists.",
  maxBodyBytes: UPLOAD_FORM_MAX_BYTES,
  schema: postFormSchema,
  prepare: preparePost,
  create: createPost,
  update: updatePost,
  setPublished: setPostPublished,
  remove: deletePost,
  // A slug typed by hand that another post has is the one input error only the database can find.
  fieldErrorsOf: (error) => (error instanceof SlugTakenError ? { [postFields.slug]: postMessages.slugTaken } : null),
};
