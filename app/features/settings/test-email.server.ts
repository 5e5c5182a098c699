import { htmlMail, mailParagraph, signedText } from "~/platform/mail/html-mail";
import type { OutgoingMail } from "~/platform/mail/mailer.server";

/** 'Send Test Email': proves that mail from the site reaches the notification address. */
export function testEmail({ to, agencyName }: { to: string; agencyName: string }): OutgoingMail {
  const subject = `Test message from the ${agencyName} website`;
  const text = signedText(
    [
      "Hello,",
      "",
      "This is a test message sent from Settings in the staff admin.",
      "Notifications of new contact messages will reach this address",
      "in the same way.",
    ],
    agencyName,
  );
  const html = htmlMail({
    agencyName,
    bodyHtml: [
      mailParagraph("This is a test message sent from Settings in the staff admin."),
      mailParagraph("Notifications of new contact messages will reach this address in the same way."),
    ].join("\n"),
  });
  return { to, subject, text, html };
}
