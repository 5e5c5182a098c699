import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getIP, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";

import {
  recordActivity,
  recordActivityLater,
  type ActivityActor,
  type RequestOrigin,
} from "~/features/activity/activity.server";
import type { Database } from "~/platform/db/client.server";
import { user as userTable } from "~/platform/db/schema";

/*
 * Sign-ins in the activity log: each completed sign-in, with how it was made, and each
 * failed one, with the reason. Rows are written in the background: the lookups they need
 * (does the email tried have an account?) must neither slow the sign-in's answer nor make
 * it take longer for a known email than for an unknown one.
 */

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** How each sign-in endpoint signs in, as the log says it. */
const SIGN_IN_METHODS: Readonly<Record<string, string>> = {
  "/sign-in/email": "Password",
  "/two-factor/verify-totp": "Password and authentication code",
  "/two-factor/verify-backup-code": "Password and recovery code",
  "/passkey/verify-authentication": "Passkey",
};

/** Why a sign-in failed, by better-auth's error code. */
const FAILURE_REASONS: Readonly<Record<string, string>> = {
  INVALID_CODE: "Wrong authentication code",
  INVALID_BACKUP_CODE: "Wrong recovery code",
  ACCOUNT_TEMPORARILY_LOCKED: "Two-factor locked after too many wrong codes",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes: the sign-in must start again",
  BANNED_USER: "Account removed",
  PASSKEY_NOT_FOUND: "Passkey not recognised",
  AUTHENTICATION_FAILED: "Passkey not accepted",
  CHALLENGE_NOT_FOUND: "Passkey sign-in expired",
};

/** Why the sign-in throttle refused an attempt. */
export const LOCKED_OUT_REASON = "Too many wrong attempts: locked for 15 minutes";

/** better-auth's cookie of a sign-in whose password was right and that waits for its code. */
const TWO_FACTOR_COOKIE = "two_factor";

export function isSignInPath(path: string | undefined): boolean {
  return !!path && path in SIGN_IN_METHODS;
}

function originOf(ctx: HookContext): RequestOrigin {
  return {
    ipAddress: ctx.request ? (getIP(ctx.request, ctx.context.options) ?? null) : null,
    userAgent: ctx.headers?.get("user-agent") ?? null,
  };
}

/** What is known at once about who tried: the email typed, or the pending two-factor challenge. */
async function attemptOf(ctx: HookContext): Promise<{ email: string | null; challenge: string | null }> {
  const typed = (ctx.body as { email?: unknown } | undefined)?.email;
  const email = ctx.path === "/sign-in/email" && typeof typed === "string" ? typed.trim().toLowerCase() : null;
  const challenge = ctx.path?.startsWith("/two-factor/")
    ? await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret)
    : null;
  return { email, challenge: challenge || null };
}

async function actorByEmail(db: Database, email: string): Promise<ActivityActor> {
  const [found] = await db
    .select({ id: userTable.id, name: userTable.name, email: userTable.email })
    .from(userTable)
    .where(eq(userTable.email, email));
  return found ?? { id: null, email };
}

async function challengeActor(ctx: HookContext, challenge: string): Promise<ActivityActor | null> {
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  const found = pending ? await ctx.context.internalAdapter.findUserById(pending.value) : null;
  return found ? { id: found.id, name: found.name, email: found.email } : null;
}

export interface SignInActivityOptions {
  /** Runs (in the background) after a completed sign-in is recorded: the new-device check. */
  afterSignIn?: (signIn: { userId: string; origin: RequestOrigin; at: Date }) => Promise<unknown>;
}

/** Records a refused attempt; for the sign-in throttle, whose refusal no `after` hook sees. */
export function recordRefusedSignIn(
  db: Database,
  input: { email: string | null; reason: string; origin: RequestOrigin },
): void {
  // Its time is the attempt's: the background writes of several attempts may finish out of order.
  const at = new Date();
  recordActivityLater(async () => {
    const actor = input.email ? await actorByEmail(db, input.email.trim().toLowerCase()) : null;
    await recordActivity(db, { kind: "sign-in-failed", actor, detail: input.reason, origin: input.origin, at });
  });
}

/** The plugin. List it after the two-factor plugin, whose answer to a sign-in waiting for its code it must see. */
export function signInActivity(db: Database, options: SignInActivityOptions = {}): BetterAuthPlugin {
  return {
    id: "sign-in-activity",
    hooks: {
      after: [
        {
          matcher: (ctx) => isSignInPath(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            if (!ctx.request) return;
            const { email, challenge } = await attemptOf(ctx);
            // verify-totp also confirms a new authenticator app; only a pending sign-in is a sign-in.
            if (ctx.path.startsWith("/two-factor/") && !challenge) return;
            const origin = originOf(ctx);
            const signedIn = ctx.context.newSession;
            if (signedIn) {
              const { user } = signedIn;
              const at = new Date();
              recordActivityLater(async () => {
                await recordActivity(db, {
                  kind: "sign-in",
                  actor: { id: user.id, name: user.name, email: user.email },
                  detail: SIGN_IN_METHODS[ctx.path],
                  origin,
                  at,
                });
                await options.afterSignIn?.({ userId: user.id, origin, at });
              });
              return;
            }
            const returned = ctx.context.returned;
            if (!isAPIError(returned)) return; // A right password still waiting for its code: recorded when the code comes.
            const code = (returned.body as { code?: string } | undefined)?.code ?? "";
            const reason = FAILURE_REASONS[code] ?? `Refused (${returned.statusCode})`;
            // The password was right: who is signing in is no secret to this client, so it is looked up now,
            // while the challenge still exists (too many wrong codes consume it).
            const pendingActor = challenge ? await challengeActor(ctx, challenge) : null;
            const at = new Date();
            recordActivityLater(async () => {
              if (!email) {
                await recordActivity(db, { kind: "sign-in-failed", actor: pendingActor, detail: reason, origin, at });
                return;
              }
              const actor = await actorByEmail(db, email);
              const detail =
                code === "INVALID_EMAIL_OR_PASSWORD"
                  ? actor.id
                    ? "Wrong password"
                    : "No account with this email"
                  : reason;
              await recordActivity(db, { kind: "sign-in-failed", actor, detail, origin, at });
            });
          }),
        },
      ],
    },
  };
}
