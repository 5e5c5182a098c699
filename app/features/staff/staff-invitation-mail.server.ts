import { htmlMail, mailButton, mailParagraph, signedText } from "~/platform/mail/html-mail";
import type { OutgoingMail } from "~/platform/mail/mailer.server";

/** The invitation's subject line. */
function staffInvitationSubject(agencyName: string): string {
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
  const text = signedText(
    [
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
    ],
    agencyName,
  );
  const html = htmlMail({
    agencyName,
    heading: "You are invited to the staff admin",
    bodyHtml: [
      mailParagraph(`Hello ${name},`),
      mailParagraph(
        `${invitedBy} invited you to the ${agencyName} staff admin, where staff manage the website's FAQs and news.`,
      ),
      mailButton(acceptUrl, "Choose your password"),
      mailParagraph(
        `The link works once and expires in ${lifetimeHours} hours. If you did not expect this invitation, ignore this message.`,
        "muted",
      ),
    ].join("\n"),
  });
  return { to, subject: staffInvitationSubject(agencyName), text, html };
}
