import { data } from "react-router";

import { requestOrigin } from "~/features/activity/request-origin.server";
import { parseForm } from "~/platform/forms/form-fields";

import { changeOwnPassword, renameStaff } from "./account-changes.server";
import type { AccountIntent, AccountResult } from "./account-result";
import { changePasswordSchema, renameSchema } from "./account-schemas";
import { isCommonPassword } from "./common-passwords.server";
import type { StaffSession } from "./guard.server";
import { removePasskey } from "./passkeys.server";
import { PASSWORD_TOO_COMMON_MESSAGE } from "./password-strength";
import { endAllOtherSessions, endOtherSession } from "./staff-sessions.server";

// Session and passkey ids are better-auth's random strings.
const SESSION_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** My Account's forms about the account itself: its name, its password, its sessions. */
export async function performAccountAction(
  request: Request,
  session: StaffSession,
  intent: AccountIntent,
  form: FormData,
) {
  const actor = session.user;
  const origin = requestOrigin(request);
  switch (intent) {
    case "rename": {
      const parsed = parseForm(renameSchema, form);
      if (!parsed.success) return data<AccountResult>({ intent, ok: false, fieldErrors: parsed.fieldErrors }, 400);
      if (parsed.data.name !== actor.name) await renameStaff({ actor, name: parsed.data.name, origin });
      return data<AccountResult>({ intent, ok: true });
    }
    case "change-password": {
      const parsed = parseForm(changePasswordSchema, form);
      if (!parsed.success) {
        return data<AccountResult>({ intent, ok: false, fieldErrors: parsed.fieldErrors, message: null }, 400);
      }
      // better-auth refuses it too (password-guards.server.ts); here it is said on the field.
      if (isCommonPassword(parsed.data.password)) {
        const fieldErrors = { password: PASSWORD_TOO_COMMON_MESSAGE };
        return data<AccountResult>({ intent, ok: false, fieldErrors, message: null }, 400);
      }
      const changed = await changeOwnPassword(request, actor, {
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.password,
      });
      if (!changed.ok) {
        const fieldErrors = changed.field ? { [changed.field]: changed.message } : {};
        const message = changed.field ? null : changed.message;
        return data<AccountResult>({ intent, ok: false, fieldErrors, message }, changed.status);
      }
      return data<AccountResult>({ intent, ok: true, changedAt: Date.now() }, { headers: changed.headers });
    }
    case "end-session": {
      const sessionId = form.get("sessionId");
      const ended =
        typeof sessionId === "string" &&
        SESSION_ID.test(sessionId) &&
        (await endOtherSession({ actor, currentSessionId: session.sessionId, sessionId, origin }));
      if (!ended) return data<AccountResult>({ intent, ok: false, message: "That session has already ended." }, 404);
      return data<AccountResult>({ intent, ok: true, ended: 1 });
    }
    case "remove-passkey": {
      const passkeyId = form.get("passkeyId");
      const removed =
        typeof passkeyId === "string" && SESSION_ID.test(passkeyId)
          ? await removePasskey({ actor, passkeyId, origin })
          : null;
      if (!removed)
        return data<AccountResult>({ intent, ok: false, message: "That passkey was already removed." }, 404);
      return data<AccountResult>({ intent, ok: true, name: removed.name });
    }
    case "end-other-sessions": {
      const ended = await endAllOtherSessions({ actor, currentSessionId: session.sessionId, origin });
      return data<AccountResult>({ intent, ok: true, ended });
    }
  }
}
