import { getConfig } from "~/config/env.server";
import { sendMailInBackground } from "~/mail/outgoing.server";
import { senderName } from "~/mail/sender-name.server";
import { staffInvitationMail } from "~/mail/staff-invitation-mail.server";
import { INVITATION_LIFETIME_HOURS } from "~/models/staff-invitations.server";
import { getSiteSettings } from "~/settings/settings.server";

/** The page an invitation opens; the token travels in the query. */
export function acceptInvitationUrl(token: string, publicUrl: string = getConfig().publicUrl): string {
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
