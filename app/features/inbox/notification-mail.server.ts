import { escapeHtml } from "~/platform/mail/escape-html";
import { htmlMail, mailFacts } from "~/platform/mail/html-mail";
import type { OutgoingMail } from "~/platform/mail/mailer.server";

import type { ContactMessage } from "./contact-messages.server";

/**
 * "New message from ...": tells staff a message is in the inbox. Reply-To is the sender, so
 * answering the mail answers the visitor. The message itself is in the mail as text only.
 */
export function contactNotificationMail(input: {
  to: string;
  message: Pick<ContactMessage, "id" | "name" | "email" | "phone" | "company" | "message">;
  agencyName: string;
  publicUrl: string;
}): OutgoingMail {
  const { to, message, agencyName, publicUrl } = input;
  const inboxUrl = `${publicUrl}/admin/inbox/${message.id}`;
  const details: Array<[string, string]> = [
    ["Name", message.name],
    ["Email", message.email],
    ["Phone", message.phone],
    ["Company", message.company],
  ];
  const shown = details.filter(([, value]) => value);
  const subject = `New message from ${message.name} (website contact form)`;
  const text = [
    `A visitor of the ${agencyName} website sent a message:`,
    "",
    ...shown.map(([label, value]) => `${label}: ${value}`),
    "",
    message.message,
    "",
    "Reply to this mail to answer them, or open the message in the inbox:",
    inboxUrl,
    "",
  ].join("\n");
  const html = htmlMail({
    agencyName,
    heading: "New message from the website",
    bodyHtml: [
      mailFacts(shown),
      `<div style="white-space:pre-wrap;border-left:4px solid #f5b301;padding:8px 16px;background:#f8fafc">${escapeHtml(message.message)}</div>`,
      `<p style="margin-top:24px">Reply to this mail to answer them, or <a href="${escapeHtml(inboxUrl)}">open the message in the inbox</a>.</p>`,
    ].join("\n"),
  });
  return { to, subject, text, html, replyTo: message.email };
}
