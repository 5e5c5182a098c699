import type { ContactMessage } from "~/features/inbox/contact-messages.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/features/inbox/contact-submission.server";
import { judgeSubmission, type SpamSignals } from "~/features/inbox/judge-submission.server";
import { senderName } from "~/features/settings/sender-name.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { notificationAddress, type SiteSettings } from "~/features/settings/site-settings";
import { getConfig } from "~/platform/config/env.server";
import { agencyToday } from "~/platform/format/agency-time";
import { logError } from "~/platform/http/describe-error.server";
import { log } from "~/platform/log/log.server";
import { sendMailInBackground } from "~/platform/mail/outgoing.server";

import {
  englishStaffRequestMessages,
  staffRequestFields,
  tidyStaffRequest,
  validateStaffRequest,
  type StaffRequestFieldErrors,
  type StaffRequestMessages,
  type StaffRequestValues,
} from "./staff-request";
import { staffRequestNotificationMail } from "./staff-request-mail.server";
import { storeStaffRequest, type StaffRequestLanguage } from "./staff-requests.server";

/*
 * One staff request from /request-staff, as the contact inbox takes a message: only while
 * staff have turned the inbox on; checked, judged (spam or not) with the contact form's
 * defences, stored, and only then announced to staff by mail. A mail server failure never
 * loses it: the mail goes in the background and a failure is logged.
 */

export interface StaffRequestSubmission extends SpamSignals {
  values: StaffRequestValues;
}

export function readStaffRequestSubmission(formData: FormData): StaffRequestSubmission {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(
    staffRequestFields.map((field) => [field, text(field)]),
  ) as unknown as StaffRequestValues;
  return { values, honeypot: text(HONEYPOT_FIELD), token: text(FORM_TOKEN_FIELD) };
}

export type StaffRequestOutcome =
  /** Stored (with the requests, or as spam): the employer sees 'Request Received' either way. */
  | { kind: "accepted"; spam: boolean }
  | { kind: "invalid"; fieldErrors: StaffRequestFieldErrors }
  /** Over the day's limit of kept spam: nothing stored, the employer is told. */
  | { kind: "too-many" }
  /** The inbox is off: there is no form to send (the page answers 404). */
  | { kind: "closed" }
  /** The request could not be stored: the employer is told to call instead. */
  | { kind: "unavailable" };

function notifyStaff(settings: SiteSettings, request: ContactMessage): void {
  const to = notificationAddress(settings);
  if (!to) {
    log.error(
      `inbox: staff request ${request.id} stored; no Notification Email nor General Email is set, so no one was told by mail`,
    );
    return;
  }
  sendMailInBackground({
    ...staffRequestNotificationMail({ to, request, agencyName: settings.agencyName, publicUrl: getConfig().publicUrl }),
    fromName: senderName(settings),
  });
}

export async function receiveStaffRequest(
  submission: StaffRequestSubmission,
  context: { clientIp: string; language: StaffRequestLanguage; messages?: StaffRequestMessages },
  now = Date.now(),
): Promise<StaffRequestOutcome> {
  try {
    const settings = await getSiteSettings();
    if (!settings.inboxEnabled) return { kind: "closed" };
    const values = tidyStaffRequest(submission.values);
    const fieldErrors = validateStaffRequest(values, agencyToday(now), context.messages ?? englishStaffRequestMessages);
    if (fieldErrors) return { kind: "invalid", fieldErrors };

    const judgement = await judgeSubmission(
      "staff-request",
      submission,
      { email: values.email, clientIp: context.clientIp },
      now,
    );
    if (judgement.kind === "too-many") return { kind: "too-many" };
    const { spamReason } = judgement;
    const stored = await storeStaffRequest({
      values,
      language: context.language,
      clientIp: context.clientIp,
      spamReason,
    });
    // Spam waits in its tab without a notification.
    if (!spamReason) notifyStaff(settings, stored);
    return { kind: "accepted", spam: spamReason !== null };
  } catch (error) {
    // By code and statement only: the statement holds what the employer wrote.
    logError("inbox: could not take a staff request", error);
    return { kind: "unavailable" };
  }
}
