import { z } from "zod";

import { fieldNames, requiredText, type FieldErrors } from "~/platform/forms/form-fields";

/*
 * 'Reply' on an open contact message: the form's rules, checked in the browser on submit
 * and again by the action. 'To' is not a field: the reply always goes to the sender the
 * message came from (the action never reads an address from the form).
 */

export const REPLY_INTENT = "reply";

const SUBJECT_MAX_LENGTH = 200;
const REPLY_MAX_LENGTH = 10_000;

export const replyFormSchema = z.object({
  subject: requiredText("Subject", SUBJECT_MAX_LENGTH),
  message: requiredText("Message", REPLY_MAX_LENGTH),
});

export type ReplyValues = z.infer<typeof replyFormSchema>;
export const replyFields = fieldNames(replyFormSchema);
export const replyLimits = { subject: SUBJECT_MAX_LENGTH, message: REPLY_MAX_LENGTH };

/** What the form starts with: the contact form has no subject, so the one the notification implies. */
export function defaultReplySubject(agencyName: string): string {
  return `re: Your message to ${agencyName}`;
}

/**
 * The action's answer when the reply was not sent: the field errors (400), or why it failed;
 * with what was typed, so that the form (also without JavaScript) keeps the draft.
 */
export interface ReplyRefusal {
  intent: typeof REPLY_INTENT;
  fieldErrors?: FieldErrors;
  error?: string;
  values: { subject: string; message: string };
}

export const REPLY_NOT_SENT_MESSAGE = "The reply could not be sent. Your message is kept below; try again.";
