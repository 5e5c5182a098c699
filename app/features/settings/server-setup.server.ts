import { getConfig } from "~/platform/config/env.server";

/** What the server's configuration decides for staff to see (docs/configuration.md), never a password. */
export interface ServerSetup {
  /** The host (and port) of SMTP_URL, or null: mail goes to the outbox. */
  mailServer: string | null;
  /** PUBLIC_URL, or its default. */
  publicUrl: string;
}

export function serverSetup(): ServerSetup {
  const { mail, publicUrl } = getConfig();
  return { mailServer: mail.smtpUrl ? new URL(mail.smtpUrl).host : null, publicUrl };
}
