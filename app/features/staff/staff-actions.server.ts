import { data } from "react-router";

import { requestOrigin } from "~/features/activity/request-origin.server";
import { parseForm } from "~/platform/forms/form-fields";

import type { StaffUser } from "./guard.server";
import { sendStaffInvitation } from "./staff-invitation.server";
import { InvitationError, inviteStaff, resendInvitation, withdrawInvitation } from "./staff-invitations.server";
import { inviteSchema, type StaffIntent, type StaffResult } from "./staff-schema";
import { removeStaff, StaffRemovalError } from "./staff.server";
import { setTwoFactorRequired } from "./two-factor-policy.server";

// Invitation ids are UUIDs; staff ids better-auth's random strings.
const INVITATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

function idFrom(form: FormData, name: string, pattern: RegExp): string | null {
  const value = form.get(name);
  return typeof value === "string" && pattern.test(value) ? value : null;
}

/** /admin/staff's forms. Every staff member may manage staff (there are no roles yet). */
export async function performStaffAction(request: Request, me: StaffUser, intent: StaffIntent, form: FormData) {
  const origin = requestOrigin(request);
  switch (intent) {
    case "require-two-factor": {
      const required = form.get("required") === "on";
      await setTwoFactorRequired({ required, actor: me, origin });
      return data<StaffResult>({ intent, ok: true, required });
    }
    case "invite": {
      const parsed = parseForm(inviteSchema, form);
      if (!parsed.success)
        return data<StaffResult>({ intent, ok: false, fieldErrors: parsed.fieldErrors, message: null }, 400);
      try {
        const { token } = await inviteStaff({ ...parsed.data, actor: me, origin });
        sendStaffInvitation({ ...parsed.data, invitedBy: me.name, token });
        return data<StaffResult>({ intent, ok: true, email: parsed.data.email });
      } catch (error) {
        if (!(error instanceof InvitationError)) throw error;
        return data<StaffResult>({ intent, ok: false, fieldErrors: { email: error.message }, message: null }, 409);
      }
    }
    case "resend": {
      const invitationId = idFrom(form, "invitationId", INVITATION_ID);
      const resent = invitationId ? await resendInvitation({ invitationId, actor: me, origin }) : null;
      if (!resent)
        return data<StaffResult>({ intent, ok: false, message: "That invitation is no longer pending." }, 404);
      const { invitation, token } = resent;
      sendStaffInvitation({ email: invitation.email, name: invitation.name, invitedBy: me.name, token });
      return data<StaffResult>({ intent, ok: true, message: `The invitation to ${invitation.email} was sent again.` });
    }
    case "withdraw": {
      const invitationId = idFrom(form, "invitationId", INVITATION_ID);
      const withdrawn = invitationId ? await withdrawInvitation({ invitationId, actor: me, origin }) : false;
      if (!withdrawn)
        return data<StaffResult>({ intent, ok: false, message: "That invitation is no longer pending." }, 404);
      return data<StaffResult>({
        intent,
        ok: true,
        message: "The invitation was withdrawn; its link no longer works.",
      });
    }
    case "remove": {
      const userId = idFrom(form, "userId", USER_ID);
      if (!userId) return data<StaffResult>({ intent, ok: false, message: "That staff member was not found." }, 404);
      try {
        const removed = await removeStaff({ userId, actor: me, origin });
        return data<StaffResult>({ intent, ok: true, message: `${removed.name} was removed and signed out.` });
      } catch (error) {
        if (!(error instanceof StaffRemovalError)) throw error;
        return data<StaffResult>({ intent, ok: false, message: error.message }, 409);
      }
    }
  }
}
