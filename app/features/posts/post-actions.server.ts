import type { ContentActions, Prepared } from "~/features/content-lists/content-actions.server";
import { getConfig } from "~/platform/config/env.server";

import { resolveFeaturedImage } from "./post-image.server";
import { restorePostRevision, RevisionSlugTakenError } from "./post-revisions.server";
import { postFields, postFormSchema, postMessages, type PostForm } from "./post-schema";
import { articleLinkFor } from "./post-status";
import {
  createPost,
  postStore,
  setPostPublished,
  SlugTakenError,
  updatePost,
  type BlogPost,
  type PostInput,
} from "./post.server";

/** The checked form as the model writes it: its featured image stored or chosen (see resolveFeaturedImage). */
async function preparePost(form: PostForm, formData: FormData): Promise<Prepared<PostInput>> {
  const resolved = await resolveFeaturedImage(formData, form, { httpsSite: getConfig().httpsSite });
  if (!resolved.ok) return resolved;
  const { removeImage: _removeImage, ...fields } = form;
  const { featuredMediaId, featuredImageUrl, discard } = resolved.image;
  return { ok: true, input: { ...fields, featuredMediaId, featuredImageUrl }, discard };
}

/**
 * The post admin's create, update, toggle, delete (to the Trash), restore, delete forever and
 * 'Restore this version' (see runContentAction). The model
 * generates the slug when it is left empty and sets published_at from Published and the
 * publish date (publishDateFor); the form may carry an image upload (UPLOAD_BODY_LIMIT in all).
 */
export const postActions: ContentActions<PostInput, PostForm, BlogPost> = {
  notFound: "This post no longer exists.",
  noun: "Post",
  // Only a live post has a public page; a draft's or scheduled post's is its staff preview.
  publicHref: (post) => {
    const link = articleLinkFor(post);
    return link.label === "View" && !post.deletedAt ? link.href : null;
  },
  // The form carries the image upload: the post route declares an upload body (UPLOAD_BODY_LIMIT).
  requestBody: "upload",
  schema: postFormSchema,
  prepare: preparePost,
  create: createPost,
  update: updatePost,
  setPublished: setPostPublished,
  trash: postStore.trash,
  restore: postStore.restore,
  deleteForever: postStore.deleteForever,
  bulk: postStore.bulk,
  counted: { one: "post", many: "posts" },
  restoreRevision: restorePostRevision,
  restoreRefusalOf: (error) => (error instanceof RevisionSlugTakenError ? error.message : null),
  // A slug typed by hand that another post has is the one input error only the database can find.
  fieldErrorsOf: (error) => (error instanceof SlugTakenError ? { [postFields.slug]: postMessages.slugTaken } : null),
};
