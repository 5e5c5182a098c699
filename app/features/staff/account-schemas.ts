import { z } from "zod";

import { requiredText, sentText } from "~/platform/forms/form-fields";

import { updatePasswordSchema } from "./auth-schemas";
import { MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE } from "./password-strength";

/* The forms of My Account, checked in the browser first, then by the action. */

export const MAX_STAFF_NAME_LENGTH = 100;

/** Any character below U+0020, and DEL: no place in a name shown on the site. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** A staff member's name, as My Account and invitations take it. */
export const staffNameField = requiredText("Name", MAX_STAFF_NAME_LENGTH).refine(
  (value) => !hasControlCharacter(value),
  "Name cannot contain control characters",
);

export const renameSchema = z.object({ name: staffNameField });

/** 'Update Password' on My Account: the current password, then the new one twice (the reset page's rules). */
export const changePasswordSchema = z
  .object({
    currentPassword: sentText(
      z.string().min(1, "Current Password is required").max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
    ),
  })
  .and(updatePasswordSchema);
