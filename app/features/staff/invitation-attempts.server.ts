import { getDb, type Database } from "~/platform/db/client.server";
import { CLIENT_IP_HEADER } from "~/platform/http/client-address.server";
import { hitRateLimit, type RateLimit } from "~/platform/rate-limit/rate-limit.server";

import { SIGN_IN_FAILURE_WINDOW_SECONDS } from "./sign-in-throttle.server";

/*
 * 'Set Password and Sign In' of an invitation, per client address: at most
 * INVITATION_ATTEMPT_LIMIT posts in the window, counted before anything else is done (a
 * token is 32 random bytes: guessing one is hopeless, but each post that passes the checks
 * costs a password hash). The window is the sign-in throttle's, which better-auth already
 * keeps its rate_limit rows for (app/platform/rate-limit/rate-limit.server.ts).
 */

export const INVITATION_ATTEMPT_LIMIT = 10;

const INVITATION_ATTEMPTS: RateLimit = {
  bucket: "accept-invitation",
  max: INVITATION_ATTEMPT_LIMIT,
  windowMs: SIGN_IN_FAILURE_WINDOW_SECONDS * 1000,
};

/** Counts this attempt; the seconds to wait when the address is over the limit, else 0. */
export async function countInvitationAttempt(request: Request, db: Database = getDb(), now = Date.now()) {
  const address = request.headers.get(CLIENT_IP_HEADER) || "unknown-ip";
  const { over } = await hitRateLimit(db, INVITATION_ATTEMPTS, address, now);
  return over ? INVITATION_ATTEMPTS.windowMs / 1000 : 0;
}
