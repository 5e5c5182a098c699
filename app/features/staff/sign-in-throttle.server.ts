import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getIP, isAPIError } from "better-auth/api";

import type { Database } from "~/platform/db/client.server";
import {
  clearRateLimit,
  emailKeyPart,
  hitRateLimit,
  rateLimitRetryAfterMs,
  type RateLimit,
} from "~/platform/rate-limit/rate-limit.server";

import { TOO_MANY_SIGN_IN_ATTEMPTS } from "./messages";

/*
 * Brute-force protection for everything that checks a password or a sign-in code, on top
 * of better-auth's per-IP request limits: after SIGN_IN_FAILURE_LIMIT wrong passwords or
 * codes for one email from one client address, further attempts for that email from that
 * address are refused with 429 until the window has passed, whatever is typed. Sign-in,
 * 'Update Password', turning two-factor on or off and the sign-in codes all count in the
 * same counter: a password cannot be guessed through another endpoint than sign-in.
 * A completed sign-in clears the count (staff who sign in often are never locked out); a
 * right password that still waits for its code does not, or each sign-in would buy more
 * code guesses. An unknown email is counted exactly like a known one (the 429 tells nothing
 * about accounts). Counters live in the rate_limit table, shared by every app instance
 * (app/platform/rate-limit/rate-limit.server.ts).
 */

export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;

/** Keys `sign-in-failures|<client address>|<hashed email>`: a lock is per address and email. */
const SIGN_IN_FAILURES: RateLimit = {
  bucket: "sign-in-failures",
  max: SIGN_IN_FAILURE_LIMIT,
  windowMs: SIGN_IN_FAILURE_WINDOW_SECONDS * 1000,
};

/**
 * The endpoints that check a password or a code, and whose email the attempt counts for:
 * the one typed (sign-in), the signed-in account's, or that of the sign-in waiting for its
 * second step (better-auth's two-factor cookie).
 */
const CHECKED_ENDPOINTS: Readonly<Record<string, "typed" | "account">> = {
  "/sign-in/email": "typed",
  "/change-password": "account",
  "/verify-password": "account",
  "/two-factor/enable": "account",
  "/two-factor/disable": "account",
  "/two-factor/get-totp-uri": "account",
  "/two-factor/generate-backup-codes": "account",
  "/two-factor/verify-totp": "account",
  "/two-factor/verify-backup-code": "account",
};

// better-auth's error codes for a wrong password or code.
const WRONG_SECRET_CODES = new Set([
  "INVALID_EMAIL_OR_PASSWORD",
  "INVALID_PASSWORD",
  "INVALID_CODE",
  "INVALID_BACKUP_CODE",
]);

function failureKey(ip: string, email: string): string {
  return `${ip}|${emailKeyPart(email)}`;
}

/** Seconds until the lock on this key ends, or 0 when it is not locked. */
async function secondsLocked(db: Database, key: string): Promise<number> {
  return Math.ceil((await rateLimitRetryAfterMs(db, SIGN_IN_FAILURES, key)) / 1000);
}

async function recordFailure(db: Database, key: string): Promise<void> {
  await hitRateLimit(db, SIGN_IN_FAILURES, key);
}

async function clearFailures(db: Database, key: string): Promise<void> {
  await clearRateLimit(db, SIGN_IN_FAILURES, key);
}

export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** better-auth's cookie of a sign-in whose password was right and that waits for its code. */
const TWO_FACTOR_COOKIE = "two_factor";

/** The email of the signed-in account, or of the sign-in waiting for its second step. */
async function accountEmail(ctx: HookContext): Promise<string | null> {
  const { context } = ctx;
  const sessionToken = await ctx.getSignedCookie(context.authCookies.sessionToken.name, context.secret);
  if (sessionToken) {
    const found = await context.internalAdapter.findSession(sessionToken);
    if (found) return found.user.email;
  }
  const pending = await ctx.getSignedCookie(context.createAuthCookie(TWO_FACTOR_COOKIE).name, context.secret);
  if (!pending) return null;
  const challenge = await context.internalAdapter.findVerificationValue(pending);
  const user = challenge ? await context.internalAdapter.findUserById(challenge.value) : null;
  return user?.email ?? null;
}

interface Attempt {
  key: string;
  email: string;
  ip: string;
}

// The attempt as the `before` hook saw it: by the `after` hook, a completed sign-in has
// spent the two-factor challenge that says whose it was.
const attempts = new WeakMap<Request, Attempt | null>();

/** The attempt and its counter; null for server-side calls (auth.api), which are trusted. */
async function attemptOf(ctx: HookContext): Promise<Attempt | null> {
  if (ctx.request && attempts.has(ctx.request)) return attempts.get(ctx.request)!;
  const attempt = await readAttempt(ctx);
  if (ctx.request) attempts.set(ctx.request, attempt);
  return attempt;
}

async function readAttempt(ctx: HookContext): Promise<Attempt | null> {
  const source = ctx.path ? CHECKED_ENDPOINTS[ctx.path] : undefined;
  if (!source || !ctx.request) return null;
  const typed = (ctx.body as { email?: unknown } | undefined)?.email;
  const email = source === "typed" ? (typeof typed === "string" ? typed : null) : await accountEmail(ctx);
  if (!email) return null;
  const ip = getIP(ctx.request, ctx.context.options) ?? "unknown-ip";
  return { key: failureKey(ip, email), email, ip };
}

function isWrongSecret(returned: unknown): boolean {
  if (!isAPIError(returned)) return false;
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && WRONG_SECRET_CODES.has(code);
}

/** A sign-in is complete when it made a session, not when its password waits for a code. */
function completedSignIn(returned: unknown): boolean {
  if (isAPIError(returned) || !returned || typeof returned !== "object") return false;
  return !("twoFactorRedirect" in returned);
}

/**
 * Counts a wrong code that another hook refused before better-auth saw it (a `before` hook's
 * refusal skips the `after` hooks).
 */
export async function countWrongSecret(db: Database, ctx: HookContext): Promise<void> {
  const attempt = await attemptOf(ctx);
  if (attempt) await recordFailure(db, attempt.key);
}

export interface SignInThrottleOptions {
  /** Told of each refused attempt (the activity log records it). */
  onLocked?: (attempt: { path: string; email: string; ip: string; userAgent: string | null }) => void;
}

/** `before` refuses locked attempts, `after` counts wrong passwords and codes. */
function signInThrottleHooks(db: Database, options: SignInThrottleOptions) {
  return {
    async before(ctx: HookContext): Promise<void> {
      const attempt = await attemptOf(ctx);
      if (!attempt) return;
      const seconds = await secondsLocked(db, attempt.key);
      if (seconds > 0) {
        options.onLocked?.({
          path: ctx.path,
          email: attempt.email,
          ip: attempt.ip,
          userAgent: ctx.headers?.get("user-agent") ?? null,
        });
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: TOO_MANY_SIGN_IN_ATTEMPTS, code: "TOO_MANY_SIGN_IN_ATTEMPTS" },
          { "Retry-After": String(seconds) },
        );
      }
    },
    async after(ctx: HookContext): Promise<void> {
      const attempt = await attemptOf(ctx);
      if (!attempt) return;
      const returned = ctx.context.returned;
      if (isWrongSecret(returned)) await recordFailure(db, attempt.key);
      else if (completedSignIn(returned)) await clearFailures(db, attempt.key);
    },
  };
}

/**
 * The throttle as a better-auth plugin. List it after the two-factor plugin: its `after`
 * hook must see the answer that plugin gives a sign-in still waiting for its code.
 */
export function signInThrottle(db: Database, options: SignInThrottleOptions = {}): BetterAuthPlugin {
  const hooks = signInThrottleHooks(db, options);
  const matcher = (ctx: { path?: string }) => !!ctx.path && ctx.path in CHECKED_ENDPOINTS;
  return {
    id: "sign-in-throttle",
    hooks: {
      before: [{ matcher, handler: createAuthMiddleware(async (ctx) => hooks.before(ctx)) }],
      after: [{ matcher, handler: createAuthMiddleware(async (ctx) => hooks.after(ctx)) }],
    },
  };
}
