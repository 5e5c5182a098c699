import { callAuthEndpoint, setCookieHeaders } from "./auth-endpoint.server";
import { getAuth } from "./auth.server";
import { TOO_MANY_SIGN_IN_ATTEMPTS } from "./messages";

/*
 * The second step of a sign-in with two-factor on: after the right password, better-auth
 * answers { twoFactorRedirect: true } and sets a short-lived cookie for the sign-in waiting
 * for its code (10 minutes); a code from the authenticator app, or a recovery code, then
 * makes the session.
 */

export type SecondStepMethod = "app" | "recovery";

const INVALID_AUTHENTICATION_CODE = "Invalid authentication code. Enter the current code from your app.";
const INVALID_RECOVERY_CODE = "Invalid recovery code.";
const SIGN_IN_EXPIRED = "Your sign-in has expired. Please sign in again.";

async function pendingCookieName(): Promise<string> {
  return (await (await getAuth()).$context).createAuthCookie("two_factor").name;
}

/** True when this browser has a sign-in waiting for its code (its cookie may still turn out stale). */
export async function hasPendingSignIn(request: Request): Promise<boolean> {
  const name = await pendingCookieName();
  const cookies = request.headers.get("cookie") ?? "";
  return cookies.split(";").some((part) => part.trim().startsWith(`${name}=`) && part.trim().length > name.length + 1);
}

/** Set-Cookie that drops the waiting sign-in, so the login page starts again at the password. */
export async function forgetPendingSignIn(): Promise<string> {
  const name = await pendingCookieName();
  const secure = name.startsWith("__Secure-") ? "; Secure" : "";
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}

/** The password step answered that a code is needed. */
export async function needsSecondStep(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { twoFactorRedirect?: boolean } | null;
  return body?.twoFactorRedirect === true;
}

export type SecondStepOutcome =
  { ok: true; headers: Headers } | { ok: false; status: number; message: string; expired: boolean };

export async function completeSecondStep(
  request: Request,
  method: SecondStepMethod,
  code: string,
): Promise<SecondStepOutcome> {
  const path = method === "app" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const response = await callAuthEndpoint(request, path, { code: code.replace(/\s+/g, "") });
  if (response.ok) return { ok: true, headers: setCookieHeaders(response) };
  if (response.status === 429) return { ok: false, status: 429, message: TOO_MANY_SIGN_IN_ATTEMPTS, expired: false };
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  if (body?.code === "INVALID_CODE" || body?.code === "INVALID_BACKUP_CODE") {
    return {
      ok: false,
      status: 401,
      message: method === "app" ? INVALID_AUTHENTICATION_CODE : INVALID_RECOVERY_CODE,
      expired: false,
    };
  }
  // No waiting sign-in (expired, spent by too many wrong codes, or never there): start again.
  return { ok: false, status: 401, message: SIGN_IN_EXPIRED, expired: true };
}
