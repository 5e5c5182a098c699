import type { RequestOrigin } from "~/features/activity/activity.server";
import { senderName } from "~/features/settings/sender-name.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { getConfig } from "~/platform/config/env.server";
import { describeDevice } from "~/platform/http/user-agent";
import { sendMailInBackground } from "~/platform/mail/outgoing.server";

import { passwordChangedMail } from "./account-notice-mail.server";

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
