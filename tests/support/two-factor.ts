import { vi } from "vitest";

import { getAuth } from "~/features/staff/auth.server";

import { cookieFrom, postToAuth, signInCookie } from "./auth";
import { authenticatorCode } from "./totp";

/** Moves the clock on by one TOTP step (30 s), so that a new code is current. Needs vi.useFakeTimers({ toFake: ["Date"] }). */
export function nextTimeStep(): void {
  vi.setSystemTime(Date.now() + 30_000);
}

/**
 * Turns on two-factor sign-in for a signed-in account as My Account does; resolves with the
 * otpauth URI, the recovery codes and the cookie of the session that did it.
 */
export async function enableTwoFactor(
  email: string,
  password: string,
): Promise<{ uri: string; recoveryCodes: string[]; cookie: string }> {
  const cookie = await signInCookie(email, password);
  const enabled = await postToAuth("/two-factor/enable", { password }, { cookie });
  if (!enabled.ok) throw new Error(`enable answered ${enabled.status}`);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const confirmed = await postToAuth("/two-factor/verify-totp", { code: authenticatorCode(totpURI) }, { cookie });
  if (!confirmed.ok) throw new Error(`confirming answered ${confirmed.status}`);
  const sessionCookie = cookieFrom(confirmed) || cookie;
  const user = (await (await getAuth()).api.getSession({ headers: new Headers({ cookie: sessionCookie }) }))!.user;
  const { backupCodes } = await (await getAuth()).api.viewBackupCodes({ body: { userId: user.id } });
  return { uri: totpURI, recoveryCodes: backupCodes, cookie: sessionCookie };
}

/** The password step of a sign-in with two-factor on: the cookie of the sign-in waiting for its code. */
export async function passwordStep(email: string, password: string, ip?: string): Promise<string> {
  const response = await postToAuth("/sign-in/email", { email, password }, { ip });
  const body = (await response.json()) as { twoFactorRedirect?: boolean };
  if (response.status !== 200 || !body.twoFactorRedirect)
    throw new Error(`the password step answered ${response.status}`);
  return cookieFrom(response);
}
