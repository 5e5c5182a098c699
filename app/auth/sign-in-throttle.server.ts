import { createHash, randomUUID } from "node:crypto";

import { APIError, getIP, isAPIError, type createAuthMiddleware } from "better-auth/api";
import { eq, sql } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { rateLimit } from "~/db/schema";

import { TOO_MANY_SIGN_IN_ATTEMPTS } from "./messages";

/*
 * Brute-force protection for sign-in, on top of better-auth's per-IP request limits:
 * after SIGN_IN_FAILURE_LIMIT wrong passwords for one email from one client address,
 * further attempts for that email from that address are refused with 429 until the
 * window has passed, whatever the password. Successful sign-ins are not counted (a
 * success clears the count), so staff who sign in often are never locked out, and an
 * unknown email is counted exactly like a known one (the 429 tells nothing about
 * accounts). Counters live in the rate_limit table, shared by every app instance.
 */

export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;

const SIGN_IN_PATH = "/sign-in/email";

function failureKey(ip: string, email: string): string {
  // The address is hashed: the table holds counters, not a list of the emails people typed.
  const emailHash = createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
  return `sign-in-failures|${ip}|${emailHash}`;
}

/** Seconds until the lock on this key ends, or 0 when it is not locked. */
async function secondsLocked(db: Database, key: string, now = Date.now()): Promise<number> {
  const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, key));
  if (!row || row.count < SIGN_IN_FAILURE_LIMIT) return 0;
  // For these rows last_request holds the start of the window.
  const endsAt = row.lastRequest + SIGN_IN_FAILURE_WINDOW_SECONDS * 1000;
  return endsAt > now ? Math.ceil((endsAt - now) / 1000) : 0;
}

async function recordFailure(db: Database, key: string, now = Date.now()): Promise<void> {
  const windowStart = now - SIGN_IN_FAILURE_WINDOW_SECONDS * 1000;
  const expired = sql`${rateLimit.lastRequest} <= ${windowStart}`;
  // One atomic statement, so that concurrent failures all count.
  await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
      },
    });
}

async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The counter of this sign-in attempt; null for server-side calls (auth.api), which are trusted. */
function attemptKey(ctx: HookContext): string | null {
  if (ctx.path !== SIGN_IN_PATH || !ctx.request) return null;
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string") return null;
  const ip = getIP(ctx.request, ctx.context.options) ?? "unknown-ip";
  return failureKey(ip, email);
}

/** better-auth hooks: `before` refuses locked attempts, `after` counts wrong passwords. */
export function signInThrottleHooks(db: Database) {
  return {
    async before(ctx: HookContext): Promise<void> {
      const key = attemptKey(ctx);
      if (!key) return;
      const seconds = await secondsLocked(db, key);
      if (seconds > 0) {
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: TOO_MANY_SIGN_IN_ATTEMPTS, code: "TOO_MANY_SIGN_IN_ATTEMPTS" },
          { "Retry-After": String(seconds) },
        );
      }
    },
    async after(ctx: HookContext): Promise<void> {
      const key = attemptKey(ctx);
      if (!key) return;
      const returned = ctx.context.returned;
      if (isAPIError(returned)) {
        if (returned.statusCode === 401) await recordFailure(db, key);
      } else {
        await clearFailures(db, key);
      }
    },
  };
}
