import type { BetterAuthPlugin } from "better-auth";

/**
 * The better-auth endpoints the product calls over HTTP (from its pages, through
 * callAuthEndpoint, or from the browser). Every other endpoint better-auth or a plugin
 * defines answers 404 under /api/auth, so a feature we do not use (sign-up, email change,
 * account deletion, an admin plugin route...) is no attack surface. Server-side calls
 * (auth.api.*) are not HTTP and are not affected.
 */
export const AUTH_ENDPOINT_ALLOWLIST: ReadonlySet<string> = new Set([
  "POST /sign-in/email",
  "POST /request-password-reset",
  "POST /reset-password",
  // My Account: 'Update Password' (current password required).
  "POST /change-password",
  // Two-factor: the sign-in's second step, and setting it up, renewing codes, turning it off on My Account.
  "POST /two-factor/verify-totp",
  "POST /two-factor/verify-backup-code",
  "POST /two-factor/enable",
  "POST /two-factor/generate-backup-codes",
  "POST /two-factor/disable",
  // Passkeys, from the browser (the WebAuthn ceremony runs there): adding one on My Account
  // and 'Sign in with a Passkey'. Removing one is a My Account action.
  "GET /passkey/generate-register-options",
  "POST /passkey/verify-registration",
  "GET /passkey/generate-authenticate-options",
  "POST /passkey/verify-authentication",
]);

/** The allowlist's key of a request to the auth handler, e.g. "POST /sign-in/email". */
export function endpointKey(request: Request, basePath: string): string {
  const pathname = new URL(request.url).pathname;
  const path = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
  // better-auth's router ignores trailing slashes: so does the allowlist.
  return `${request.method.toUpperCase()} ${path.replace(/\/+$/, "") || "/"}`;
}

export function endpointAllowlist(
  basePath: string,
  allowed: ReadonlySet<string> = AUTH_ENDPOINT_ALLOWLIST,
): BetterAuthPlugin {
  return {
    id: "endpoint-allowlist",
    async onRequest(request) {
      if (allowed.has(endpointKey(request, basePath))) return;
      return { response: new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } }) };
    },
  };
}
