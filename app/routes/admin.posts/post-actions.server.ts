import type { ContentActions } from "~/admin/content-actions.server";
import {
  createPost,
  deletePost,
  setPostPublished,
  SlugTakenError,
  updatePost,
  type PostInput,
} from "~/models/post.server";

import { postFields, postFormSchema, postMessages } from "./post-schema";

/**
 * The post admin's create, update, toggle and delete (see runContentAction). The model
 * generates the slug when it is left empty and keeps published_at per SPEC.md section 4.
 */
export const postActions: ContentActions<PostInput> = {
  notFound: "This post no longer exists.",
  schema: postFormSchema,
  create: createPost,
  update: updatePost,
  setPublished: setPostPublished,
  remove: deletePost,
  // A slug typed by hand that another post has is the one input error only the database can find.
  fieldErrorsOf: (error) => (error instanceof SlugTakenError ? { [postFields.slug]: postMessages.slugTaken } : null),
};
