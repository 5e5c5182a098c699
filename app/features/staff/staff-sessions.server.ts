import { and, asc, desc, eq, gt, ne } from "drizzle-orm";

import { recordActivity, type ActivityActor, type RequestOrigin } from "~/features/activity/activity.server";
import { getDb } from "~/platform/db/client.server";
import { session } from "~/platform/db/schema";
import { describeDevice } from "~/platform/http/user-agent";

import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from "./session-lifetime.server";

/*
 * The sessions of one staff account, as My Account lists them, and ending them. Sessions
 * live in the database only (no cookie cache), so an ended session is refused on its very
 * next request, in whatever browser holds it.
 */

export interface StaffSessionView {
  id: string;
  /** "Chrome on Windows". */
  device: string;
  ipAddress: string | null;
  signedInAt: Date;
  /** When the session was last renewed (each use renews it at most once an hour). */
  lastActiveAt: Date;
  isCurrent: boolean;
}

/** The account's sessions that still work, most recently active first, this one marked. */
export async function listActiveSessions(
  userId: string,
  currentSessionId: string,
  now = new Date(),
): Promise<StaffSessionView[]> {
  const signedInAfter = new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000);
  const rows = await getDb()
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now), gt(session.createdAt, signedInAfter)))
    .orderBy(desc(session.updatedAt), desc(session.createdAt), asc(session.id));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress || null,
    signedInAt: row.createdAt,
    lastActiveAt: row.updatedAt,
    isCurrent: row.id === currentSessionId,
  }));
}

interface Ending {
  actor: ActivityActor & { id: string };
  currentSessionId: string;
  origin: RequestOrigin | null;
}

/** 'Sign Out' on another session of one's own: false when there is no such session (or it is this one). */
export async function endOtherSession(input: Ending & { sessionId: string }): Promise<boolean> {
  if (input.sessionId === input.currentSessionId) return false;
  return getDb().transaction(async (tx) => {
    const [ended] = await tx
      .delete(session)
      .where(and(eq(session.id, input.sessionId), eq(session.userId, input.actor.id)))
      .returning({ userAgent: session.userAgent, ipAddress: session.ipAddress });
    if (!ended) return false;
    await recordActivity(tx, {
      kind: "session-ended",
      actor: input.actor,
      entity: { type: "session", id: input.sessionId, title: describeDevice(ended.userAgent) },
      detail: ended.ipAddress ? `Signed in from ${ended.ipAddress}` : null,
      origin: input.origin,
    });
    return true;
  });
}

/** 'Sign out all other sessions': every session of the account but this one; resolves with how many ended. */
export async function endAllOtherSessions(input: Ending): Promise<number> {
  return getDb().transaction(async (tx) => {
    const ended = await tx
      .delete(session)
      .where(and(eq(session.userId, input.actor.id), ne(session.id, input.currentSessionId)))
      .returning({ id: session.id });
    if (ended.length > 0) {
      await recordActivity(tx, {
        kind: "session-ended",
        actor: input.actor,
        detail: `Every other session (${ended.length})`,
        origin: input.origin,
      });
    }
    return ended.length;
  });
}
