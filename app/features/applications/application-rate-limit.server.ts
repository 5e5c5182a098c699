import { getDb, type Database } from "~/platform/db/client.server";
import { emailKeyPart, hitRateLimit, type RateLimit } from "~/platform/rate-limit/rate-limit.server";

/*
 * The apply form's rate limit, as the contact form's: at most 5 applications per sender in
 * 10 minutes, counted per email, per phone and per client address in the shared rate_limit
 * table (app/platform/rate-limit/rate-limit.server.ts), so every instance counts the same.
 * One over the limit is kept as spam (no mail), never dropped.
 */

const APPLICATIONS: RateLimit = { bucket: "application", max: 5, windowMs: 10 * 60 * 1000 };

function senderKeys(sender: { email: string; phone: string; clientIp: string }): string[] {
  const keys: string[] = [];
  if (sender.email) keys.push(`email|${emailKeyPart(sender.email)}`);
  // Hashed as the email is: the table holds counters, not phone numbers.
  if (sender.phone) keys.push(`phone|${emailKeyPart(sender.phone)}`);
  if (sender.clientIp) keys.push(`ip|${sender.clientIp}`);
  return keys;
}

/** Counts this application for its sender; true when the sender is over the limit with it. */
export async function countApplicationSent(
  sender: { email: string; phone: string; clientIp: string },
  now = Date.now(),
  db: Database = getDb(),
): Promise<boolean> {
  let over = false;
  for (const key of senderKeys(sender)) {
    if ((await hitRateLimit(db, APPLICATIONS, key, now)).over) over = true;
  }
  return over;
}
