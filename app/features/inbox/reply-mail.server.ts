import { escapeHtml } from "~/platform/mail/escape-html";
import { htmlMail, signedText } from "~/platform/mail/html-mail";
import type { OutgoingMail } from "~/platform/mail/mailer.server";

/**
 * A staff member's reply to a contact message, as the sender receives it: the text staff
 * wrote, signed with the agency's name. Reply-To is the site's notification address, so the
 * sender's answer reaches the inbox's staff rather than the no-reply sender. The log names it
 * only as a reply: its address, subject and text are the visitor's and staff's words.
 */
export function replyMail(input: {
  to: string;
  subject: string;
  body: string;
  agencyName: string;
  /** The site's notification address; none when the settings have no address at all. */
  replyTo: string;
  language: string;
  fromName: string | undefined;
}): OutgoingMail {
  const { to, subject, body, agencyName, replyTo, language, fromName } = input;
  return {
    to,
    subject,
    text: signedText([body], agencyName),
    html: htmlMail({
      agencyName,
      bodyHtml: `<div style="white-space:pre-wrap">${escapeHtml(body)}</div>`,
      lang: language === "es" ? "es" : "en",
    }),
    ...(replyTo ? { replyTo } : {}),
    ...(fromName ? { fromName } : {}),
    logAs: "a reply to a contact message",
  };
}
