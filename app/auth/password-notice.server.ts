import { getConfig } from "~/config/env.server";
import { passwordChangedMail } from "~/mail/account-notice-mail.server";
import { sendMailInBackground } from "~/mail/outgoing.server";
import { senderName } from "~/mail/sender-name.server";
import type { RequestOrigin } from "~/models/activity.server";
import { getSiteSettings } from "~/settings/settings.server";
import { describeDevice } from "~/utils/user-agent";

/** Mails the account that its password was changed or reset (in the background: the change is done). */
export function sendPasswordNotice(input: {
  email: string;
  how: "changed" | "reset";
  origin: RequestOrigin | null;
  device?: string;
}): void {
  const at = new Date();
  sendMailInBackground(
    getSiteSettings().then((settings) => ({
      ...passwordChangedMail({
        to: input.email,
        agencyName: settings.agencyName,
        how: input.how,
        where: {
          at,
          device: input.device ?? describeDevice(input.origin?.userAgent),
          ipAddress: input.origin?.ipAddress ?? null,
        },
        publicUrl: getConfig().publicUrl,
      }),
      fromName: senderName(settings),
    })),
  );
}
