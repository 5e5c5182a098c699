import type { PublicAgency } from "~/features/settings/public-agency";
import { escapeHtml } from "~/platform/mail/escape-html";
import { htmlMail, mailFacts, mailParagraph, signedText } from "~/platform/mail/html-mail";
import type { OutgoingMail } from "~/platform/mail/mailer.server";

import { withoutControlCharacters } from "./plain-text";

/*
 * The two mails an application causes. The applicant's carries only our fixed text, the job's
 * title and their first name (at most 40 characters): never what they wrote, so the form
 * cannot be used to send anyone a message (DECISIONS, Applications). It follows the language
 * of the page they used. Staff get a short notice with a link to the application and no
 * attachment: the resume stays behind the staff sign-in.
 */

/** The longest first name a confirmation mail carries. */
const MAX_MAIL_FIRST_NAME = 40;

/** One line of plain text, at most 40 characters. */
function mailFirstName(firstName: string): string {
  return withoutControlCharacters(firstName).replace(/[<>]/g, "").trim().slice(0, MAX_MAIL_FIRST_NAME).trim();
}

type PublicPhone = PublicAgency["phones"][number];

function phoneList(phones: readonly PublicPhone[], or: string): string {
  const spoken = phones.map((phone) => `${phone.display} (${phone.label})`);
  if (spoken.length <= 1) return spoken.join("");
  return `${spoken.slice(0, -1).join(", ")} ${or} ${spoken.at(-1)}`;
}

interface ConfirmationInput {
  to: string;
  applicationId: string;
  firstName: string;
  /** The job's title; empty for a general application. */
  jobTitle: string;
  language: "en" | "es";
  agencyName: string;
  phones: readonly PublicPhone[];
}

const confirmationWords = {
  en: {
    subject: "We received your application",
    hello: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    thanks: (job: string, agency: string) =>
      job
        ? `Thank you for applying for ${job} with ${agency}. We received your application.`
        : `Thank you for applying with ${agency}. We received your application.`,
    next: "What happens next: our recruiters review every application. If your experience fits this job or another opening, we will call or email you.",
    call: (phones: string) => `Questions? Call us at ${phones}.`,
    or: "or",
    ignore: "If you did not apply, you can ignore this email.",
  },
  es: {
    subject: "Recibimos su solicitud",
    hello: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
    thanks: (job: string, agency: string) =>
      job
        ? `Gracias por presentar su solicitud para ${job} con ${agency}. Recibimos su solicitud.`
        : `Gracias por presentar su solicitud con ${agency}. Recibimos su solicitud.`,
    next: "Lo que sigue: nuestros reclutadores revisan cada solicitud. Si su experiencia corresponde a este empleo o a otra vacante, lo llamaremos o le escribiremos.",
    call: (phones: string) => `¿Tiene preguntas? Llámenos al ${phones}.`,
    or: "o",
    ignore: "Si usted no presentó esta solicitud, puede ignorar este correo.",
  },
} as const;

/** 'We received your application' (or 'Recibimos su solicitud'), to the applicant. */
export function applicantConfirmationMail(input: ConfirmationInput): OutgoingMail {
  const words = confirmationWords[input.language];
  const firstName = mailFirstName(input.firstName);
  const phones = phoneList(input.phones, words.or);
  const paragraphs = [
    words.hello(firstName),
    words.thanks(input.jobTitle, input.agencyName),
    words.next,
    ...(phones ? [words.call(phones)] : []),
    words.ignore,
  ];
  return {
    to: input.to,
    subject: words.subject,
    text: signedText(paragraphs.flatMap((paragraph) => [paragraph, ""]).slice(0, -1), input.agencyName),
    html: htmlMail({
      agencyName: input.agencyName,
      heading: words.subject,
      lang: input.language,
      bodyHtml: paragraphs
        .map((paragraph, index) => mailParagraph(paragraph, index === paragraphs.length - 1 ? "muted" : "normal"))
        .join("\n"),
    }),
    logAs: `the confirmation of application ${input.applicationId}`,
  };
}

interface StaffNoticeInput {
  to: string;
  applicationId: string;
  applicantName: string;
  /** The job's title, or 'General application'. */
  jobLabel: string;
  meetsScreening: boolean;
  receivedAfterClosing: boolean;
  hasResume: boolean;
  agencyName: string;
  publicUrl: string;
}

/** 'New application: {job} - {name}', to the Applications Email (else the notification address). */
export function staffApplicationMail(input: StaffNoticeInput): OutgoingMail {
  const url = `${input.publicUrl}/admin/applications/${input.applicationId}`;
  const facts: Array<[string, string]> = [
    ["Job", input.jobLabel],
    ["Name", input.applicantName],
    ["Resume", input.hasResume ? "Attached to the application (open it in the admin)" : "None"],
  ];
  if (!input.meetsScreening) facts.push(["Screening", "Does not meet"]);
  if (input.receivedAfterClosing) facts.push(["Note", "Received after closing"]);
  const subject = `New application: ${input.jobLabel} - ${input.applicantName}`;
  return {
    to: input.to,
    subject,
    text: [
      `A new application came in through the ${input.agencyName} website.`,
      "",
      ...facts.map(([label, value]) => `${label}: ${value}`),
      "",
      "Open it in the admin:",
      url,
      "",
    ].join("\n"),
    html: htmlMail({
      agencyName: input.agencyName,
      heading: "New application",
      bodyHtml: [
        mailFacts(facts),
        `<p style="margin-top:24px"><a href="${escapeHtml(url)}">Open the application in the admin</a></p>`,
      ].join("\n"),
    }),
    logAs: `the staff notice of application ${input.applicationId}`,
  };
}
