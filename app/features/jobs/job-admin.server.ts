import { countApplicationsByJob } from "~/features/applications/applications.server";
import type { OpenForm } from "~/features/content-lists/content-list-page";
import { parseRowId } from "~/features/content-lists/row-id";

import { EDIT_JOB_PARAM, FROM_REQUEST_PARAM } from "./job-from-request";
import { loadJobPrefill, staffRequestLinksOf } from "./job-from-request.server";
import type { JobRow } from "./job-row";
import { getJobById, type Job } from "./job.server";

/*
 * What the job admin's page (/admin/jobs) reads besides its list: its rows as the table and
 * form hold them, and the form its address asks to open: ?from-request={id} (a new job from
 * that staff request) or ?edit={id} (that job).
 */

/** Jobs as the table and the form hold them: with their applications' count and their staff request. */
export async function jobRowsOf(jobs: Job[]): Promise<JobRow[]> {
  const [counts, requests] = await Promise.all([
    countApplicationsByJob(jobs.map((job) => job.id)),
    staffRequestLinksOf(jobs.map((job) => job.staffRequestId)),
  ]);
  return jobs.map(
    ({ createdAt: _created, updatedAt: _updated, deletedAt: _deleted, searchVector: _search, ...job }) => ({
      ...job,
      applicationCount: counts.get(job.id) ?? 0,
      staffRequest: job.staffRequestId ? (requests.get(job.staffRequestId) ?? null) : null,
    }),
  );
}

export const STAFF_REQUEST_GONE_MESSAGE =
  "This staff request no longer exists (or is not a staff request): no job can be created from it.";
export const JOB_GONE_MESSAGE = "This job no longer exists, or is in the Trash.";

/** The form the page's address asks to open, or why it cannot open. */
export interface JobFormOpening {
  openForm: OpenForm<JobRow> | null;
  openFormError: string | null;
}

export async function loadJobFormOpening(params: URLSearchParams): Promise<JobFormOpening> {
  const requestId = params.get(FROM_REQUEST_PARAM);
  if (requestId !== null) {
    const found = await loadJobPrefill(requestId);
    if (!found) return { openForm: null, openFormError: STAFF_REQUEST_GONE_MESSAGE };
    return {
      openForm: {
        key: `${FROM_REQUEST_PARAM}:${found.request.id}`,
        mode: "create",
        initial: { ...found.prefill, staffRequest: found.request },
      },
      openFormError: null,
    };
  }
  const jobId = params.get(EDIT_JOB_PARAM);
  if (jobId !== null) {
    const id = parseRowId(jobId);
    const job = id ? await getJobById(id) : null;
    if (!job || job.deletedAt) return { openForm: null, openFormError: JOB_GONE_MESSAGE };
    const [row] = await jobRowsOf([job]);
    return { openForm: { key: `${EDIT_JOB_PARAM}:${job.id}`, mode: "edit", row: row! }, openFormError: null };
  }
  return { openForm: null, openFormError: null };
}
