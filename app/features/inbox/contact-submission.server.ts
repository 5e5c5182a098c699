import { formatCount } from "~/platform/format/format-count";
import { isPlainText, tidyTexts } from "~/platform/forms/plain-text";

import {
  contactFieldLimits,
  validateContactMessage,
  type ContactField,
  type ContactFieldErrors,
  type ContactMessage,
} from "./contact-message";

/*
 * The contact form as the server reads it: the browser's rules (contact-message.ts) and, on
 * top, length limits and plain text only. The honeypot and the fill-time token are read
 * here too; what they mean is decided in receive-contact-message.server.ts.
 */

/** The honeypot's name: a field people never see, which form-filling robots fill in. */
export const HONEYPOT_FIELD = "website";
export const FORM_TOKEN_FIELD = "formToken";

const labels: Record<ContactField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  message: "Message",
};
const fields = Object.keys(labels) as ContactField[];

export interface ContactSubmission {
  values: ContactMessage;
  honeypot: string;
  token: string;
}

export function readContactSubmission(formData: FormData): ContactSubmission {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(fields.map((field) => [field, text(field)])) as ContactMessage;
  return { values, honeypot: text(HONEYPOT_FIELD), token: text(FORM_TOKEN_FIELD) };
}

/** The values as stored: trimmed, line breaks as LF. */
export function tidyContactMessage(values: ContactMessage): ContactMessage {
  return tidyTexts(values);
}

export function checkContactMessage(values: ContactMessage): ContactFieldErrors | null {
  const errors: ContactFieldErrors = validateContactMessage(values) ?? {};
  for (const field of fields) {
    if (errors[field]) continue;
    const value = values[field];
    const limit = contactFieldLimits[field];
    if (value.length > limit) errors[field] = `${labels[field]} must be at most ${formatCount(limit)} characters`;
    else if (!isPlainText(value, field === "message"))
      errors[field] = `${labels[field]} contains characters that are not allowed`;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
