import type { ContactFieldErrors } from "./contact-message";
import { storeContactMessage } from "./contact-messages.server";
import { checkContactMessage, tidyContactMessage, type ContactSubmission } from "./contact-submission.server";
import { contactNotificationMail } from "./notification-mail.server";
import { receiveInboxSubmission, type InboxOutcome } from "./receive-inbox-submission.server";

/*
 * One message from the contact form, when staff have turned the inbox on: checked, judged
 * (spam or not), stored, and only then announced to staff by mail, as every inbox form's
 * (receive-inbox-submission.server.ts). With the inbox off the form sends nothing (as the site
 * ships): 'closed'.
 */

export type ContactOutcome = InboxOutcome<ContactFieldErrors>;

export function receiveContactMessage(
  submission: ContactSubmission,
  clientIp: string,
  now = Date.now(),
): Promise<ContactOutcome> {
  return receiveInboxSubmission(
    {
      form: "contact",
      noun: "message",
      nounWithArticle: "a contact message",
      tidy: tidyContactMessage,
      check: checkContactMessage,
      store: (values, spamReason) => storeContactMessage({ ...values, clientIp, spamReason }),
      notification: ({ stored, ...mail }) => contactNotificationMail({ ...mail, message: stored }),
    },
    submission,
    clientIp,
    now,
  );
}
