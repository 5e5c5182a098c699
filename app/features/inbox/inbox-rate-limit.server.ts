import { getDb, type Database } from "~/platform/db/client.server";
import { emailKeyPart, hitRateLimit, type RateLimit } from "~/platform/rate-limit/rate-limit.server";

/*
 * The inbox forms' rate limit: at most INBOX_RATE_LIMIT submissions of one form per sender in
 * INBOX_RATE_WINDOW_MS, counted per email address and per client address in the shared
 * rate_limit table (app/platform/rate-limit/rate-limit.server.ts), so every instance counts
 * the same. Each form counts apart (a contact message does not use up a staff request). A
 * submission over the limit is kept as spam (no notification), never dropped.
 */

const INBOX_RATE_LIMIT = 5;
const INBOX_RATE_WINDOW_MS = 10 * 60 * 1000;

/** The public forms whose submissions land in the inbox. */
export type InboxForm = "contact" | "staff-request";

/** Keys `<form>|email|<hashed email>` and `<form>|ip|<client address>`. */
const limits: Record<InboxForm, RateLimit> = {
  contact: { bucket: "contact", max: INBOX_RATE_LIMIT, windowMs: INBOX_RATE_WINDOW_MS },
  "staff-request": { bucket: "staff-request", max: INBOX_RATE_LIMIT, windowMs: INBOX_RATE_WINDOW_MS },
};

function senderKeys(sender: { email: string; clientIp: string }): string[] {
  const keys = [`email|${emailKeyPart(sender.email)}`];
  if (sender.clientIp) keys.push(`ip|${sender.clientIp}`);
  return keys;
}

/** Counts this submission for its sender; true when the sender is over the form's limit with it. */
export async function countInboxSubmission(
  form: InboxForm,
  sender: { email: string; clientIp: string },
  now = Date.now(),
  db: Database = getDb(),
): Promise<boolean> {
  let over = false;
  // Every key counts the submission, even once one is over: each limit sees all the sender's submissions.
  for (const key of senderKeys(sender)) {
    if ((await hitRateLimit(db, limits[form], key, now)).over) over = true;
  }
  return over;
}
