import { senderName } from "~/features/settings/sender-name.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { notificationAddress, type SiteSettings } from "~/features/settings/site-settings";
import { getConfig } from "~/platform/config/env.server";
import { logError } from "~/platform/http/describe-error.server";
import { log } from "~/platform/log/log.server";
import { sendMailInBackground } from "~/platform/mail/outgoing.server";

import type { ContactFieldErrors } from "./contact-message";
import { storeContactMessage } from "./contact-messages.server";
import { checkContactMessage, tidyContactMessage, type ContactSubmission } from "./contact-submission.server";
import { judgeSubmission } from "./judge-submission.server";
import { contactNotificationMail } from "./notification-mail.server";

/*
 * One message from the contact form, when staff have turned the inbox on: checked, judged
 * (spam or not), stored, and only then announced to staff by mail. A mail server failure
 * never loses it: the mail goes in the background and a failure is logged.
 */

export type ContactOutcome =
  /** Stored (in the inbox, or as spam): the visitor is thanked either way. */
  | { kind: "accepted"; spam: boolean }
  | { kind: "invalid"; fieldErrors: ContactFieldErrors }
  /** Over the day's limit of kept spam: nothing stored, the visitor is told. */
  | { kind: "too-many" }
  /** The inbox is off: the form sends nothing (as the site ships). */
  | { kind: "closed" }
  /** The message could not be stored: the visitor is told to call instead. */
  | { kind: "unavailable" };

function notifyStaff(settings: SiteSettings, message: Parameters<typeof contactNotificationMail>[0]["message"]): void {
  const to = notificationAddress(settings);
  if (!to) {
    log.error(
      `inbox: message ${message.id} stored; no Notification Email nor General Email is set, so no one was told by mail`,
    );
    return;
  }
  sendMailInBackground({
    ...contactNotificationMail({ to, message, agencyName: settings.agencyName, publicUrl: getConfig().publicUrl }),
    fromName: senderName(settings),
  });
}

export async function receiveContactMessage(
  submission: ContactSubmission,
  clientIp: string,
  now = Date.now(),
): Promise<ContactOutcome> {
  try {
    const settings = await getSiteSettings();
    if (!settings.inboxEnabled) return { kind: "closed" };
    const values = tidyContactMessage(submission.values);
    const fieldErrors = checkContactMessage(values);
    if (fieldErrors) return { kind: "invalid", fieldErrors };

    const judgement = await judgeSubmission("contact", submission, { email: values.email, clientIp }, now);
    if (judgement.kind === "too-many") return { kind: "too-many" };
    const { spamReason } = judgement;
    const stored = await storeContactMessage({ ...values, clientIp, spamReason });
    // Spam waits in its tab without a notification.
    if (!spamReason) notifyStaff(settings, stored);
    return { kind: "accepted", spam: spamReason !== null };
  } catch (error) {
    // By code and statement only: the statement holds what the visitor wrote.
    logError("inbox: could not take a contact message", error);
    return { kind: "unavailable" };
  }
}
