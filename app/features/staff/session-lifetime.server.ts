import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { and, eq, lte } from "drizzle-orm";

import type { Database } from "~/platform/db/client.server";
import { session } from "~/platform/db/schema";

/** Sessions end after 24 hours without use (sliding), and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_TIMEOUT_SECONDS = 24 * 60 * 60;
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** Deletes the session of this token if it was made more than the absolute lifetime ago. */
async function endSessionPastAbsoluteLifetime(db: Database, token: string, now = Date.now()): Promise<boolean> {
  const signedInBefore = new Date(now - SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000);
  const ended = await db
    .delete(session)
    .where(and(eq(session.token, token), lte(session.createdAt, signedInBefore)))
    .returning({ id: session.id });
  return ended.length > 0;
}

/**
 * better-auth slides a session's idle deadline on every use and knows no absolute limit.
 * Before any endpoint runs (over HTTP or through auth.api), a session cookie older than the
 * absolute lifetime has its session deleted, so the endpoint finds none: get-session
 * answers null and clears the cookie instead of answering and extending it, and every
 * endpoint that needs a session refuses it.
 */
export function absoluteSessionLifetime(db: Database): BetterAuthPlugin {
  return {
    id: "absolute-session-lifetime",
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            if (!ctx.headers?.get("cookie")) return;
            const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
            if (token) await endSessionPastAbsoluteLifetime(db, token);
          }),
        },
      ],
    },
  };
}
