import { and, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from "drizzle-orm";

import { getDb, type Database } from "~/platform/db/client.server";
import { pageWithTotal } from "~/platform/db/row-queries.server";
import {
  applicationNotes,
  applicationResumes,
  applications,
  applicationStageChanges,
  type Application,
  type ScreeningAnswer,
} from "~/platform/db/schema";
import { searchQuery } from "~/platform/db/text-search";

import { APPLICATIONS_PER_PAGE, GENERAL_APPLICATION } from "./application-filters";
import type { ApplicationStage } from "./application-stages";
import type { PreparedResume } from "./resume-file.server";
import { hasExtractableText } from "./resume-text.server";

/*
 * Applications as stored: taking one (with its resume, in one transaction), the re-application
 * within a day, the staff list's filters and search, and the counts other pages show. The
 * staff changes that the activity log records are in application-changes.server.ts.
 */

export type { Application };
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Db = Database | Transaction;

export type ApplicationSpamReason = "honeypot" | "too-fast" | "rate-limit";

export interface NewApplication {
  jobId: string | null;
  jobTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, or empty. */
  phone: string;
  zip: string;
  message: string;
  interests: string[];
  preferredLocation: string;
  screeningAnswers: ScreeningAnswer[];
  receivedAfterClosing: boolean;
  textConsent: { at: Date; sentence: string } | null;
  language: "en" | "es";
  spamReason: ApplicationSpamReason | null;
  clientIp: string;
  resume: PreparedResume | null;
}

function resumeColumns(resume: PreparedResume | null) {
  if (!resume)
    return { resumeType: null, resumeFileName: null, resumeSize: null, resumeText: null, resumeTextStatus: null };
  return {
    resumeType: resume.type,
    resumeFileName: resume.fileName,
    resumeSize: resume.data.byteLength,
    resumeText: null,
    resumeTextStatus: hasExtractableText(resume.type) ? "pending" : "none",
  };
}

/** Stores an application and its resume together: neither is kept without the other. */
export async function storeApplication(input: NewApplication, db: Database = getDb()): Promise<Application> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        jobId: input.jobId,
        jobTitle: input.jobTitle,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        zip: input.zip,
        message: input.message,
        interests: input.interests,
        preferredLocation: input.preferredLocation,
        screeningAnswers: input.screeningAnswers,
        meetsScreening: input.screeningAnswers.every((answer) => answer.meets),
        receivedAfterClosing: input.receivedAfterClosing,
        textConsentAt: input.textConsent?.at ?? null,
        textConsentText: input.textConsent?.sentence ?? null,
        language: input.language,
        isSpam: input.spamReason !== null,
        spamReason: input.spamReason,
        clientIp: input.clientIp,
        ...resumeColumns(input.resume),
      })
      .returning();
    if (input.resume) await tx.insert(applicationResumes).values({ applicationId: row!.id, data: input.resume.data });
    return row!;
  });
}

/** Same email (capitals aside) or same phone: the same person, for duplicates and their data. */
function samePerson(person: { email: string; phone: string }): SQL {
  const conditions: SQL[] = [];
  if (person.email) conditions.push(sql`lower(${applications.email}) = ${person.email.toLowerCase()}`);
  if (person.phone) conditions.push(eq(applications.phone, person.phone));
  return conditions.length > 0 ? or(...conditions)! : sql`false`;
}

/** The person's application to the same job (or the general one) received since `since`, not spam. */
export async function findRecentApplication(
  person: { email: string; phone: string; jobId: string | null },
  since: Date,
  db: Database = getDb(),
): Promise<Application | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        samePerson(person),
        person.jobId ? eq(applications.jobId, person.jobId) : isNull(applications.jobId),
        eq(applications.isSpam, false),
        gte(applications.receivedAt, since),
      ),
    )
    .orderBy(desc(applications.receivedAt))
    .limit(1);
  return row ?? null;
}

/**
 * The same person applying to the same job again within a day (DECISIONS, Applications):
 * the first application is updated. A newer resume replaces the old; the message is added as
 * a note; a 'Text me' tick now is recorded. Retention counts again from now.
 */
export async function updateWithReapplication(
  existing: Application,
  input: NewApplication,
  db: Database = getDb(),
): Promise<Application> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({
        retainedFrom: sql`now()`,
        ...(input.resume ? resumeColumns(input.resume) : {}),
        ...(input.textConsent
          ? { textConsentAt: input.textConsent.at, textConsentText: input.textConsent.sentence }
          : {}),
        ...(input.zip && !existing.zip ? { zip: input.zip } : {}),
        ...(input.email && !existing.email ? { email: input.email } : {}),
        ...(input.phone && !existing.phone ? { phone: input.phone } : {}),
      })
      .where(eq(applications.id, existing.id))
      .returning();
    if (input.resume) {
      await tx
        .insert(applicationResumes)
        .values({ applicationId: existing.id, data: input.resume.data })
        .onConflictDoUpdate({ target: applicationResumes.applicationId, set: { data: input.resume.data } });
    }
    if (input.message) {
      await tx.insert(applicationNotes).values({
        applicationId: existing.id,
        authorId: null,
        authorName: "The applicant, applying again",
        body: input.message,
      });
    }
    return row!;
  });
}

/** Spam kept from this sender (email, phone or client address) since `since`. */
export async function countSpamApplicationsFrom(
  sender: { email: string; phone: string; clientIp: string },
  since: Date,
  db: Database = getDb(),
): Promise<number> {
  const bySender = sender.clientIp
    ? or(samePerson(sender), eq(applications.clientIp, sender.clientIp))
    : samePerson(sender);
  const [row] = await db
    .select({ total: count() })
    .from(applications)
    .where(and(eq(applications.isSpam, true), gte(applications.receivedAt, since), bySender));
  return row?.total ?? 0;
}

/* The staff list. */

export interface ApplicationFilter {
  search: string;
  stage: ApplicationStage | null;
  /** A job's id, GENERAL_APPLICATION, or null for every job. */
  job: string | null;
  spam: boolean;
}

/** A typed search matching name, email, ZIP and resume text (accents and capitals aside), or the phone's digits. */
function matchesApplicationSearch(typed: string): SQL {
  const conditions: SQL[] = [];
  const query = searchQuery(typed);
  if (query) conditions.push(sql`${applications.searchVector} @@ ${query}`);
  const digits = typed.replace(/\D/g, "");
  // A phone number typed any way: its digits within the stored +1XXXXXXXXXX.
  if (digits.length >= 4 && /^[\d\s().+-]+$/.test(typed.trim()))
    conditions.push(sql`${applications.phone} like ${`%${digits.replace(/^1(?=\d{10}$)/, "")}%`}`);
  if (typed.includes("@")) conditions.push(sql`lower(${applications.email}) = ${typed.trim().toLowerCase()}`);
  return conditions.length > 0 ? or(...conditions)! : sql`false`;
}

export function applicationFilterCondition(filter: ApplicationFilter): SQL {
  const conditions: SQL[] = [eq(applications.isSpam, filter.spam)];
  if (filter.search.trim()) conditions.push(matchesApplicationSearch(filter.search));
  if (filter.stage) conditions.push(eq(applications.stage, filter.stage));
  if (filter.job === GENERAL_APPLICATION) conditions.push(isNull(applications.jobId));
  else if (filter.job) conditions.push(eq(applications.jobId, filter.job));
  return and(...conditions)!;
}

/** What a list row shows: never the resume's bytes nor its text. */
const listColumns = {
  id: applications.id,
  jobId: applications.jobId,
  jobTitle: applications.jobTitle,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  phone: applications.phone,
  zip: applications.zip,
  stage: applications.stage,
  meetsScreening: applications.meetsScreening,
  receivedAfterClosing: applications.receivedAfterClosing,
  resumeType: applications.resumeType,
  legalHold: applications.legalHold,
  language: applications.language,
  receivedAt: applications.receivedAt,
};

export type ApplicationListRow = Pick<Application, keyof typeof listColumns>;

const newestFirst = [desc(applications.receivedAt), desc(applications.id)] as const;

export async function listApplications(
  filter: ApplicationFilter,
  page: number,
  db: Database = getDb(),
): Promise<{ rows: ApplicationListRow[]; total: number }> {
  const where = applicationFilterCondition(filter);
  const rows = db
    .select(listColumns)
    .from(applications)
    .where(where)
    .orderBy(...newestFirst);
  return pageWithTotal(db, applications, where, rows, { page, perPage: APPLICATIONS_PER_PAGE });
}

/** Every row the filter matches, newest first ('Export CSV'). */
export async function applicationsForExport(filter: ApplicationFilter, db: Database = getDb()) {
  return db
    .select({
      ...listColumns,
      message: applications.message,
      preferredLocation: applications.preferredLocation,
      interests: applications.interests,
      textConsentAt: applications.textConsentAt,
    })
    .from(applications)
    .where(applicationFilterCondition(filter))
    .orderBy(...newestFirst);
}

/** Stage 'New', spam aside: the sidebar's and the dashboard's count. */
export async function countNewApplications(db: Database = getDb()): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(applications)
    .where(and(eq(applications.stage, "new"), eq(applications.isSpam, false)));
  return row?.total ?? 0;
}

export async function countSpamApplications(db: Database = getDb()): Promise<number> {
  const [row] = await db.select({ total: count() }).from(applications).where(eq(applications.isSpam, true));
  return row?.total ?? 0;
}

/** Applications (spam aside) per job, for the jobs table's Applications column. */
export async function countApplicationsByJob(jobIds: string[], db: Database = getDb()): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: applications.jobId, total: count() })
    .from(applications)
    .where(and(inArray(applications.jobId, jobIds), eq(applications.isSpam, false)))
    .groupBy(applications.jobId);
  return new Map(rows.map((row) => [row.jobId!, row.total]));
}

/** The jobs staff can filter by: those with applications, by their latest title. */
export async function jobsWithApplications(db: Database = getDb()): Promise<Array<{ id: string; title: string }>> {
  const rows = await db
    .selectDistinctOn([applications.jobId], { id: applications.jobId, title: applications.jobTitle })
    .from(applications)
    .where(sql`${applications.jobId} is not null`)
    .orderBy(applications.jobId, desc(applications.receivedAt));
  return rows
    .map((row) => ({ id: row.id!, title: row.title }))
    .sort((a, b) => a.title.localeCompare(b.title, "en-US", { sensitivity: "base" }));
}

/* One application. */

export async function getApplication(id: string, db: Db = getDb()): Promise<Application | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row ?? null;
}

export async function listNotes(applicationId: string, db: Db = getDb()) {
  return db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(applicationNotes.createdAt, applicationNotes.id);
}

export async function listStageChanges(applicationId: string, db: Db = getDb()) {
  return db
    .select()
    .from(applicationStageChanges)
    .where(eq(applicationStageChanges.applicationId, applicationId))
    .orderBy(applicationStageChanges.changedAt, applicationStageChanges.id);
}

/** The person's other applications (same email or phone), newest first. */
export async function otherApplicationsOf(
  application: Application,
  db: Database = getDb(),
): Promise<ApplicationListRow[]> {
  return db
    .select(listColumns)
    .from(applications)
    .where(and(samePerson(application), sql`${applications.id} <> ${application.id}`))
    .orderBy(...newestFirst)
    .limit(50);
}

/** Every application of the person (same email or phone), this one included. */
export async function applicationsOfPerson(person: { email: string; phone: string }, db: Db = getDb()) {
  return db
    .select()
    .from(applications)
    .where(samePerson(person))
    .orderBy(...newestFirst);
}

export async function readResume(applicationId: string, db: Db = getDb()): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: applicationResumes.data })
    .from(applicationResumes)
    .where(eq(applicationResumes.applicationId, applicationId));
  return row?.data ?? null;
}
