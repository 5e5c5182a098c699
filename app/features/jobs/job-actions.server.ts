import type { ContentActions, Prepared } from "~/features/content-lists/content-actions.server";

import { StaffRequestLinkError } from "./job-from-request.server";
import { jobFields, jobFormSchema, jobMessages, type JobInput } from "./job-schema";
import { jobPath, jobState } from "./job-status";
import {
  closeJob,
  copyJob,
  createJob,
  JobStateError,
  jobStore,
  ReferenceNumberTakenError,
  reopenJob,
  setJobPublished,
  updateJob,
  type Job,
} from "./job.server";
import { placeOfZip } from "./zip-codes.server";

/**
 * What only the server can check, with the ZIP dataset: a ZIP Code the dataset places in
 * another state is refused under the field. One it does not know is accepted (the job is
 * then left out of distance searches; the table says so).
 */
async function prepareJob(input: JobInput): Promise<Prepared<JobInput>> {
  const place = input.zip ? placeOfZip(input.zip) : undefined;
  if (place && place.state !== input.state)
    return { ok: false, fieldErrors: { [jobFields.zip]: jobMessages.zipInOtherState(input.zip, place.state) } };
  return { ok: true, input };
}

/**
 * The job admin's create, update, toggle, delete (to the Trash), restore, delete forever, and
 * its own row commands: 'Copy' (a new draft), 'Close' and 'Reopen' (see runContentAction).
 * A new job's form may carry the staff request it is created from: one that is not a staff
 * request refuses the save (400, nothing written).
 */
export const jobActions: ContentActions<JobInput, JobInput, Job> = {
  notFound: "This job no longer exists.",
  noun: "Job",
  publicHref: (job) => (jobState(job) === "open" && !job.deletedAt ? jobPath(job.slug) : null),
  // A job's description and requirements, in two languages, may each be 100,000 characters.
  requestBody: "upload",
  schema: jobFormSchema,
  prepare: prepareJob,
  create: createJob,
  update: updateJob,
  setPublished: setJobPublished,
  trash: jobStore.trash,
  restore: jobStore.restore,
  deleteForever: jobStore.deleteForever,
  bulk: jobStore.bulk,
  counted: { one: "job", many: "jobs" },
  commands: { copy: copyJob, close: closeJob, reopen: reopenJob },
  commandRefusalOf: (error) => (error instanceof JobStateError ? error.message : null),
  fieldErrorsOf: (error) =>
    error instanceof ReferenceNumberTakenError
      ? { [jobFields.referenceNumber]: jobMessages.referenceNumberTaken }
      : null,
  saveRefusalOf: (error) => (error instanceof StaffRequestLinkError ? error.message : null),
};
