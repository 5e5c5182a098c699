import { escapeHtml } from "~/platform/mail/escape-html";
import { htmlMail, mailButton, mailParagraph, signedText } from "~/platform/mail/html-mail";
import type { OutgoingMail } from "~/platform/mail/mailer.server";

/**
 * The password-reset message: a plain-text part and an HTML part with the same words.
 * Text lines stay under 76 characters, so that (short links aside) the text part travels
 * unencoded and the link can be read as it is in the .eml file.
 */
export function passwordResetMail(input: {
  to: string;
  resetUrl: string;
  lifetimeMinutes: number;
  agencyName: string;
}): OutgoingMail {
  const { to, resetUrl, agencyName } = input;
  const lifetime =
    input.lifetimeMinutes % 60 === 0
      ? `${input.lifetimeMinutes / 60} hour${input.lifetimeMinutes === 60 ? "" : "s"}`
      : `${input.lifetimeMinutes} minutes`;
  const subject = `Reset your ${agencyName} password`;
  const text = signedText(
    [
      "Hello,",
      "",
      `Someone asked to reset the password of the ${agencyName} staff account`,
      `${to}.`,
      "",
      "To choose a new password, open this link:",
      "",
      resetUrl,
      "",
      `The link works once and expires in ${lifetime}. If you did not ask for`,
      "this, ignore this message: your password stays as it is.",
    ],
    agencyName,
  );
  const html = htmlMail({
    agencyName,
    heading: "Reset your password",
    bodyHtml: [
      `<p>Someone asked to reset the password of the ${escapeHtml(agencyName)} staff account
<strong>${escapeHtml(to)}</strong>.</p>`,
      mailButton(resetUrl, "Choose a new password"),
      mailParagraph(
        `The link works once and expires in ${lifetime}. If you did not ask for this, ignore this message: your password stays as it is.`,
        "muted",
      ),
    ].join("\n"),
  });
  return { to, subject, text, html };
}
