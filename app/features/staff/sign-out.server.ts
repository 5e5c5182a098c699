import { recordActivity } from "~/features/activity/activity.server";
import { requestOrigin } from "~/features/activity/request-origin.server";
import { getDb } from "~/platform/db/client.server";

import { getAuth } from "./auth.server";
import { getStaffSession } from "./guard.server";

/**
 * Ends every session of the signed-in staff member (a global sign-out: other
 * browsers and devices are signed out too). Resolves with the Set-Cookie headers that
 * clear the session cookies in this browser.
 */
export async function signOutEverywhere(request: Request): Promise<Headers> {
  const auth = await getAuth();
  const session = await getStaffSession(request);
  if (session) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteUserSessions(session.user.id);
    await recordActivity(getDb(), {
      kind: "sign-out",
      actor: session.user,
      detail: "Every session ended",
      origin: requestOrigin(request),
    });
  }
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  const cookies = new Headers();
  for (const cookie of headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
  return cookies;
}
