import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { twoFactor } from "better-auth/plugins/two-factor";

import { recordActivity } from "~/features/activity/activity.server";
import { requestOrigin } from "~/features/activity/request-origin.server";
import { agencyDefaults } from "~/features/settings/agency-defaults";
import { getConfig, type ServerConfig } from "~/platform/config/env.server";
import { getDatabaseHandle, type DatabaseHandle } from "~/platform/db/client.server";
import * as schema from "~/platform/db/schema";
import { CLIENT_IP_HEADER } from "~/platform/http/client-address.server";
import { describeError } from "~/platform/http/describe-error.server";
import { log } from "~/platform/log/log.server";

import { endpointAllowlist } from "./endpoint-allowlist.server";
import { INVALID_CREDENTIALS } from "./messages";
import { notifyNewDevice } from "./new-device.server";
import { passkeyActivity } from "./passkey-activity.server";
import { passwordGuards } from "./password-guards.server";
import { sendPasswordNotice } from "./password-notice.server";
import { sendPasswordResetMail } from "./password-reset.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-strength";
import { voidResetLinks } from "./reset-links.server";
import { loadAuthSecret } from "./secret.server";
import {
  absoluteSessionLifetime,
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  SESSION_IDLE_TIMEOUT_SECONDS,
} from "./session-lifetime.server";
import { isSignInPath, LOCKED_OUT_REASON, recordRefusedSignIn, signInActivity } from "./sign-in-activity.server";
import { SIGN_IN_FAILURE_WINDOW_SECONDS, signInThrottle } from "./sign-in-throttle.server";
import { totpReplayGuard } from "./totp-replay-guard.server";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "./totp.server";

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SESSION_ABSOLUTE_LIFETIME_SECONDS };
const BASE_PATH = "/api/auth";
const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
const PASSKEY_FRESH_SESSION_SECONDS = 24 * 60 * 60;

async function createAuth(handle: DatabaseHandle, config: ServerConfig = getConfig()) {
  const { publicUrl } = config;
  return betterAuth({
    // Fixed when the auth instance is made; nothing shown to people uses it yet. A TOTP issuer
    // must read the settings' name when its QR code is made, not this one.
    appName: agencyDefaults.agencyName,
    baseURL: publicUrl,
    basePath: BASE_PATH,
    secret: await loadAuthSecret(handle.db, config.authSecret),
    database: drizzleAdapter(handle.db, { provider: "pg", schema: { ...schema, rateLimit: schema.rateLimit } }),
    // The page's own origin is trusted, whatever host name it is reached by (localhost, 127.0.0.1, the public name).
    trustedOrigins: (request) => {
      const origins = [new URL(publicUrl).origin];
      if (request) origins.push(new URL(request.url).origin);
      return origins;
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // better-auth calls this for known addresses only; the mail goes out in the background.
      // A removed (banned) account gets none: it could not sign in with the new password.
      sendResetPassword: async ({ user, token }) => {
        if ((user as { banned?: boolean | null }).banned) return;
        sendPasswordResetMail({ email: user.email, token, lifetimeSeconds: RESET_LINK_LIFETIME_SECONDS });
      },
      // better-auth spends the link that was used; the account's other links die with it.
      onPasswordReset: async ({ user }, request) => {
        await voidResetLinks(handle.db, user.id);
        const origin = request ? requestOrigin(request) : null;
        await recordActivity(handle.db, {
          kind: "password-reset",
          actor: { id: user.id, name: user.name, email: user.email },
          detail: "With an emailed link; every session ended",
          origin,
        });
        sendPasswordNotice({ email: user.email, how: "reset", origin });
      },
    },
    session: {
      expiresIn: SESSION_IDLE_TIMEOUT_SECONDS,
      // Adding a passkey needs a session signed in within the last day (better-auth's
      // "fresh" session), so a browser left signed in for days cannot add one.
      freshAge: PASSKEY_FRESH_SESSION_SECONDS,
      // Each use more than an hour after the last refresh extends the idle deadline.
      updateAge: 60 * 60,
    },
    // Per client address and path. Wrong passwords are limited per address and email by
    // the sign-in throttle (hooks below); this is the flood guard around it.
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 60 },
        // Also keeps the rate_limit rows of the sign-in throttle from being pruned early:
        // better-auth deletes rows older than its longest configured window.
        "/request-password-reset": { window: SIGN_IN_FAILURE_WINDOW_SECONDS, max: 10 },
        "/reset-password": { window: 60, max: 10 },
      },
    },
    plugins: [
      // First: an over-age session is gone before any other hook or endpoint looks for it.
      absoluteSessionLifetime(handle.db),
      endpointAllowlist(BASE_PATH),
      twoFactor({
        issuer: agencyDefaults.agencyName,
        totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
        backupCodeOptions: { amount: 10, length: 10 },
        // Ten wrong codes in a row lock two-factor for 15 minutes (better-auth's own limit,
        // per account); the sign-in throttle below counts them per email and address too.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      // After the two-factor plugin: its `after` hooks must see that plugin's answer.
      signInThrottle(handle.db, {
        onLocked: ({ path, email, ip, userAgent }) => {
          if (isSignInPath(path))
            recordRefusedSignIn(handle.db, { email, reason: LOCKED_OUT_REASON, origin: { ipAddress: ip, userAgent } });
        },
      }),
      totpReplayGuard(handle.db),
      // Passkeys sign in on their own (the two-factor plugin asks for a code after a password
      // only): a passkey is both factors. rpID and rpName come from PUBLIC_URL and the agency.
      passkey({ rpName: agencyDefaults.agencyName }),
      passkeyActivity(handle.db),
      // Every staff member is an admin (no roles yet). A removed one is "banned": the plugin
      // refuses it a session however it signs in. Its HTTP endpoints are not on the allowlist:
      // staff are managed by /admin/staff, in transactions with their activity rows.
      admin({ defaultRole: "admin", adminRoles: ["admin"], bannedUserMessage: INVALID_CREDENTIALS }),
      signInActivity(handle.db, { afterSignIn: (signIn) => notifyNewDevice(handle.db, signIn) }),
      // Last: its `before` hook runs after the throttle's (a locked attempt is refused before
      // any hashing).
      passwordGuards(handle.db),
    ],
    advanced: {
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // better-auth logs the errors of its endpoints with their causes: a database error's SQL
    // and values must not reach the log (utils/describe-error.server.ts).
    logger: {
      log: (level, message, ...args) => {
        const details = args.map((arg) => (typeof arg === "string" ? arg : describeError(arg)));
        const line = [`auth: ${message}`, ...details].join(" ");
        if (level === "error") log.error(line);
        else if (level === "warn") log.warn(line);
        else log.info(line);
      },
    },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

// One auth instance per open database (tests switch databases; the server has one).
const instances = new WeakMap<DatabaseHandle, Promise<Auth>>();

export function getAuth(): Promise<Auth> {
  const handle = getDatabaseHandle();
  let auth = instances.get(handle);
  if (!auth) {
    auth = createAuth(handle);
    instances.set(handle, auth);
  }
  return auth;
}
