import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";

import type { Database } from "~/platform/db/client.server";

import { isCommonPassword } from "./common-passwords.server";
import { INVALID_CREDENTIALS } from "./messages";
import { PASSWORD_TOO_COMMON_MESSAGE } from "./password-strength";
import { countWrongSecret, type HookContext } from "./sign-in-throttle.server";

/*
 * What better-auth's password endpoints leave to us. They are reachable over HTTP
 * (/api/auth/reset-password, /change-password), not only through the pages' actions, so the
 * rules are enforced here whatever calls them:
 * - a new password on the list of common ones is refused (common-passwords.server.ts);
 * - 'Update Password' checks the current password before hashing the new one (better-auth
 *   hashes first: a wrong current password cost two scrypt runs, a right one now three);
 * - a removed (banned) account's sign-in is answered as a wrong password is, so that nothing
 *   tells a removed account from an unknown one.
 * List it last: its `before` hook runs after the throttle's (a locked attempt is refused
 * before any hashing).
 */

const SETS_A_PASSWORD = new Set(["/reset-password", "/change-password"]);

function refuseCommonPassword(ctx: HookContext): void {
  const newPassword = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
  if (typeof newPassword === "string" && isCommonPassword(newPassword))
    throw new APIError("BAD_REQUEST", { message: PASSWORD_TOO_COMMON_MESSAGE, code: "PASSWORD_TOO_COMMON" });
}

async function checkCurrentPasswordFirst(db: Database, ctx: HookContext): Promise<void> {
  const currentPassword = (ctx.body as { currentPassword?: unknown } | undefined)?.currentPassword;
  const session = await getSessionFromCtx(ctx);
  // Without a session or a password, better-auth gives its own answer, before any hashing.
  if (!session || typeof currentPassword !== "string") return;
  const credential = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
  if (!credential?.password) return;
  if (await ctx.context.password.verify({ hash: credential.password, password: currentPassword })) return;
  // A `before` refusal skips the `after` hooks: counted here, as the throttle would have.
  await countWrongSecret(db, ctx);
  throw new APIError("BAD_REQUEST", { message: "Invalid password", code: "INVALID_PASSWORD" });
}

export function passwordGuards(db: Database): BetterAuthPlugin {
  return {
    id: "password-guards",
    // better-auth's admin plugin refuses a banned account's new session with 403 BANNED_USER:
    // answered as a wrong password is (the activity log has recorded the real reason by then).
    async onResponse(response) {
      if (response.status !== 403) return;
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null;
      if (body?.code !== "BANNED_USER") return;
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return {
        response: Response.json(
          { code: "INVALID_EMAIL_OR_PASSWORD", message: INVALID_CREDENTIALS },
          { status: 401, headers },
        ),
      };
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => !!ctx.path && SETS_A_PASSWORD.has(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            refuseCommonPassword(ctx);
            if (ctx.path === "/change-password") await checkCurrentPasswordFirst(db, ctx);
          }),
        },
      ],
    },
  };
}
