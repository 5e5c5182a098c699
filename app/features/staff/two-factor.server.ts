import { recordActivity, type ActivityActor } from "~/features/activity/activity.server";
import { type ActivityKind } from "~/features/activity/kinds";
import { requestOrigin } from "~/features/activity/request-origin.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";

import { callAuthEndpoint, setCookieHeaders } from "./auth-endpoint.server";
import { getAuth } from "./auth.server";
import { TOO_MANY_SIGN_IN_ATTEMPTS } from "./messages";

/*
 * Two-factor sign-in on My Account, through better-auth's two-factor plugin: set up (password,
 * then a code from the app), new recovery codes (password), turning it off (password and a
 * current code). Each call goes through better-auth's HTTP handler, so its rate limits and
 * the sign-in throttle count every wrong password and code.
 */

const WRONG_PASSWORD = "The password is not correct.";
const WRONG_CODE = "That code is not correct, or was already used. Enter the current code from your app.";

export type TwoFactorFailure = { ok: false; status: number; field: "password" | "code" | null; message: string };

async function failureOf(response: Response): Promise<TwoFactorFailure> {
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  if (response.status === 429) return { ok: false, status: 429, field: null, message: TOO_MANY_SIGN_IN_ATTEMPTS };
  switch (body?.code) {
    case "INVALID_PASSWORD":
      return { ok: false, status: 400, field: "password", message: WRONG_PASSWORD };
    case "INVALID_CODE":
      return { ok: false, status: 400, field: "code", message: WRONG_CODE };
    default:
      return {
        ok: false,
        status: response.status >= 400 && response.status < 500 ? response.status : 500,
        field: null,
        message: "That did not work. Please try again.",
      };
  }
}

async function record(request: Request, actor: ActivityActor, kind: ActivityKind, detail?: string) {
  await recordActivity(getDb(), { kind, actor, detail, origin: requestOrigin(request) });
}

/** Step 1: checks the password and makes a new (unconfirmed) secret. The QR code shows `totpUri`. */
export async function startTwoFactorSetUp(
  request: Request,
  password: string,
): Promise<{ ok: true; totpUri: string } | TwoFactorFailure> {
  // The issuer is what the app shows beside the code: read when the QR code is made.
  const response = await callAuthEndpoint(request, "/two-factor/enable", {
    password,
    issuer: (await getSiteSettings()).agencyName,
  });
  if (!response.ok) return failureOf(response);
  const { totpURI } = (await response.json()) as { totpURI: string };
  return { ok: true, totpUri: totpURI };
}

/**
 * Step 2: a code from the app confirms the secret and turns two-factor on. Resolves with the
 * 10 recovery codes, to show once, and the cookies of the renewed session.
 */
export async function confirmTwoFactorSetUp(
  request: Request,
  actor: ActivityActor & { id: string },
  code: string,
): Promise<{ ok: true; recoveryCodes: string[]; headers: Headers } | TwoFactorFailure> {
  const response = await callAuthEndpoint(request, "/two-factor/verify-totp", { code });
  if (!response.ok) return failureOf(response);
  const auth = await getAuth();
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: actor.id } });
  await record(request, actor, "two-factor-enabled", "Authenticator app");
  return { ok: true, recoveryCodes: backupCodes, headers: setCookieHeaders(response) };
}

/** New recovery codes (the old ones stop working); the password is asked again. */
export async function regenerateRecoveryCodes(
  request: Request,
  actor: ActivityActor,
  password: string,
): Promise<{ ok: true; recoveryCodes: string[] } | TwoFactorFailure> {
  const response = await callAuthEndpoint(request, "/two-factor/generate-backup-codes", { password });
  if (!response.ok) return failureOf(response);
  const { backupCodes } = (await response.json()) as { backupCodes: string[] };
  await record(request, actor, "recovery-codes-regenerated");
  return { ok: true, recoveryCodes: backupCodes };
}

/** Turns the authenticator app off: the password and a current code (the replay guard asks for it). */
export async function turnOffTwoFactor(
  request: Request,
  actor: ActivityActor,
  input: { password: string; code: string },
): Promise<{ ok: true; headers: Headers } | TwoFactorFailure> {
  const response = await callAuthEndpoint(request, "/two-factor/disable", {
    password: input.password,
    code: input.code,
  });
  if (!response.ok) return failureOf(response);
  await record(request, actor, "two-factor-disabled", "Authenticator app");
  return { ok: true, headers: setCookieHeaders(response) };
}
