import { checkTimeColumn, type TimedCheck } from "~/platform/cache/timed-content-watch.server";
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

/** One query: whether a listed job expired after `since` and up to now, and when the next one expires. */
export function jobExpiryCheck(db: Database): TimedCheck {
  // On jobs_open_expires_at_idx: only listed jobs.
  return (since) => checkTimeColumn(db, jobs, jobs.expiresAt, isListed, since);
}
