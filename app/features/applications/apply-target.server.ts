import { and, eq, isNull, sql } from "drizzle-orm";

import { isOpen } from "~/features/jobs/job-conditions.server";
import { getDb, type Database } from "~/platform/db/client.server";
import { jobs, type Job } from "~/platform/db/schema";
import { isWellFormedSlug } from "~/platform/format/slug";

/*
 * The job an application is for, by the slug in its address. A published job that closed or
 * expired while the page was open still takes the application, marked 'Received after
 * closing' (DECISIONS, Resolutions); a draft or a job in the Trash takes none.
 */

export interface ApplyTarget {
  job: Job;
  open: boolean;
}

export async function findApplyTarget(slug: string, db: Database = getDb()): Promise<ApplyTarget | null> {
  if (!isWellFormedSlug(slug)) return null;
  const [row] = await db
    .select({ job: jobs, open: sql<boolean>`(${isOpen})` })
    .from(jobs)
    .where(and(eq(jobs.slug, slug), eq(jobs.isPublished, true), isNull(jobs.deletedAt)));
  return row ? { job: row.job, open: row.open } : null;
}
