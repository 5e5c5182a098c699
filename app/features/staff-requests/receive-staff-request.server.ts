import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/features/inbox/contact-submission.server";
import type { SpamSignals } from "~/features/inbox/judge-submission.server";
import { receiveInboxSubmission, type InboxOutcome } from "~/features/inbox/receive-inbox-submission.server";
import { agencyToday } from "~/platform/format/agency-time";

import {
  englishStaffRequestMessages,
  staffRequestFields,
  tidyStaffRequest,
  type StaffRequestFieldErrors,
  type StaffRequestMessages,
  type StaffRequestValues,
} from "./staff-request";
import { validateStaffRequest } from "./staff-request-checks";
import { staffRequestNotificationMail } from "./staff-request-mail.server";
import { storeStaffRequest, type StaffRequestLanguage } from "./staff-requests.server";

/*
 * One staff request from /request-staff, as the contact inbox takes a message
 * (receive-inbox-submission.server.ts): only while staff have turned the inbox on; checked,
 * judged (spam or not) with the contact form's defences, stored, and only then announced to
 * staff by mail.
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

/** With the inbox off there is no form to send (the page answers 404): 'closed'. */
export type StaffRequestOutcome = InboxOutcome<StaffRequestFieldErrors>;

export function receiveStaffRequest(
  submission: StaffRequestSubmission,
  context: { clientIp: string; language: StaffRequestLanguage; messages?: StaffRequestMessages },
  now = Date.now(),
): Promise<StaffRequestOutcome> {
  const { clientIp, language } = context;
  return receiveInboxSubmission(
    {
      form: "staff-request",
      noun: "staff request",
      nounWithArticle: "a staff request",
      tidy: tidyStaffRequest,
      check: (values) =>
        validateStaffRequest(values, agencyToday(now), context.messages ?? englishStaffRequestMessages),
      store: (values, spamReason) => storeStaffRequest({ values, language, clientIp, spamReason }),
      notification: ({ stored, ...mail }) => staffRequestNotificationMail({ ...mail, request: stored }),
    },
    submission,
    clientIp,
    now,
  );
}
