import { and, count, desc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";

import { getDb, type Database } from "~/platform/db/client.server";
import { contactMessages, type ContactMessageRow } from "~/platform/db/schema";

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

/** The Inbox tab (contact messages), Staff Requests, and Spam (both kinds). */
export type InboxTab = "inbox" | "requests" | "spam";

function tabCondition(tab: InboxTab) {
  if (tab === "spam") return eq(contactMessages.isSpam, true);
  const kind: InboxItemKind = tab === "requests" ? "staff-request" : "message";
  return and(eq(contactMessages.isSpam, false), eq(contactMessages.kind, kind));
}

export interface InboxPage {
  messages: ContactMessage[];
  total: number;
}

/** One page of a tab, newest first (50 a page). */
export async function listContactMessages(tab: InboxTab, page: number, db: Database = getDb()): Promise<InboxPage> {
  const where = tabCondition(tab);
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

export async function setMessageHandled(id: string, handled: boolean, db: Database = getDb()): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null })
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
