import { escapeHtml } from "~/mail/escape-html";
import type { OutgoingMail } from "~/mail/mailer.server";

/** 'Send Test Email': proves that mail from the site reaches the notification address. */
export function testEmail({ to, agencyName }: { to: string; agencyName: string }): OutgoingMail {
  const subject = `Test message from the ${agencyName} website`;
  const text = [
    "Hello,",
    "",
    "This is a test message sent from Settings in the staff admin.",
    "Notifications of new contact messages will reach this address",
    "in the same way.",
    "",
    `-- ${agencyName}`,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,sans-serif;color:#1e293b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b3a66">${escapeHtml(agencyName)}</p>
<p>This is a test message sent from Settings in the staff admin.</p>
<p>Notifications of new contact messages will reach this address in the same way.</p>
</div>
</body>
</html>
`;
  return { to, subject, text, html };
}
