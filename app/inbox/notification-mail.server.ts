import { escapeHtml } from "~/mail/escape-html";
import type { OutgoingMail } from "~/mail/mailer.server";

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
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,sans-serif;color:#1e293b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#0b3a66">${escapeHtml(agencyName)}</p>
<h1 style="margin:0 0 16px;font-size:20px">New message from the website</h1>
<table style="border-collapse:collapse;margin:0 0 16px">
${shown.map(([label, value]) => `<tr><th style="text-align:left;padding:2px 16px 2px 0;color:#475569">${label}</th><td>${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<div style="white-space:pre-wrap;border-left:4px solid #f5b301;padding:8px 16px;background:#f8fafc">${escapeHtml(message.message)}</div>
<p style="margin-top:24px">Reply to this mail to answer them, or <a href="${escapeHtml(inboxUrl)}">open the message in the inbox</a>.</p>
</div>
</body>
</html>
`;
  return { to, subject, text, html, replyTo: message.email };
}
