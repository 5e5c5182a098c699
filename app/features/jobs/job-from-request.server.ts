import { asc, eq, inArray } from "drizzle-orm";

import type { DatabaseTransaction } from "~/features/activity/activity.server";
import { parseRowId } from "~/features/content-lists/row-id";
import { isStaffRequest } from "~/features/staff-requests/staff-requests.server";
import { getDb } from "~/platform/db/client.server";
import { contactMessages, jobs } from "~/platform/db/schema";

import { jobPrefillOf, type JobPrefill, type RequestJobLink } from "./job-from-request";
import type { JobRequestLink } from "./job-row";

/*
 * The link between a job and the staff request it was created from: jobs.staff_request_id,
 * written with the job in the transaction that creates it (createJob). Deleting the request
 * clears the link (ON DELETE SET NULL) and keeps the job; trashing or deleting the job leaves
 * the request as it is.
 */

/** A job's staff request that does not exist, or is not a staff request: the job is not saved (400). */
export class StaffRequestLinkError extends Error {
  override name = "StaffRequestLinkError";
  constructor() {
    super("The staff request this job was to be created from no longer exists. The job was not saved.");
  }
}

/** The staff request `id` (null when it is not one), with its company. */
async function findStaffRequest(id: string | null) {
  const rowId = parseRowId(id);
  if (!rowId) return null;
  const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, rowId));
  return row && isStaffRequest(row) ? row : null;
}

/**
 * Checks, in the transaction creating the job, that `id` is a staff request, and keeps it
 * from being deleted until the job is committed (a key share lock): StaffRequestLinkError when not.
 */
export async function lockStaffRequest(tx: DatabaseTransaction, id: string): Promise<void> {
  const rowId = parseRowId(id);
  const [row] = rowId
    ? await tx
        .select({ kind: contactMessages.kind })
        .from(contactMessages)
        .where(eq(contactMessages.id, rowId))
        .for("key share")
    : [];
  if (!row || !isStaffRequest(row)) throw new StaffRequestLinkError();
}

/** The new job's form values from the staff request `id`, with the request; null when there is no such request. */
export async function loadJobPrefill(
  id: string | null,
): Promise<{ request: JobRequestLink; prefill: JobPrefill } | null> {
  const request = await findStaffRequest(id);
  return request ? { request: { id: request.id, company: request.company }, prefill: jobPrefillOf(request) } : null;
}

/** The staff requests that these jobs come from, by request id (a request since deleted is not there). */
export async function staffRequestLinksOf(requestIds: Array<string | null>): Promise<Map<string, JobRequestLink>> {
  const ids = [...new Set(requestIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: contactMessages.id, company: contactMessages.company })
    .from(contactMessages)
    .where(inArray(contactMessages.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The jobs created from the staff request `requestId`, oldest first (those in the Trash too). */
export async function jobsOfStaffRequest(requestId: string): Promise<RequestJobLink[]> {
  const rows = await getDb()
    .select({ id: jobs.id, title: jobs.title, deletedAt: jobs.deletedAt })
    .from(jobs)
    .where(eq(jobs.staffRequestId, requestId))
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
  return rows.map(({ id, title, deletedAt }) => ({ id, title, inTrash: deletedAt !== null }));
}
