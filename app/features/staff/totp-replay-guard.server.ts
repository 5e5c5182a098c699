import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";

import type { Database } from "~/platform/db/client.server";
import { twoFactor } from "~/platform/db/schema";

import { countWrongSecret, type HookContext } from "./sign-in-throttle.server";
import { matchingTimeStep } from "./totp.server";

/*
 * better-auth accepts a TOTP code as often as it is sent within its 90-second window. Here
 * each account remembers the last time step whose code was accepted, and a code of that step
 * or an earlier one is refused: a code someone saw over a shoulder, or in a log, is spent.
 * Turning two-factor off also needs a current code (better-auth asks only for the password).
 */

const WRONG_CODE = { message: "Invalid code", code: "INVALID_CODE" } as const;
const TWO_FACTOR_COOKIE = "two_factor";

/** The account of the signed-in session, or of the sign-in waiting for its code. */
async function accountOf(ctx: HookContext, { pendingSignIn }: { pendingSignIn: boolean }): Promise<string | null> {
  const { context } = ctx;
  const token = await ctx.getSignedCookie(context.authCookies.sessionToken.name, context.secret);
  if (token) {
    const found = await context.internalAdapter.findSession(token);
    if (found) return found.user.id;
  }
  if (!pendingSignIn) return null;
  const challenge = await ctx.getSignedCookie(context.createAuthCookie(TWO_FACTOR_COOKIE).name, context.secret);
  if (!challenge) return null;
  return (await context.internalAdapter.findVerificationValue(challenge))?.value ?? null;
}

/**
 * Claims the time step of `code` for the account: true when the code is a current one that
 * has not been accepted before. One statement, so two requests with one code cannot both win.
 */
async function claimCode(db: Database, ctx: HookContext, userId: string, code: unknown): Promise<boolean> {
  if (typeof code !== "string") return false;
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  if (!row) return false;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  const step = matchingTimeStep(secret, code.trim());
  if (step === null) return false;
  const claimed = await db
    .update(twoFactor)
    .set({ lastAcceptedStep: step })
    .where(and(eq(twoFactor.id, row.id), or(isNull(twoFactor.lastAcceptedStep), lt(twoFactor.lastAcceptedStep, step))))
    .returning({ id: twoFactor.id });
  return claimed.length > 0;
}

export function totpReplayGuard(db: Database): BetterAuthPlugin {
  return {
    id: "totp-replay-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await accountOf(ctx, { pendingSignIn: true });
            if (!userId) return;
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (await claimCode(db, ctx, userId, code)) return;
            // Not a current, unused code: better-auth refuses it as any wrong code (and counts it).
            return { context: { body: { ...(ctx.body as object), code: "" } } };
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/two-factor/disable",
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await accountOf(ctx, { pendingSignIn: false });
            if (!userId) return;
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (await claimCode(db, ctx, userId, code)) return;
            await countWrongSecret(db, ctx);
            throw new APIError("UNAUTHORIZED", WRONG_CODE);
          }),
        },
      ],
    },
  };
}
