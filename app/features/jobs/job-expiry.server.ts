import { and, gt, sql } from "drizzle-orm";

import type { TimedCheck } from "~/platform/cache/timed-content-watch.server";
import type { Database } from "~/platform/db/client.server";
import { jobs } from "~/platform/db/schema";

import { isListed } from "./job-conditions.server";

/*
 * A job expires by itself at the end of its 'Closes On' day: the public queries compare
 * expires_at with the database's clock, so nothing is written then. Every page that showed
 * it (/jobs, its page, the service pages, sitemap.xml, the feed) must stop being served from
 * the page cache at that time, on every instance: this is the timed content watch's check
 * for jobs (app/platform/cache/timed-content-watch.server.ts, started in server/app.ts).
 */

/**
 * One query: whether a listed job expired after `since` and up to now, and when the next
 * one expires. The delay is computed by the database, so a difference between its clock
 * and this machine's is harmless.
 */
export function jobExpiryCheck(db: Database): TimedCheck {
  return async (since) => {
    const [row] = await db
      .select({
        checkedAt: sql<Date>`now()`.mapWith(jobs.expiresAt),
        nextInMs: sql<
          number | null
        >`extract(epoch from min(${jobs.expiresAt}) filter (where ${jobs.expiresAt} > now()) - now()) * 1000`.mapWith(
          Number,
        ),
        changed: since
          ? sql<boolean>`coalesce(bool_or(${jobs.expiresAt} > ${since.toISOString()}::timestamptz and ${jobs.expiresAt} <= now()), false)`
          : sql<boolean>`false`,
      })
      .from(jobs)
      // On jobs_open_expires_at_idx: only listed jobs from the earlier of `since` and now.
      .where(
        since ? and(isListed, gt(jobs.expiresAt, sql`least(${since.toISOString()}::timestamptz, now())`)) : isListed,
      );
    return {
      changed: Boolean(row?.changed),
      nextInMs: row?.nextInMs === null || row?.nextInMs === undefined ? null : Math.max(0, row.nextInMs),
      checkedAt: row!.checkedAt,
    };
  };
}
