import { senderName } from "~/features/settings/sender-name.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { getConfig } from "~/platform/config/env.server";
import { sendMailInBackground } from "~/platform/mail/outgoing.server";

import { passwordResetMail } from "./password-reset-mail.server";

/** The page a reset link opens; the token travels in the query. */
function passwordResetUrl(token: string, publicUrl: string = getConfig().publicUrl): string {
  return `${publicUrl}/admin/update-password?token=${encodeURIComponent(token)}`;
}

/**
 * better-auth's sendResetPassword: mails the link, built from PUBLIC_URL (not from the
 * request's Host header, which a client chooses). Sent in the background, so that a
 * request for an address with an account takes as long as one for an unknown address.
 */
export function sendPasswordResetMail(input: { email: string; token: string; lifetimeSeconds: number }): void {
  sendMailInBackground(
    getSiteSettings().then((settings) => ({
      ...passwordResetMail({
        to: input.email,
        resetUrl: passwordResetUrl(input.token),
        lifetimeMinutes: Math.round(input.lifetimeSeconds / 60),
        agencyName: settings.agencyName,
      }),
      fromName: senderName(settings),
    })),
  );
}
