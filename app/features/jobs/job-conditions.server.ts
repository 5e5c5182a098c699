import { and, eq, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";

import { jobs } from "~/platform/db/schema";

import type { JobState } from "./job-status";

/*
 * A job's state in SQL (jobState says the same in the browser). Expiry compares expires_at
 * with the database's clock, so a job expires on its day with nothing written and every
 * instance agrees (job-expiry.server.ts clears the cached pages then).
 */

/** Published, not closed, not in the Trash: the predicate of the jobs_open_* indexes. */
export const isListed = and(eq(jobs.isPublished, true), isNull(jobs.closedAt), isNull(jobs.deletedAt))!;

/** What the public sees: listed and before its expiry. */
export const isOpen = and(isListed, or(isNull(jobs.expiresAt), sql`${jobs.expiresAt} > now()`))!;

const isExpired = and(isListed, isNotNull(jobs.expiresAt), lte(jobs.expiresAt, sql`now()`))!;

export function jobStateCondition(state: JobState): SQL {
  switch (state) {
    case "draft":
      return eq(jobs.isPublished, false);
    case "open":
      return isOpen;
    case "closed":
      return and(eq(jobs.isPublished, true), isNotNull(jobs.closedAt))!;
    case "expired":
      return isExpired;
  }
}
