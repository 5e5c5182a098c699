import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getIP, isAPIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";

import { recordActivity } from "~/features/activity/activity.server";
import type { Database } from "~/platform/db/client.server";
import { passkey } from "~/platform/db/schema";

import { passkeyNameProblem } from "./passkey-schemas";

/*
 * What better-auth's passkey plugin does not check or keep: a passkey is named by its owner
 * (the rules of app/features/staff/passkey-schemas.ts), a passkey added is in the activity log, and each
 * passkey sign-in stamps its passkey's "last used" (shown on My Account). The sign-in itself
 * is logged with the others (sign-in-activity.server.ts).
 */

interface AddedPasskey {
  id: string;
  name?: string | null;
  userId: string;
}

export function passkeyActivity(db: Database): BetterAuthPlugin {
  return {
    id: "passkey-activity",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/passkey/verify-registration",
          handler: createAuthMiddleware(async (ctx) => {
            const name = (ctx.body as { name?: unknown } | undefined)?.name;
            const problem = passkeyNameProblem(typeof name === "string" ? name : "");
            if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "INVALID_PASSKEY_NAME" });
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/passkey/verify-registration",
          handler: createAuthMiddleware(async (ctx) => {
            const added = ctx.context.returned as AddedPasskey | undefined;
            if (isAPIError(added) || !added?.id || !added.userId) return;
            const user = await ctx.context.internalAdapter.findUserById(added.userId);
            if (!user) return;
            await recordActivity(db, {
              kind: "passkey-added",
              actor: { id: user.id, name: user.name, email: user.email },
              entity: { type: "passkey", id: added.id, title: added.name ?? null },
              origin: {
                ipAddress: ctx.request ? (getIP(ctx.request, ctx.context.options) ?? null) : null,
                userAgent: ctx.headers?.get("user-agent") ?? null,
              },
            });
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/passkey/verify-authentication",
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            const credentialId = (ctx.body as { response?: { id?: unknown } } | undefined)?.response?.id;
            if (!signedIn || typeof credentialId !== "string") return;
            await db
              .update(passkey)
              .set({ lastUsedAt: new Date() })
              .where(and(eq(passkey.credentialID, credentialId), eq(passkey.userId, signedIn.user.id)));
          }),
        },
      ],
    },
  };
}
