import { escapeHtml } from "~/mail/escape-html";

import type { OutgoingMail } from "./mailer.server";

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
  const text = [
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
    "",
    `-- ${agencyName}`,
    "",
  ].join("\n");
  const link = escapeHtml(resetUrl);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,sans-serif;color:#1e293b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b3a66">${escapeHtml(agencyName)}</p>
<h1 style="margin:0 0 16px;font-size:22px">Reset your password</h1>
<p>Someone asked to reset the password of the ${escapeHtml(agencyName)} staff account
<strong>${escapeHtml(to)}</strong>.</p>
<p style="margin:28px 0">
<a href="${link}"
 style="background:#0f4675;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Choose a new password</a>
</p>
<p>Or copy this link into your browser:<br>
<span style="word-break:break-all">${link}</span></p>
<p style="color:#475569">The link works once and expires in ${lifetime}. If you did not ask
for this, ignore this message: your password stays as it is.</p>
</div>
</body>
</html>
`;
  return { to, subject, text, html };
}
