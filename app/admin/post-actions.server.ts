import { createPost, deletePost, setPostPublished, SlugTakenError, updatePost } from "~/models/post.server";
import { parsePostForm, postFields, postMessages } from "~/schemas/post";
import { readIntent, readRowId, readToggleTarget, respond, TOGGLE_TARGET_MESSAGE, UNKNOWN_INTENT_MESSAGE } from "./action-responses.server";

const POST_NOT_FOUND = "This post no longer exists.";

/** A slug typed by hand that another post has is the one input error only the database can find. */
async function withSlugCheck(write: () => Promise<unknown>) {
  try {
    return { written: await write() };
  } catch (error) {
    if (error instanceof SlugTakenError) return { slugTaken: true as const };
    throw error;
  }
}

/**
 * The post admin's mutations, for a request already checked by requireStaffForMutation.
 * Input is validated before anything is written; a missing row answers 404. The model
 * generates the slug when it is left empty and keeps published_at per SPEC.md section 4.
 */
export async function performPostAction(formData: FormData) {
  switch (readIntent(formData)) {
    case "create": {
      const parsed = parsePostForm(formData);
      if (!parsed.success) return respond.invalid(parsed.fieldErrors);
      const result = await withSlugCheck(() => createPost(parsed.data));
      if ("slugTaken" in result) return respond.invalid({ [postFields.slug]: postMessages.slugTaken });
      return respond.ok();
    }
    case "update": {
      const parsed = parsePostForm(formData);
      if (!parsed.success) return respond.invalid(parsed.fieldErrors);
      const id = readRowId(formData);
      if (!id) return respond.notFound(POST_NOT_FOUND);
      const result = await withSlugCheck(() => updatePost(id, parsed.data));
      if ("slugTaken" in result) return respond.invalid({ [postFields.slug]: postMessages.slugTaken });
      return result.written ? respond.ok() : respond.notFound(POST_NOT_FOUND);
    }
    case "toggle": {
      const isPublished = readToggleTarget(formData);
      if (isPublished === null) return respond.badRequest(TOGGLE_TARGET_MESSAGE);
      const id = readRowId(formData);
      const updated = id ? await setPostPublished(id, isPublished) : null;
      return updated ? respond.ok() : respond.notFound(POST_NOT_FOUND);
    }
    case "delete": {
      const id = readRowId(formData);
      const deleted = id ? await deletePost(id) : false;
      return deleted ? respond.ok() : respond.notFound(POST_NOT_FOUND);
    }
    case null:
      return respond.badRequest(UNKNOWN_INTENT_MESSAGE);
  }
}
