import { createHmac } from "node:crypto";

/*
 * The TOTP arithmetic of RFC 6238 as better-auth's two-factor plugin does it (HMAC-SHA1 of
 * the secret's UTF-8 bytes, 6 digits, 30-second steps, one step either side accepted), so
 * that the replay guard can tell which time step a code belongs to.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** better-auth accepts the codes of the previous, current and next step. */
const WINDOW = 1;

export function timeStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of one counter (RFC 4226). */
export function hotp(secret: string | Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The time step whose code `code` is, within the accepted window; null when it is none of them. */
export function matchingTimeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = timeStep(now);
  let matched: number | null = null;
  // Every candidate is computed, so the time taken says nothing about which one matched.
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if (hotp(secret, step) === code && matched === null) matched = step;
  }
  return matched;
}

/** The base32 secret of an otpauth:// URI, for typing into an app by hand ("ABCD EFGH ..."). */
export function manualEntryKey(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}
