import { createFaq, deleteFaq, setFaqPublished, updateFaq } from "~/models/faq.server";
import { parseFaqForm } from "~/schemas/faq";
import { readIntent, readRowId, readToggleTarget, respond, TOGGLE_TARGET_MESSAGE, UNKNOWN_INTENT_MESSAGE } from "./action-responses.server";

const FAQ_NOT_FOUND = "This FAQ no longer exists.";

/**
 * The FAQ admin's mutations, for a request already checked by requireStaffForMutation.
 * Input is validated before anything is written; a missing row answers 404.
 */
export async function performFaqAction(formData: FormData) {
  switch (readIntent(formData)) {
    case "create": {
      const parsed = parseFaqForm(formData);
      if (!parsed.success) return respond.invalid(parsed.fieldErrors);
      await createFaq(parsed.data);
      return respond.ok();
    }
    case "update": {
      const parsed = parseFaqForm(formData);
      if (!parsed.success) return respond.invalid(parsed.fieldErrors);
      const id = readRowId(formData);
      const updated = id ? await updateFaq(id, parsed.data) : null;
      return updated ? respond.ok() : respond.notFound(FAQ_NOT_FOUND);
    }
    case "toggle": {
      const isPublished = readToggleTarget(formData);
      if (isPublished === null) return respond.badRequest(TOGGLE_TARGET_MESSAGE);
      const id = readRowId(formData);
      const updated = id ? await setFaqPublished(id, isPublished) : null;
      return updated ? respond.ok() : respond.notFound(FAQ_NOT_FOUND);
    }
    case "delete": {
      const id = readRowId(formData);
      const deleted = id ? await deleteFaq(id) : false;
      return deleted ? respond.ok() : respond.notFound(FAQ_NOT_FOUND);
    }
    case null:
      return respond.badRequest(UNKNOWN_INTENT_MESSAGE);
  }
}
