import * as z from "zod/mini";

import { firstIssuePerField } from "~/platform/forms/plain-text";

import { m } from "./messages/contact";

/**
 * The contact form's rules: name, email and message required, email of email format.
 * With the inbox off the message is never sent anywhere (docs/admin.md); these checks only
 * give the visitor feedback. zod/mini keeps the page's JavaScript small. The messages are
 * looked up when a check fails, so they come in the language of the page (in the browser)
 * or of the request (on the server).
 */
const contactMessageSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: () => m.contact_name_required() })),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => m.contact_email_required() }),
      z.email({ error: () => m.contact_email_invalid() }),
    ),
  phone: z.string().check(z.trim()),
  company: z.string().check(z.trim()),
  message: z.string().check(z.trim(), z.minLength(1, { error: () => m.contact_message_required() })),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const emptyContactMessage: ContactMessage = { name: "", email: "", phone: "", company: "", message: "" };

/** The longest value each field takes (the inputs' maxLength; the server refuses more). */
export const contactFieldLimits: Record<ContactField, number> = {
  name: 100,
  email: 254,
  phone: 40,
  company: 120,
  message: 5000,
};

/** The first problem of each field, or null when the message is valid. */
export function validateContactMessage(values: ContactMessage): ContactFieldErrors | null {
  const result = contactMessageSchema.safeParse(values);
  return result.success ? null : firstIssuePerField(result.error.issues);
}
