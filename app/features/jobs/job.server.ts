import { randomInt } from "node:crypto";

import { and, count, eq, isNull, ne, sql } from "drizzle-orm";

import { recordContentChange, type ContentEditor } from "~/features/content-lists/content-activity.server";
import { contentStore, notInTrash, updateContentRow } from "~/features/content-lists/content-rows.server";
import { writeWithFreeSlug } from "~/features/content-lists/unique-value.server";
import { announceContentChange } from "~/platform/cache/content-events.server";
import { getDb, type Database } from "~/platform/db/client.server";
import { findRow } from "~/platform/db/row-queries.server";
import { jobs, type Job } from "~/platform/db/schema";
import { addCalendarDays, agencyEndOfDay, agencyToday } from "~/platform/format/agency-time";
import { isWellFormedSlug, slugify } from "~/platform/format/slug";

import { isOpen } from "./job-conditions.server";
import { jobFilterCondition, jobSorts } from "./job-filters.server";
import { lockStaffRequest } from "./job-from-request.server";
import { hourlyPayCentsOf, type JobInput } from "./job-schema";
import { placeOfCity, placeOfZip } from "./zip-codes.server";

export type { Job };

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** How long a job stays open after publishing when 'Closes On' is left empty. */
export const DEFAULT_OPEN_DAYS = 30;

/** What a job's slug is when its title has no usable character. */
const FALLBACK_JOB_SLUG = "job";

/** A reference number typed by hand that another job already has. */
export class ReferenceNumberTakenError extends Error {
  override name = "ReferenceNumberTakenError";
  constructor(public readonly referenceNumber: string) {
    super(`The reference number "${referenceNumber}" is already used by another job.`);
  }
}

/** A row action the job's state does not allow (e.g. reopening an expired job without a new date). */
export class JobStateError extends Error {
  override name = "JobStateError";
}

// Crockford's base 32 without I, L, O, U: read aloud over the phone without confusion.
const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function generatedReference(): string {
  let code = "";
  for (let index = 0; index < 6; index++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `J-${code}`;
}

async function referenceTaken(tx: Transaction, reference: string, exceptId: string | null): Promise<boolean> {
  const [row] = await tx
    .select({ value: count() })
    .from(jobs)
    .where(
      and(
        sql`upper(${jobs.referenceNumber}) = ${reference.toUpperCase()}`,
        exceptId ? ne(jobs.id, exceptId) : undefined,
      ),
    );
  return (row?.value ?? 0) > 0;
}

/** The reference number a save gives the job: the typed one (unless another job has it), the current one, or a new one. */
async function referenceFor(tx: Transaction, typed: string, current: Job | null): Promise<string> {
  if (typed) {
    if (await referenceTaken(tx, typed, current?.id ?? null)) throw new ReferenceNumberTakenError(typed);
    return typed;
  }
  if (current) return current.referenceNumber;
  for (;;) {
    const candidate = generatedReference();
    if (!(await referenceTaken(tx, candidate, null))) return candidate;
  }
}

/** Where the job is, for distance searches: its ZIP code's place, else its city's; null when the dataset knows neither. */
function coordinatesOf(job: Pick<JobInput, "zip" | "city" | "state">): {
  latitude: number | null;
  longitude: number | null;
} {
  const place = (job.zip ? placeOfZip(job.zip) : undefined) ?? (job.zip ? undefined : placeOfCity(job.city, job.state));
  return place ? { latitude: place.latitude, longitude: place.longitude } : { latitude: null, longitude: null };
}

/** The publishing columns a job gets when it is (or stays) published: its first publish date, its last open day and expiry. */
function publishingValues(isPublished: boolean, closesOn: string, current: Pick<Job, "publishedAt"> | null) {
  const publishedAt = isPublished ? (current?.publishedAt ?? new Date()) : (current?.publishedAt ?? null);
  const lastDay = closesOn || (isPublished ? addCalendarDays(agencyToday(), DEFAULT_OPEN_DAYS) : "");
  return {
    isPublished,
    publishedAt,
    closesOn: lastDay || null,
    expiresAt: lastDay ? agencyEndOfDay(lastDay) : null,
  };
}

/** The row a save writes (the slug and reference number are added by the caller). */
function rowValues(input: JobInput, current: Job | null) {
  return {
    title: input.title,
    category: input.category,
    employmentType: input.employmentType,
    hours: input.hours,
    city: input.city,
    state: input.state,
    zip: input.zip,
    ...coordinatesOf(input),
    payFromCents: input.payFromCents,
    payToCents: input.payToCents,
    payPeriod: input.payPeriod,
    hourlyPayCents: hourlyPayCentsOf(input),
    shift: input.shift,
    openings: input.openings,
    description: input.description,
    requirements: input.requirements,
    titleEs: input.titleEs,
    descriptionEs: input.descriptionEs,
    requirementsEs: input.requirementsEs,
    screeningQuestions: input.screeningQuestions,
    clientName: input.clientName,
    showClientName: input.showClientName,
    ...publishingValues(input.isPublished, input.closesOn, current),
    closedAt: input.reopen ? null : (current?.closedAt ?? null),
  };
}

/** A job's fields as the form would send them back (a copy starts from these). */
function jobInputOfRow(job: Job): JobInput {
  return {
    title: job.title,
    category: job.category,
    employmentType: job.employmentType as JobInput["employmentType"],
    hours: job.hours as JobInput["hours"],
    city: job.city,
    state: job.state,
    zip: job.zip,
    payFromCents: job.payFromCents,
    payToCents: job.payToCents,
    payPeriod: job.payPeriod as JobInput["payPeriod"],
    shift: job.shift,
    openings: job.openings,
    description: job.description,
    requirements: job.requirements,
    titleEs: job.titleEs,
    descriptionEs: job.descriptionEs,
    requirementsEs: job.requirementsEs,
    screeningQuestions: job.screeningQuestions,
    clientName: job.clientName,
    showClientName: job.showClientName,
    referenceNumber: job.referenceNumber,
    closesOn: job.closesOn ?? "",
    isPublished: job.isPublished,
    reopen: false,
    // A copy is another job: it does not come from the original's staff request.
    staffRequestId: null,
  };
}

export async function getJobById(id: string): Promise<Job | null> {
  const [row] = await getDb().select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/**
 * `editor`: the staff member, for the activity log (written in the same transaction). A job
 * created from a staff request names it in the same transaction; StaffRequestLinkError when
 * `input.staffRequestId` is not a staff request (nothing written).
 */
export async function createJob(input: JobInput, editor?: ContentEditor): Promise<Job> {
  const staffRequestId = input.staffRequestId ?? null;
  const row = await writeWithFreeSlug(slugify(input.title) || FALLBACK_JOB_SLUG, (slug) =>
    getDb().transaction(async (tx) => {
      if (staffRequestId !== null) await lockStaffRequest(tx, staffRequestId);
      const referenceNumber = await referenceFor(tx, input.referenceNumber, null);
      const [inserted] = await tx
        .insert(jobs)
        .values({ ...rowValues(input, null), slug, referenceNumber, staffRequestId })
        .returning();
      await recordContentChange(tx, editor, { entity: "job", action: "created", row: inserted! });
      return inserted!;
    }),
  );
  announceContentChange({ entity: "job" });
  return row;
}

/** Null when no job outside the Trash has that id. The slug stays: the job's address does not change with its title. */
export async function updateJob(id: string, input: JobInput, editor?: ContentEditor): Promise<Job | null> {
  const row = await getDb().transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), notInTrash(jobs)))
      .for("update");
    if (!existing) return null;
    const referenceNumber = await referenceFor(tx, input.referenceNumber, existing);
    const [updated] = await tx
      .update(jobs)
      .set({ ...rowValues(input, existing), referenceNumber })
      .where(eq(jobs.id, id))
      .returning();
    await recordContentChange(tx, editor, { entity: "job", action: "updated", row: updated!, before: existing });
    return updated!;
  });
  if (row) announceContentChange({ entity: "job" });
  return row;
}

/** Publish or Unpublish. Publishing a job for the first time dates it now and, without a 'Closes On', closes it in 30 days. */
export async function setJobPublished(id: string, isPublished: boolean, editor?: ContentEditor): Promise<Job | null> {
  const existing = await getJobById(id);
  if (!existing || existing.deletedAt) return null;
  return updateContentRow(jobs, "job", id, publishingValues(isPublished, existing.closesOn ?? "", existing), editor);
}

/** 'Close': the job is filled; it leaves the public pages. Null when no job outside the Trash has that id. */
export function closeJob(id: string, editor?: ContentEditor): Promise<Job | null> {
  return updateContentRow(jobs, "job", id, { closedAt: new Date() }, editor);
}

/**
 * 'Reopen' of a closed job whose 'Closes On' is still to come. An expired one needs a new
 * date: its Reopen opens the form instead (JobStateError here).
 */
export async function reopenJob(id: string, editor?: ContentEditor): Promise<Job | null> {
  const existing = await getJobById(id);
  if (!existing || existing.deletedAt) return null;
  if (existing.expiresAt && existing.expiresAt.getTime() <= Date.now())
    throw new JobStateError("Choose a new Closes On date to reopen this job: Edit it, or use Reopen in its row.");
  return updateContentRow(jobs, "job", id, { closedAt: null }, editor);
}

/** 'Copy': a new draft with the same fields (a second site or shift), its own slug and reference number. Null when no such job. */
export async function copyJob(id: string, editor?: ContentEditor): Promise<Job | null> {
  const existing = await getJobById(id);
  if (!existing || existing.deletedAt) return null;
  return createJob({ ...jobInputOfRow(existing), referenceNumber: "", closesOn: "", isPublished: false }, editor);
}

const newestCreatedFirst = [sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

/** The admin list's pages (newest created first; searched and filtered), its Trash and its total (see ContentStore). */
export const jobStore = contentStore(
  jobs,
  "job",
  { orderBy: newestCreatedFirst, sorts: jobSorts, filterCondition: jobFilterCondition },
  // As the row's Publish (setJobPublished): a first publishing dates it and, without a 'Closes On', closes it in 30 days.
  (isPublished, before) => publishingValues(isPublished, before.closesOn ?? "", before),
);

/** Jobs open now: the dashboard's 'Open Jobs'. */
export async function countOpenJobs(): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(jobs).where(isOpen);
  return row?.value ?? 0;
}

/** The open job at this address, or null (closed, expired, draft, in the Trash, or none). */
export function getOpenJobBySlug(slug: string): Promise<Job | null> {
  return findRow(jobs, and(eq(jobs.slug, slug), isOpen));
}

/** A published job outside the Trash, and whether it is open (not closed, not expired). */
export interface PublishedJob {
  job: Job;
  open: boolean;
}

/**
 * The published job at this address, open or not (its page answers 410 once it closed or
 * expired; its apply form still takes an application sent from a page left open); null for a
 * draft, a job in the Trash, or none.
 */
export async function findPublishedJob(slug: string, db: Database = getDb()): Promise<PublishedJob | null> {
  if (!isWellFormedSlug(slug)) return null;
  const [row] = await db
    .select({ job: jobs, open: sql<boolean>`(${isOpen})` })
    .from(jobs)
    .where(and(eq(jobs.slug, slug), eq(jobs.isPublished, true), isNull(jobs.deletedAt)));
  return row ? { job: row.job, open: row.open } : null;
}
