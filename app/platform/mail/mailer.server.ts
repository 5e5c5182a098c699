import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import nodemailer, { type Transporter } from "nodemailer";

import { getConfig, type MailConfig } from "~/platform/config/env.server";
import { log } from "~/platform/log/log.server";

/*
 * Outgoing mail. With SMTP_URL every message goes to that SMTP server; without it each
 * message is written as an RFC 5322 file (.eml) in ${DATA_DIR}/outbox/ and its path
 * logged, so development and tests need no mail server and can open what was "sent".
 */

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name, when it is not MAIL_FROM's (the agency's name from the settings). */
  fromName?: string;
  /** Where replies go (a contact message's sender). */
  replyTo?: string;
  /**
   * How the log names the message instead of its subject and recipient, when those hold
   * someone's personal data (an applicant's address, a name in the subject).
   */
  logAs?: string;
}

/**
 * The message as log lines name it: its description, or "a message", never its subject nor its
 * address, as both can name a visitor (docs/deploying.md, Logs).
 */
export function mailLogName(mail: Pick<OutgoingMail, "logAs">): string {
  return mail.logAs ?? "a message";
}

/** The address part of MAIL_FROM ("Name <a@b>" or "a@b"). */
function senderAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** One line for the start-up log, without credentials. */
export function describeMailConfig(config: MailConfig): string {
  if (!config.smtpUrl) return `mail: no SMTP_URL, messages are written to ${config.outboxDir}`;
  const url = new URL(config.smtpUrl);
  return `mail: sending over SMTP at ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
}

// One SMTP transport (and its connection pool) per URL for the life of the process.
const smtpTransports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    smtpTransports.set(url, transport);
  }
  return transport;
}

// CRLF line ends, as RFC 5322 wants; the whole message as one Buffer.
const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

/** Sends one message. Resolves with the file written when there is no SMTP server. */
export async function sendMail(
  mail: OutgoingMail,
  config: MailConfig = getConfig().mail,
): Promise<{ outboxPath: string | null }> {
  const message = {
    from: mail.fromName ? { name: mail.fromName, address: senderAddress(config.from) } : config.from,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // A part with short ASCII lines travels unencoded (7bit); any other is base64 rather than
    // quoted-printable, whose "=3D" and soft line breaks mangle links for naive readers.
    textEncoding: "base64" as const,
  };
  if (config.smtpUrl) {
    await smtpTransport(config.smtpUrl).sendMail(message);
    return { outboxPath: null };
  }
  const info = await fileTransport.sendMail(message);
  await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
  // Names sort by time of writing; the random part keeps two messages of one millisecond apart.
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outboxPath = path.join(config.outboxDir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
  // The messages carry sign-in links: readable by the server's user only.
  await writeFile(outboxPath, info.message as Buffer, { mode: 0o600 });
  log.info(`mail: ${mailLogName(mail)} written to ${outboxPath}`);
  return { outboxPath };
}
