import { and, asc, count, desc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";

import { getDb, type Database } from "~/platform/db/client.server";
import { contactMessages, type ContactMessageRow } from "~/platform/db/schema";

import type { InboxTab, InboxView } from "./inbox-view";

/*
 * The contact inbox's data: messages as the form delivered them, read and handled marks,
 * the Spam tab, and the retention deletion. Staff requests share the table (kind
 * "staff-request", app/features/staff-requests): their own tab, the same Spam tab, marks and
 * retention.
 */

export type ContactMessage = ContactMessageRow;
type InboxItemKind = "message" | "staff-request";
export type SpamReason = "honeypot" | "too-fast" | "rate-limit" | "staff";

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  clientIp: string;
  spamReason: SpamReason | null;
}

export const INBOX_PAGE_SIZE = 50;

export async function storeContactMessage(input: NewContactMessage, db: Database = getDb()): Promise<ContactMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, isSpam: input.spamReason !== null })
    .returning();
  return row!;
}

function viewCondition({ tab, notHandled }: InboxView) {
  if (tab === "spam") return eq(contactMessages.isSpam, true);
  const kind: InboxItemKind = tab === "requests" ? "staff-request" : "message";
  return and(
    eq(contactMessages.isSpam, false),
    eq(contactMessages.kind, kind),
    notHandled ? isNull(contactMessages.handledAt) : undefined,
  );
}

export interface InboxPage {
  messages: ContactMessage[];
  total: number;
}

/** One page of a list, newest first (50 a page). */
export async function listContactMessages(view: InboxView, page: number, db: Database = getDb()): Promise<InboxPage> {
  const where = viewCondition(view);
  const [messages, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { messages, total: totals?.total ?? 0 };
}

export interface Neighbours {
  /** The one above it in the list (newer); null at the top. */
  previous: string | null;
  /** The one below it (older); null at the end. */
  next: string | null;
}

/**
 * The messages beside `id` in the list `view` (its order: newest first, then by id). Compared
 * with the row's own stored time, not a copy in JavaScript: a Date keeps milliseconds, the
 * column microseconds. The message need not be in the list any more (just marked handled).
 */
export async function neighboursOf(id: string, view: InboxView, db: Database = getDb()): Promise<Neighbours> {
  const position = sql`(select c.created_at, c.id from ${contactMessages} c where c.id = ${id})`;
  const row = sql`(${contactMessages.createdAt}, ${contactMessages.id})`;
  const where = viewCondition(view);
  const [[previous], [next]] = await Promise.all([
    db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(where, sql`${row} > ${position}`))
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
      .limit(1),
    db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(where, sql`${row} < ${position}`))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(1),
  ]);
  return { previous: previous?.id ?? null, next: next?.id ?? null };
}

export interface UnreadCounts {
  messages: number;
  requests: number;
}

/**
 * Contact messages and staff requests (not spam) nobody has opened yet: each tab's count; the
 * sidebar shows their sum.
 */
export async function countUnread(db: Database = getDb()): Promise<UnreadCounts> {
  const rows = await db
    .select({ kind: contactMessages.kind, total: count() })
    .from(contactMessages)
    .where(and(isNull(contactMessages.readAt), eq(contactMessages.isSpam, false)))
    .groupBy(contactMessages.kind);
  const of = (kind: InboxItemKind) => rows.find((row) => row.kind === kind)?.total ?? 0;
  return { messages: of("message"), requests: of("staff-request") };
}

/** The tab a message or staff request is listed in. */
export function tabOfMessage(message: Pick<ContactMessage, "kind" | "isSpam">): InboxTab {
  if (message.isSpam) return "spam";
  return message.kind === "staff-request" ? "requests" : "inbox";
}

export async function getContactMessage(id: string, db: Database = getDb()): Promise<ContactMessage | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

/** Opening a message marks it read (once: the first opening's time stays). */
export async function openContactMessage(id: string, db: Database = getDb()): Promise<ContactMessage | null> {
  const [marked] = await db
    .update(contactMessages)
    .set({ readAt: sql`now()` })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)))
    .returning();
  return marked ?? getContactMessage(id, db);
}

/** The staff member who marks a message handled, as 'Handled by' names them. */
export interface HandledBy {
  id: string;
  name?: string | null;
}

/**
 * Marks a message handled by `by` (the first mark's time and person stay), or not handled
 * (both cleared). False when there is no such message.
 */
export async function setMessageHandled(
  id: string,
  handled: HandledBy | null,
  db: Database = getDb(),
): Promise<boolean> {
  const firstMark = isNull(contactMessages.handledAt);
  const rows = await db
    .update(contactMessages)
    .set(
      handled
        ? {
            handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
            handledById: sql`case when ${firstMark} then ${handled.id} else ${contactMessages.handledById} end`,
            handledByName: sql`case when ${firstMark} then ${handled.name ?? null} else ${contactMessages.handledByName} end`,
          }
        : { handledAt: null, handledById: null, handledByName: null },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** Staff moving a message to or from the Spam tab. */
export async function setMessageSpam(id: string, spam: boolean, db: Database = getDb()): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ isSpam: spam, spamReason: spam ? "staff" : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export async function deleteContactMessage(id: string, db: Database = getDb()): Promise<boolean> {
  const rows = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** Spam kept from this sender (by email address or by client address) since `since`. */
export async function countSpamFrom(
  sender: { email: string; clientIp: string },
  since: Date,
  db: Database = getDb(),
): Promise<number> {
  const bySender = sender.clientIp
    ? or(
        sql`lower(${contactMessages.email}) = ${sender.email.toLowerCase()}`,
        eq(contactMessages.clientIp, sender.clientIp),
      )
    : sql`lower(${contactMessages.email}) = ${sender.email.toLowerCase()}`;
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.isSpam, true), gte(contactMessages.createdAt, since), bySender));
  return row?.total ?? 0;
}

/** The retention rule: every message (inbox and spam) received before `cutoff` goes. */
export async function deleteMessagesReceivedBefore(cutoff: Date, db: Database = getDb()): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff))
    .returning({ id: contactMessages.id });
  return rows.length;
}
