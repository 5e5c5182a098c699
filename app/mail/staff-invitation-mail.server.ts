import type { OutgoingMail } from "./mailer.server";

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** The invitation's subject line. */
export function staffInvitationSubject(agencyName: string): string {
  return `You are invited to the ${agencyName} staff admin`;
}

/**
 * 'Invite Staff': the link to choose a password, valid once and for `lifetimeHours`. Plain
 * text and HTML with the same words; the link is on a line of its own in the text part.
 */
export function staffInvitationMail(input: {
  to: string;
  agencyName: string;
  name: string;
  invitedBy: string;
  acceptUrl: string;
  lifetimeHours: number;
}): OutgoingMail {
  const { to, agencyName, name, invitedBy, acceptUrl, lifetimeHours } = input;
  const text = [
    `Hello ${name},`,
    "",
    `${invitedBy} invited you to the ${agencyName} staff admin, where staff`,
    "manage the website's FAQs and news.",
    "",
    "To accept, choose your password here:",
    "",
    acceptUrl,
    "",
    `The link works once and expires in ${lifetimeHours} hours. If you did not`,
    "expect this invitation, ignore this message.",
    "",
    `-- ${agencyName}`,
    "",
  ].join("\n");
  const link = escapeHtml(acceptUrl);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,sans-serif;color:#1e293b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b3a66">${escapeHtml(agencyName)}</p>
<h1 style="margin:0 0 16px;font-size:22px">You are invited to the staff admin</h1>
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(invitedBy)} invited you to the ${escapeHtml(agencyName)} staff admin, where staff
manage the website's FAQs and news.</p>
<p style="margin:28px 0">
<a href="${link}"
 style="background:#0f4675;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Choose your password</a>
</p>
<p>Or copy this link into your browser:<br>
<span style="word-break:break-all">${link}</span></p>
<p style="color:#475569">The link works once and expires in ${lifetimeHours} hours. If you did
not expect this invitation, ignore this message.</p>
</div>
</body>
</html>
`;
  return { to, subject: staffInvitationSubject(agencyName), text, html };
}
