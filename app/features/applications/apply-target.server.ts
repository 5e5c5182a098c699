import { findPublishedJob, type PublishedJob } from "~/features/jobs/job.server";
import { getDb, type Database } from "~/platform/db/client.server";

/*
 * The job an application is for, by the slug in its address. A published job that closed or
 * expired while the page was open still takes the application, marked 'Received after
 * closing' (DECISIONS, Resolutions); a draft or a job in the Trash takes none.
 */

export type ApplyTarget = PublishedJob;

export function findApplyTarget(slug: string, db: Database = getDb()): Promise<ApplyTarget | null> {
  return findPublishedJob(slug, db);
}
