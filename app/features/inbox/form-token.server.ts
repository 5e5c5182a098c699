import { createHmac, timingSafeEqual } from "node:crypto";

import { getDb, type Database } from "~/platform/db/client.server";
import { generatedSecret } from "~/platform/db/generated-secrets.server";
import { DAY_MS } from "~/platform/format/time-units";

/*
 * The minimum fill time. When the contact form becomes usable in the visitor's browser it
 * asks for a token: the time, signed by the server. The message carries it back; one sent
 * sooner than MIN_FILL_MS after that time is judged spam. The time is the browser's moment
 * of use, never the render of a page that may have sat in the page cache for minutes.
 * Without JavaScript there is no token, and only the other checks apply: the form must work
 * without JavaScript too.
 */

export const MIN_FILL_MS = 3_000;
/** An older token is not accepted (a form left open a day, or a token kept by a script). */
export const MAX_TOKEN_AGE_MS = DAY_MS;

async function readSecret(db: Database): Promise<Buffer> {
  return Buffer.from(await generatedSecret(db, "contact_form_token_secret"), "base64url");
}

const secrets = new WeakMap<Database, Promise<Buffer>>();

/** A key of its own in app_settings, shared by every instance; made on first use, then kept in memory. */
export function formTokenSecret(db: Database = getDb()): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

function signature(secret: Buffer, issuedAt: number): string {
  return createHmac("sha256", secret).update(`contact-form|${issuedAt}`).digest("base64url");
}

export function issueFormToken(secret: Buffer, now = Date.now()): string {
  return `${now}.${signature(secret, now)}`;
}

export type FormTokenCheck = "ok" | "too-fast" | "invalid";

export function checkFormToken(secret: Buffer, token: string, now = Date.now()): FormTokenCheck {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "invalid";
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signature(secret, issuedAt));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  const age = now - issuedAt;
  if (age < 0 || age > MAX_TOKEN_AGE_MS) return "invalid";
  return age < MIN_FILL_MS ? "too-fast" : "ok";
}
