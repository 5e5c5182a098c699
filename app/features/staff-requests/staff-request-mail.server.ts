import type { ContactMessage } from "~/features/inbox/contact-messages.server";
import { englishServiceTitle } from "~/features/site/english-service-titles";
import { escapeHtml } from "~/platform/mail/escape-html";
import { htmlMail, mailFacts } from "~/platform/mail/html-mail";
import type { OutgoingMail } from "~/platform/mail/mailer.server";

import { durationLabel } from "./staff-request";
import { formatStartDate } from "./start-date";

/*
 * "Staff request: {company} - {workers} workers": tells staff a request is in the inbox.
 * Reply-To is the employer, so answering the mail answers them. Every field is in the mail,
 * as text only.
 */

function workersText(workers: number | null): string {
  return workers === 1 ? "1 worker" : `${workers ?? 0} workers`;
}

/** Every field of a request with its label, in the form's order; empty ones left out. */
function staffRequestFacts(request: ContactMessage): Array<[string, string]> {
  const facts: Array<[string, string]> = [
    ["Company", request.company],
    ["Contact", request.name],
    ["Email", request.email],
    ["Phone", request.phone],
    ["Positions Needed", request.positionsNeeded],
    ["Number of Workers", request.workers === null ? "" : String(request.workers)],
    ["Category", englishServiceTitle(request.category)],
    ["Start Date", request.startDate ? formatStartDate(request.startDate) : ""],
    ["Duration", durationLabel(request.duration)],
    ["Shift", request.shift],
    ["Work Location", request.workLocation],
    ["Pay Rate", request.payRate],
    ["Language", request.language === "es" ? "Spanish" : ""],
  ];
  return facts.filter(([, value]) => value !== "");
}

export function staffRequestNotificationMail(input: {
  to: string;
  request: ContactMessage;
  agencyName: string;
  publicUrl: string;
}): OutgoingMail {
  const { to, request, agencyName, publicUrl } = input;
  const inboxUrl = `${publicUrl}/admin/inbox/${request.id}`;
  const facts = staffRequestFacts(request);
  const subject = `Staff request: ${request.company} - ${workersText(request.workers)}`;
  const details = request.message ? ["", "Details:", request.message] : [];
  const text = [
    `An employer asked the ${agencyName} website for staff:`,
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...details,
    "",
    "Reply to this mail to answer them, or open the request in the inbox:",
    inboxUrl,
    "",
  ].join("\n");
  const html = htmlMail({
    agencyName,
    heading: "New staff request from the website",
    bodyHtml: [
      mailFacts(facts),
      request.message
        ? `<div style="white-space:pre-wrap;border-left:4px solid #f5b301;padding:8px 16px;background:#f8fafc">${escapeHtml(request.message)}</div>`
        : "",
      `<p style="margin-top:24px">Reply to this mail to answer them, or <a href="${escapeHtml(inboxUrl)}">open the request in the inbox</a>.</p>`,
    ]
      .filter(Boolean)
      .join("\n"),
  });
  return { to, subject, text, html, replyTo: request.email, logAs: `the staff notice of staff request ${request.id}` };
}
