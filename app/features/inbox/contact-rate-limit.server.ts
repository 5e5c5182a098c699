import { createHash, randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";

import { getDb, type Database } from "~/platform/db/client.server";
import { rateLimit } from "~/platform/db/schema";

/*
 * The contact form's rate limit: at most CONTACT_RATE_LIMIT messages per sender in
 * CONTACT_RATE_WINDOW_MS, counted per email address and per client address in the shared
 * rate_limit table, so every instance counts the same. A message over the limit is kept as
 * spam (no notification), never dropped.
 */

export const CONTACT_RATE_LIMIT = 5;
export const CONTACT_RATE_WINDOW_MS = 10 * 60 * 1000;

function senderKeys(sender: { email: string; clientIp: string }): string[] {
  // The table holds counters, not the addresses people typed.
  const emailHash = createHash("sha256").update(sender.email.trim().toLowerCase()).digest("hex").slice(0, 32);
  const keys = [`contact|email|${emailHash}`];
  if (sender.clientIp) keys.push(`contact|ip|${sender.clientIp}`);
  return keys;
}

/** Counts this message for its sender; true when the sender is over the limit with it. */
export async function countContactMessage(
  sender: { email: string; clientIp: string },
  now = Date.now(),
  db: Database = getDb(),
): Promise<boolean> {
  const windowStart = now - CONTACT_RATE_WINDOW_MS;
  let over = false;
  for (const key of senderKeys(sender)) {
    const expired = sql`${rateLimit.lastRequest} <= ${windowStart}`;
    // One atomic statement per key: concurrent messages (on any instance) all count.
    const [row] = await db
      .insert(rateLimit)
      .values({ id: randomUUID(), key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimit.count} + 1 END`,
          // last_request holds the start of the window for these rows.
          lastRequest: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
        },
      })
      .returning({ count: rateLimit.count });
    if ((row?.count ?? 0) > CONTACT_RATE_LIMIT) over = true;
  }
  return over;
}
