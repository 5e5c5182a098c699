import { formatDateTime } from "~/platform/format/format-date-time";
import { htmlMail, mailFacts, mailParagraph, signedText } from "~/platform/mail/html-mail";
import type { OutgoingMail } from "~/platform/mail/mailer.server";

/*
 * Notices about a staff account's security: a sign-in from a new device, a password change
 * or reset. Each says what happened, when, from which device and address, and what to do if
 * it was not them. Plain text and HTML with the same words.
 */

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

interface Where {
  at: Date;
  device: string;
  ipAddress: string | null;
}

function notice(input: {
  to: string;
  agencyName: string;
  subject: string;
  heading: string;
  intro: string;
  where: Where;
  advice: string[];
  links: Array<{ label: string; url: string }>;
}): OutgoingMail {
  const when = formatDateTime(input.where.at) ?? input.where.at.toISOString();
  const facts = [
    ["Time", when],
    ["Device", input.where.device],
    ["IP address", input.where.ipAddress ?? "unknown"],
  ] as const;
  const text = signedText(
    [
      "Hello,",
      "",
      input.intro,
      "",
      ...facts.map(([label, value]) => `${label}: ${value}`),
      "",
      ...input.advice,
      ...input.links.flatMap((link) => ["", `${link.label}:`, link.url]),
    ],
    input.agencyName,
  );
  const html = htmlMail({
    agencyName: input.agencyName,
    heading: input.heading,
    bodyHtml: [
      mailParagraph(input.intro),
      mailFacts(facts),
      ...input.advice.map((line) => mailParagraph(line)),
      ...input.links.map(
        (link) =>
          `<p><a href="${escapeHtml(link.url)}" style="color:#0f4675;font-weight:bold">${escapeHtml(link.label)}</a></p>`,
      ),
    ].join("\n"),
  });
  return { to: input.to, subject: input.subject, text, html };
}

export const NEW_SIGN_IN_SUBJECT = "New sign-in to your staff account";

/** A sign-in from a device (browser and network) the account has not used for 90 days. */
export function newSignInMail(input: {
  to: string;
  agencyName: string;
  where: Where;
  publicUrl: string;
}): OutgoingMail {
  return notice({
    to: input.to,
    agencyName: input.agencyName,
    subject: NEW_SIGN_IN_SUBJECT,
    heading: "New sign-in to your staff account",
    intro: `Your ${input.agencyName} staff account ${input.to} was signed in to from a device it has not used recently.`,
    where: input.where,
    advice: [
      "If this was you, there is nothing to do.",
      "If it was not you, someone knows your password: change it now on My Account (or reset it from the login page), sign out all other sessions there, and turn on two-factor sign-in.",
    ],
    links: [
      { label: "My Account", url: `${input.publicUrl}/admin/account` },
      { label: "Reset your password", url: `${input.publicUrl}/admin/reset-password` },
    ],
  });
}

const PASSWORD_CHANGED_SUBJECT = "Your staff account password was changed";

/** After a password change (My Account, the command line) or a reset by emailed link. */
export function passwordChangedMail(input: {
  to: string;
  agencyName: string;
  how: "changed" | "reset";
  where: Where;
  publicUrl: string;
}): OutgoingMail {
  const how = input.how === "reset" ? "was reset with an emailed link" : "was changed";
  return notice({
    to: input.to,
    agencyName: input.agencyName,
    subject: PASSWORD_CHANGED_SUBJECT,
    heading: "Your password was changed",
    intro: `The password of your ${input.agencyName} staff account ${input.to} ${how}. Your other sessions were signed out.`,
    where: input.where,
    advice: [
      "If this was you, there is nothing to do.",
      "If it was not you, reset your password now from the login page, and tell the other staff.",
    ],
    links: [{ label: "Reset your password", url: `${input.publicUrl}/admin/reset-password` }],
  });
}
