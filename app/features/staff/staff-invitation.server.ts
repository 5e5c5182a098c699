import { senderName } from "~/features/settings/sender-name.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { getConfig } from "~/platform/config/env.server";
import { sendMailInBackground } from "~/platform/mail/outgoing.server";

import { staffInvitationMail } from "./staff-invitation-mail.server";
import { INVITATION_LIFETIME_HOURS } from "./staff-invitations.server";

/** The page an invitation opens; the token travels in the query. */
function acceptInvitationUrl(token: string, publicUrl: string = getConfig().publicUrl): string {
  return `${publicUrl}/admin/accept-invite?token=${encodeURIComponent(token)}`;
}

/** Mails an invitation's link, built from PUBLIC_URL (never from the request's Host header). */
export function sendStaffInvitation(input: { email: string; name: string; invitedBy: string; token: string }): void {
  sendMailInBackground(
    getSiteSettings().then((settings) => ({
      ...staffInvitationMail({
        to: input.email,
        agencyName: settings.agencyName,
        name: input.name,
        invitedBy: input.invitedBy,
        acceptUrl: acceptInvitationUrl(input.token),
        lifetimeHours: INVITATION_LIFETIME_HOURS,
      }),
      fromName: senderName(settings),
    })),
  );
}
