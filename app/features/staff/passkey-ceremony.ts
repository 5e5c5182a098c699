/*
 * The browser's half of passkeys: better-auth's passkey endpoints make the challenge and
 * check the answer; the WebAuthn ceremony in between (the browser asking the device for its
 * key) can only run here. @simplewebauthn/browser is loaded when a button is pressed, so
 * pages that never use a passkey never download it.
 */

export type PasskeyOutcome = { ok: true } | { ok: false; message: string };

const AUTH = "/api/auth";

/** True when this browser can make and use passkeys at all. */
export function browserHasPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

async function authFetch(path: string, init?: { body: unknown }): Promise<{ ok: boolean; body: unknown }> {
  const response = await fetch(`${AUTH}${path}`, {
    method: init ? "POST" : "GET",
    credentials: "same-origin",
    headers: init ? { "Content-Type": "application/json" } : undefined,
    body: init ? JSON.stringify(init.body) : undefined,
  });
  const body: unknown = await response.json().catch(() => null);
  return { ok: response.ok, body };
}

function errorCode(body: unknown): string | null {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : null;
}

/** What went wrong in the browser: the person cancelled, the device already has a key... */
function ceremonyMessage(error: unknown, adding: boolean): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return "This device already holds a passkey for your account.";
  }
  return adding
    ? "No passkey was added: the request was cancelled or timed out."
    : "No passkey was used: the request was cancelled or timed out.";
}

/** 'Add a Passkey' on My Account: registers a passkey of this device under `name`. */
export async function addPasskey(name: string): Promise<PasskeyOutcome> {
  // No name here: better-auth would make it the account name the device shows; the email is.
  const options = await authFetch("/passkey/generate-register-options");
  if (!options.ok) {
    return {
      ok: false,
      message:
        errorCode(options.body) === "SESSION_NOT_FRESH"
          ? "For your security, passkeys are added within a day of signing in: sign out, sign in again, then add it."
          : "The passkey could not be added. Please reload the page and try again.",
    };
  }
  const { startRegistration } = await import("@simplewebauthn/browser");
  let registration;
  try {
    registration = await startRegistration({ optionsJSON: options.body as never });
  } catch (error) {
    return { ok: false, message: ceremonyMessage(error, true) };
  }
  const { clientExtensionResults: _extensions, ...response } = registration;
  const verified = await authFetch("/passkey/verify-registration", { body: { response, name } });
  if (verified.ok) return { ok: true };
  const message = (verified.body as { message?: unknown } | null)?.message;
  return errorCode(verified.body) === "INVALID_PASSKEY_NAME" && typeof message === "string"
    ? { ok: false, message }
    : { ok: false, message: "The passkey could not be added. Please reload the page and try again." };
}

/** 'Sign in with a Passkey' on the login page; on success the session cookie is set. */
export async function signInWithPasskey(): Promise<PasskeyOutcome> {
  const options = await authFetch("/passkey/generate-authenticate-options");
  if (!options.ok) return { ok: false, message: "Passkey sign-in is not available right now. Please try again." };
  const { startAuthentication } = await import("@simplewebauthn/browser");
  let authentication;
  try {
    authentication = await startAuthentication({ optionsJSON: options.body as never });
  } catch (error) {
    return { ok: false, message: ceremonyMessage(error, false) };
  }
  const { clientExtensionResults: _extensions, ...response } = authentication;
  const verified = await authFetch("/passkey/verify-authentication", { body: { response } });
  if (verified.ok) return { ok: true };
  // One answer for an unknown passkey, a removed account or a failed check: nothing to tell apart.
  return { ok: false, message: "That passkey did not sign you in. Use another one, or your email and password." };
}
