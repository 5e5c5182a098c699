import { getConfig } from "~/config/env.server";
import { passwordChangedMail } from "~/mail/account-notice-mail.server";
import { sendMailInBackground } from "~/mail/outgoing.server";
import type { RequestOrigin } from "~/models/activity.server";
import { describeDevice } from "~/utils/user-agent";

/** Mails the account that its password was changed or reset (in the background: the change is done). */
export function sendPasswordNotice(input: {
  email: string;
  how: "changed" | "reset";
  origin: RequestOrigin | null;
  device?: string;
}): void {
  sendMailInBackground(
    passwordChangedMail({
      to: input.email,
      how: input.how,
      where: {
        at: new Date(),
        device: input.device ?? describeDevice(input.origin?.userAgent),
        ipAddress: input.origin?.ipAddress ?? null,
      },
      publicUrl: getConfig().publicUrl,
    }),
  );
}
