import { BodyTooLargeError, MalformedFormError, readFormBody } from "~/platform/http/form-body.server";

import { MEDIA_FILE_FIELD } from "./media-fields";
import { deleteMedia, MediaInUseError, storeUploadedImage } from "./media.server";
import { ImageRejectedError } from "./process-image.server";

/** What the media library's forms ask for, by their `intent`. */
export type MediaActionResult = { ok: true; message: string } | { ok: false; error: string; status: number };

/** Runs one media library action; refused ones write nothing and say why. */
export async function performMediaAction(request: Request): Promise<MediaActionResult> {
  let formData: FormData;
  try {
    // The media library's route declares an upload body (UPLOAD_BODY_LIMIT).
    formData = await readFormBody(request, "upload");
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof MalformedFormError) {
      return { ok: false, error: error.message, status: error.status };
    }
    throw error;
  }
  const intent = formData.get("intent");
  if (intent === "upload") {
    const file = formData.get(MEDIA_FILE_FIELD);
    if (!(file instanceof File) || file.size === 0) return { ok: false, error: "Choose an image file.", status: 400 };
    try {
      const stored = await storeUploadedImage({ bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name });
      return { ok: true, message: `Uploaded ${stored.fileName}.` };
    } catch (error) {
      if (error instanceof ImageRejectedError) return { ok: false, error: error.message, status: 400 };
      throw error;
    }
  }
  if (intent === "delete") {
    const id = formData.get("id");
    if (typeof id !== "string" || id === "") return { ok: false, error: "Choose an image to delete.", status: 400 };
    try {
      return (await deleteMedia(id))
        ? { ok: true, message: "Image deleted." }
        : { ok: false, error: "That image was already deleted.", status: 404 };
    } catch (error) {
      if (error instanceof MediaInUseError) return { ok: false, error: error.message, status: 409 };
      throw error;
    }
  }
  return { ok: false, error: "Unknown action: expected upload or delete.", status: 400 };
}
