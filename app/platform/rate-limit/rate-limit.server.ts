import { createHash, randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import type { Database } from "~/platform/db/client.server";
import { rateLimit } from "~/platform/db/schema";

/*
 * Counters for "at most `max` in `windowMs`", kept in the database so that every app instance
 * counts the same (the sign-in throttle, the contact form). A counter is a rate_limit row
 * whose key is `<bucket>|<key>` and whose last_request holds the start of its window (not the
 * last hit): a window runs from the first hit for `windowMs`, and a hit after it starts a new
 * one at 1.
 *
 * The table is better-auth's, shared with its per-address request limits (keys "ip/path", so
 * a bucket never meets one of theirs). better-auth deletes rows whose last_request is older
 * than its longest configured window (app/features/staff/auth.server.ts lists the sign-in
 * throttle's window there for that reason): a limit with a longer window must be listed there
 * too, or its counts go early.
 */

export interface RateLimit {
  /** Names one limit's counters; plain and stable, as it is in the rows' keys. */
  bucket: string;
  /** Hits allowed in one window. */
  max: number;
  windowMs: number;
}

const rowKey = (limit: RateLimit, key: string) => `${limit.bucket}|${key}`;

/**
 * Counts one hit on `key`, in one atomic statement, so that concurrent hits (on any instance)
 * all count. Says how many hits its window now has, this one included, and whether that is
 * over the limit. `db` may be a transaction.
 */
export async function hitRateLimit(
  db: Database,
  limit: RateLimit,
  key: string,
  now = Date.now(),
): Promise<{ count: number; over: boolean }> {
  const expired = sql`${rateLimit.lastRequest} <= ${now - limit.windowMs}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key: rowKey(limit, key), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
      },
    })
    .returning({ count: rateLimit.count });
  const count = row?.count ?? 1;
  return { count, over: count > limit.max };
}

/** How long until `key` may be hit again: 0 unless its window, not over yet, has all `max` hits. */
export async function rateLimitRetryAfterMs(
  db: Database,
  limit: RateLimit,
  key: string,
  now = Date.now(),
): Promise<number> {
  const [row] = await db
    .select()
    .from(rateLimit)
    .where(eq(rateLimit.key, rowKey(limit, key)));
  if (!row || row.count < limit.max) return 0;
  return Math.max(0, row.lastRequest + limit.windowMs - now);
}

/** Forgets the hits on `key` (a sign-in that went through clears its failures). */
export async function clearRateLimit(db: Database, limit: RateLimit, key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, rowKey(limit, key)));
}

/**
 * An email address as a part of a key: trimmed, lower-cased and hashed, so that the table
 * holds counters, not a list of the addresses people typed.
 */
export function emailKeyPart(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
}
