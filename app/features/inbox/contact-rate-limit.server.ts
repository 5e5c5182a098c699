import { getDb, type Database } from "~/platform/db/client.server";
import { emailKeyPart, hitRateLimit, type RateLimit } from "~/platform/rate-limit/rate-limit.server";

/*
 * The contact form's rate limit: at most CONTACT_RATE_LIMIT messages per sender in
 * CONTACT_RATE_WINDOW_MS, counted per email address and per client address in the shared
 * rate_limit table (app/platform/rate-limit/rate-limit.server.ts), so every instance counts
 * the same. A message over the limit is kept as spam (no notification), never dropped.
 */

const CONTACT_RATE_LIMIT = 5;
const CONTACT_RATE_WINDOW_MS = 10 * 60 * 1000;

/** Keys `contact|email|<hashed email>` and `contact|ip|<client address>`. */
const CONTACT_MESSAGES: RateLimit = { bucket: "contact", max: CONTACT_RATE_LIMIT, windowMs: CONTACT_RATE_WINDOW_MS };

function senderKeys(sender: { email: string; clientIp: string }): string[] {
  const keys = [`email|${emailKeyPart(sender.email)}`];
  if (sender.clientIp) keys.push(`ip|${sender.clientIp}`);
  return keys;
}

/** Counts this message for its sender; true when the sender is over the limit with it. */
export async function countContactMessage(
  sender: { email: string; clientIp: string },
  now = Date.now(),
  db: Database = getDb(),
): Promise<boolean> {
  let over = false;
  // Every key counts the message, even once one is over: each limit sees all the sender's messages.
  for (const key of senderKeys(sender)) {
    if ((await hitRateLimit(db, CONTACT_MESSAGES, key, now)).over) over = true;
  }
  return over;
}
