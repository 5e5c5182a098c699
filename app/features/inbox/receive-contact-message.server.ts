import { senderName } from "~/features/settings/sender-name.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { notificationAddress, type SiteSettings } from "~/features/settings/site-settings";
import { getConfig } from "~/platform/config/env.server";
import { DAY_MS } from "~/platform/format/time-units";
import { logError } from "~/platform/http/describe-error.server";
import { log } from "~/platform/log/log.server";
import { sendMailInBackground } from "~/platform/mail/outgoing.server";

import type { ContactFieldErrors } from "./contact-message";
import { countSpamFrom, storeContactMessage, type SpamReason } from "./contact-messages.server";
import { countContactMessage } from "./contact-rate-limit.server";
import { checkContactMessage, tidyContactMessage, type ContactSubmission } from "./contact-submission.server";
import { checkFormToken, formTokenSecret } from "./form-token.server";
import { contactNotificationMail } from "./notification-mail.server";

/*
 * One message from the contact form, when staff have turned the inbox on: checked, judged
 * (spam or not), stored, and only then announced to staff by mail. A mail server failure
 * never loses it: the mail goes in the background and a failure is logged.
 */

/** Spam kept per sender and day; beyond it the form says too many were sent (docs/admin.md, Spam). */
export const MAX_SPAM_PER_SENDER_PER_DAY = 20;

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

async function spamReasonOf(
  submission: ContactSubmission,
  sender: { email: string; clientIp: string },
  now: number,
): Promise<SpamReason | null> {
  // Every message counts towards the rate limit, spam too: a robot's flood must not reset it.
  const overLimit = await countContactMessage(sender, now);
  if (submission.honeypot.trim() !== "") return "honeypot";
  if (submission.token && checkFormToken(await formTokenSecret(), submission.token, now) !== "ok") return "too-fast";
  return overLimit ? "rate-limit" : null;
}

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

    const sender = { email: values.email, clientIp };
    const spamReason = await spamReasonOf(submission, sender, now);
    if (spamReason && (await countSpamFrom(sender, new Date(now - DAY_MS))) >= MAX_SPAM_PER_SENDER_PER_DAY) {
      return { kind: "too-many" };
    }
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
