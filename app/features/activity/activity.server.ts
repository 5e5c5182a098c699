import { and, asc, desc, eq, lt, type SQL } from "drizzle-orm";

import { getDb, type Database } from "~/platform/db/client.server";
import { pageWithTotal } from "~/platform/db/row-queries.server";
import { activityLog, user, type ActivityRow } from "~/platform/db/schema";
import { DAY_MS } from "~/platform/format/time-units";
import { log } from "~/platform/log/log.server";

import { ACTIVITY_PER_PAGE } from "./filters";
import type { ActivityKind } from "./kinds";

/*
 * The activity log: who did what, when, from where. A change and its row are written in one
 * transaction (pass the transaction to recordActivity), so there is never a change without
 * its row nor a row without its change. Sign-in events are written in the background
 * (recordActivityLater), so that the sign-in's answer neither waits for them nor takes
 * longer for an email that has an account.
 */

export type DatabaseTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Rows are kept this long, then pruned. */
const ACTIVITY_RETENTION_DAYS = 365;

/** Who acted: a staff member, or (id null) someone who typed an email at sign-in. Null: the command line. */
export interface ActivityActor {
  id: string | null;
  name?: string | null;
  email?: string | null;
}

/** Where a request came from, as the server saw it. */
export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

export interface ActivityEntry {
  kind: ActivityKind;
  actor: ActivityActor | null;
  /** What was acted on, e.g. { type: "faq", id, title }. */
  entity?: { type: string; id?: string | null; title?: string | null };
  /** For updates: the names of the fields that changed. */
  changedFields?: readonly string[];
  /** A short note, e.g. why a sign-in failed. */
  detail?: string | null;
  origin?: RequestOrigin | null;
  at?: Date;
}

const MAX_TEXT = 500;

// Values may come from strangers (the email tried, a user agent): stored bounded.
function bounded(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value.length > MAX_TEXT ? value.slice(0, MAX_TEXT) : value;
}

/**
 * Writes one row. Pass the transaction of the change it describes: both commit, or neither.
 * (On PGlite a query on the outer handle inside a transaction waits forever: never pass getDb() there.)
 */
export async function recordActivity(tx: Database | DatabaseTransaction, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLog).values({
    kind: entry.kind,
    occurredAt: entry.at ?? new Date(),
    actorId: entry.actor?.id ?? null,
    actorName: bounded(entry.actor?.name),
    actorEmail: bounded(entry.actor?.email),
    entityType: bounded(entry.entity?.type),
    entityId: bounded(entry.entity?.id),
    entityTitle: bounded(entry.entity?.title),
    changedFields: entry.changedFields?.length ? entry.changedFields.map((field) => bounded(field)!) : null,
    detail: bounded(entry.detail),
    ipAddress: bounded(entry.origin?.ipAddress),
    userAgent: bounded(entry.origin?.userAgent),
  });
}

const inFlight = new Set<Promise<void>>();

/**
 * Runs `task` (lookups, then recordActivity) after the current request, without making the
 * request wait for it. A failure is logged: a lost sign-in row must not fail a sign-in.
 */
export function recordActivityLater(task: () => Promise<void>): void {
  const running = Promise.resolve()
    .then(task)
    .catch((error: unknown) => {
      log.error(`activity: could not record an event: ${error instanceof Error ? error.message : String(error)}`);
    })
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
}

/** Waits for the rows still being written in the background (at shut-down, and in tests). */
export async function flushActivity(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

export interface ActivityFilter {
  /** A staff member's user id. */
  actorId?: string | null;
  kind?: string | null;
}

function whereOf(filter: ActivityFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(activityLog.actorId, filter.actorId));
  if (filter.kind) conditions.push(eq(activityLog.kind, filter.kind));
  return conditions.length ? and(...conditions) : undefined;
}

const newestFirst = [desc(activityLog.occurredAt), desc(activityLog.id)] as const;

/** One page of the log, newest first, and how many rows the filter matches in all. */
export async function listActivity(
  filter: ActivityFilter,
  page: number,
  perPage = ACTIVITY_PER_PAGE,
  db: Database = getDb(),
): Promise<{ rows: ActivityRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = db
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(...newestFirst);
  return pageWithTotal(db, activityLog, where, rows, { page, perPage });
}

/** Every row the filter matches, newest first (for 'Export CSV'; the log holds a year at most). */
export async function activityForExport(filter: ActivityFilter, db: Database = getDb()): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activityLog)
    .where(whereOf(filter))
    .orderBy(...newestFirst);
}

/** The newest rows, for the dashboard. */
export async function latestActivity(limit = 5, db: Database = getDb()): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activityLog)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The people the log can be filtered by: every staff account, removed ones too. */
export async function activityPeople(
  db: Database = getDb(),
): Promise<Array<{ id: string; name: string; email: string }>> {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .orderBy(asc(user.name), asc(user.email));
}

/** Deletes the rows older than the retention period; resolves with how many went. */
export async function pruneActivity(db: Database = getDb(), now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS);
  const pruned = await db
    .delete(activityLog)
    .where(lt(activityLog.occurredAt, cutoff))
    .returning({ id: activityLog.id });
  return pruned.length;
}
