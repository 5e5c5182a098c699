import { hotp, timeStep, TOTP_PERIOD_SECONDS } from "~/features/staff/totp.server";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** Decodes RFC 4648 base32 (what authenticator apps read from the QR code). */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** What an authenticator app shows for this otpauth:// URI (or base32 secret), `stepOffset` steps from now. */
export function authenticatorCode(uriOrSecret: string, stepOffset = 0): string {
  const secret = uriOrSecret.startsWith("otpauth:") ? new URL(uriOrSecret).searchParams.get("secret")! : uriOrSecret;
  return hotp(base32Decode(secret), timeStep() + stepOffset);
}

/**
 * A code for a sign-in after the code of step `lastUsed` was accepted: the current one if
 * time has moved on, else the next step's (still accepted, and not yet used).
 */
export function unusedCode(uriOrSecret: string, lastUsed: number | null): { code: string; step: number } {
  const now = timeStep();
  const step = lastUsed === null || now > lastUsed ? now : lastUsed + 1;
  return { code: authenticatorCode(uriOrSecret, step - now), step };
}

/**
 * `unusedCode`, after waiting (at most a step) when the next unused step would be two ahead
 * of the clock, past the one step ahead that is accepted: two sign-ins within one step.
 */
export async function acceptedUnusedCode(
  uriOrSecret: string,
  lastUsed: number | null,
): Promise<{ code: string; step: number }> {
  while (lastUsed !== null && lastUsed + 1 > timeStep() + 1) {
    const nextStepAt = (timeStep() + 1) * TOTP_PERIOD_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, nextStepAt - Date.now() + 50));
  }
  return unusedCode(uriOrSecret, lastUsed);
}
