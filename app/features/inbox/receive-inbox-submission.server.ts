import { senderName } from "~/features/settings/sender-name.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { notificationAddress } from "~/features/settings/site-settings";
import { getConfig } from "~/platform/config/env.server";
import { logError } from "~/platform/http/describe-error.server";
import { log } from "~/platform/log/log.server";
import type { OutgoingMail } from "~/platform/mail/mailer.server";
import { sendMailInBackground } from "~/platform/mail/outgoing.server";

import type { ContactMessage, SpamReason } from "./contact-messages.server";
import type { InboxForm } from "./inbox-rate-limit.server";
import { judgeSubmission, type SpamSignals } from "./judge-submission.server";

/*
 * What both inbox forms (the contact form, 'Request Staff') do with a submission, only while
 * staff have turned the inbox on: checked, judged (spam or not), stored, and only then
 * announced to staff by mail. A mail server failure never loses it: the mail goes in the
 * background and a failure is logged.
 */

export type InboxOutcome<FieldErrors> =
  /** Stored (in its tab, or as spam): the sender is thanked either way. */
  | { kind: "accepted"; spam: boolean }
  | { kind: "invalid"; fieldErrors: FieldErrors }
  /** Over the day's limit of kept spam: nothing stored, the sender is told. */
  | { kind: "too-many" }
  /** The inbox is off: the form sends nothing. */
  | { kind: "closed" }
  /** It could not be stored: the sender is told to call instead. */
  | { kind: "unavailable" };

/** One inbox form: its name for the rate limit, its words in the log, and its own steps. */
export interface InboxFormSteps<Values extends { email: string }, FieldErrors> {
  form: InboxForm;
  /** What the log calls one stored ("message") and one not taken ("a contact message"). */
  noun: string;
  nounWithArticle: string;
  /** The values as checked and stored (trimmed, LF line breaks), and their first problems. */
  tidy: (values: Values) => Values;
  check: (values: Values) => FieldErrors | null;
  store: (values: Values, spamReason: SpamReason | null) => Promise<ContactMessage>;
  notification: (input: { to: string; stored: ContactMessage; agencyName: string; publicUrl: string }) => OutgoingMail;
}

export async function receiveInboxSubmission<Values extends { email: string }, FieldErrors>(
  steps: InboxFormSteps<Values, FieldErrors>,
  submission: SpamSignals & { values: Values },
  clientIp: string,
  now: number,
): Promise<InboxOutcome<FieldErrors>> {
  try {
    const settings = await getSiteSettings();
    if (!settings.inboxEnabled) return { kind: "closed" };
    const values = steps.tidy(submission.values);
    const fieldErrors = steps.check(values);
    if (fieldErrors) return { kind: "invalid", fieldErrors };

    const judgement = await judgeSubmission(steps.form, submission, { email: values.email, clientIp }, now);
    if (judgement.kind === "too-many") return { kind: "too-many" };
    const { spamReason } = judgement;
    const stored = await steps.store(values, spamReason);
    // Spam waits in its tab without a notification.
    if (!spamReason) {
      const to = notificationAddress(settings);
      if (to) {
        const mail = steps.notification({
          to,
          stored,
          agencyName: settings.agencyName,
          publicUrl: getConfig().publicUrl,
        });
        sendMailInBackground({ ...mail, fromName: senderName(settings) });
      } else {
        log.error(
          `inbox: ${steps.noun} ${stored.id} stored; no Notification Email nor General Email is set, so no one was told by mail`,
        );
      }
    }
    return { kind: "accepted", spam: spamReason !== null };
  } catch (error) {
    // By code and statement only: the statement holds what the sender wrote.
    logError(`inbox: could not take ${steps.nounWithArticle}`, error);
    return { kind: "unavailable" };
  }
}
