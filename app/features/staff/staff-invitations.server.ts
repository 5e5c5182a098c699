import { createHash, randomBytes } from "node:crypto";

import { and, asc, eq, gt } from "drizzle-orm";

import {
  recordActivity,
  type ActivityActor,
  type DatabaseTransaction,
  type RequestOrigin,
} from "~/features/activity/activity.server";
import { getDb, type Database } from "~/platform/db/client.server";
import { staffInvitations, twoFactor, user } from "~/platform/db/schema";
import { HOUR_MS } from "~/platform/format/time-units";

import { hashPassword, insertStaffAccount, replaceCredential } from "./staff-accounts.server";

/*
 * Invitations to become staff. An invitation is not an account: the account is made when
 * the invitee chooses a password through the mailed link, which works once and for 72
 * hours. Only a hash of the link's token is stored, so the database alone cannot accept an
 * invitation. Every change is one transaction with its activity row.
 */

export const INVITATION_LIFETIME_HOURS = 72;

export class InvitationError extends Error {
  override name = "InvitationError";
}

export type InvitationRow = typeof staffInvitations.$inferSelect;

/** A pending invitation as /admin/staff lists it. */
export interface PendingInvitation {
  id: string;
  name: string;
  email: string;
  sentAt: Date;
  expiresAt: Date;
  expired: boolean;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new link token (43 URL-safe characters, 256 bits). */
function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

/** What a link's token must look like before anything is looked up. */
export function isWellFormedInvitationToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}

function expiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_LIFETIME_HOURS * HOUR_MS);
}

export async function listPendingInvitations(now = new Date(), db: Database = getDb()): Promise<PendingInvitation[]> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    sentAt: row.sentAt,
    expiresAt: row.expiresAt,
    expired: row.expiresAt <= now,
  }));
}

interface ActorAndOrigin {
  actor: ActivityActor & { id: string };
  origin: RequestOrigin | null;
}

/**
 * 'Invite Staff': refuses an email that already belongs to a staff member who can sign in,
 * or that has an invitation still waiting. A removed staff member may be invited back; an
 * expired invitation for the email is replaced. Resolves with the link's token, to mail.
 */
export async function inviteStaff(input: ActorAndOrigin & { name: string; email: string; now?: Date }) {
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const { token, tokenHash } = newToken();
  const invitation = await getDb().transaction(async (tx) => {
    const [existing] = await tx.select({ banned: user.banned }).from(user).where(eq(user.email, email));
    if (existing && !existing.banned) throw new InvitationError("This email already belongs to a staff member.");
    const [waiting] = await tx.select().from(staffInvitations).where(eq(staffInvitations.email, email));
    if (waiting && waiting.expiresAt > now) {
      throw new InvitationError("This email has already been invited: resend or withdraw that invitation.");
    }
    if (waiting) await tx.delete(staffInvitations).where(eq(staffInvitations.id, waiting.id));
    const [created] = await tx
      .insert(staffInvitations)
      .values({
        email,
        name: input.name,
        tokenHash,
        invitedById: input.actor.id,
        createdAt: now,
        sentAt: now,
        expiresAt: expiry(now),
      })
      .returning();
    await recordActivity(tx, {
      kind: "staff-invited",
      actor: input.actor,
      entity: { type: "invitation", id: created!.id, title: `${input.name} <${email}>` },
      origin: input.origin,
      at: now,
    });
    return created!;
  });
  return { invitation, token };
}

/** 'Resend': a new link (the old one stops working) valid for another 72 hours. Null when withdrawn or accepted. */
export async function resendInvitation(input: ActorAndOrigin & { invitationId: string; now?: Date }) {
  const now = input.now ?? new Date();
  const { token, tokenHash } = newToken();
  return getDb().transaction(async (tx) => {
    const [updated] = await tx
      .update(staffInvitations)
      .set({ tokenHash, sentAt: now, expiresAt: expiry(now) })
      .where(eq(staffInvitations.id, input.invitationId))
      .returning();
    if (!updated) return null;
    await recordActivity(tx, {
      kind: "invitation-resent",
      actor: input.actor,
      entity: { type: "invitation", id: updated.id, title: `${updated.name} <${updated.email}>` },
      origin: input.origin,
      at: now,
    });
    return { invitation: updated, token };
  });
}

/** 'Withdraw': the link stops working. False when it was already withdrawn or accepted. */
export async function withdrawInvitation(input: ActorAndOrigin & { invitationId: string }): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [removed] = await tx.delete(staffInvitations).where(eq(staffInvitations.id, input.invitationId)).returning();
    if (!removed) return false;
    await recordActivity(tx, {
      kind: "invitation-withdrawn",
      actor: input.actor,
      entity: { type: "invitation", id: removed.id, title: `${removed.name} <${removed.email}>` },
      origin: input.origin,
    });
    return true;
  });
}

/** The invitation a link's token opens, while it is valid; null otherwise (unknown, used, withdrawn, expired). */
export async function findUsableInvitation(token: string, now = new Date()): Promise<InvitationRow | null> {
  if (!isWellFormedInvitationToken(token)) return null;
  const [row] = await getDb()
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashToken(token)), gt(staffInvitations.expiresAt, now)));
  return row ?? null;
}

/** Makes (or, for a removed staff member invited back, restores) the account with this password hash. */
async function activateAccount(tx: DatabaseTransaction, invitation: InvitationRow, passwordHash: string) {
  const [existing] = await tx
    .select({ id: user.id, banned: user.banned })
    .from(user)
    .where(eq(user.email, invitation.email));
  // Made from the command line since the invitation was sent: its password is not the invitee's to set.
  if (existing && !existing.banned) throw new InvitationError("This email already belongs to a staff member.");
  if (!existing) {
    const created = await insertStaffAccount(tx, { email: invitation.email, name: invitation.name, passwordHash });
    return { id: created.id, name: created.name, email: created.email };
  }
  // Removed, now invited back: the same account (its name on past work), starting over. Its
  // old password, app and passkeys were deleted when it was removed.
  await tx
    .update(user)
    .set({ name: invitation.name, banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
    .where(eq(user.id, existing.id));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, existing.id));
  await replaceCredential(tx, existing.id, passwordHash);
  return { id: existing.id, name: invitation.name, email: invitation.email };
}

/**
 * The invitee chose a password: the invitation is spent and the account made, with its
 * activity row, in one transaction. Throws InvitationError when the link no longer works
 * (used a moment ago in another tab, withdrawn, expired).
 */
export async function acceptInvitation(input: { token: string; password: string; origin: RequestOrigin | null }) {
  if (!isWellFormedInvitationToken(input.token)) throw new InvitationError("This invitation link is not valid.");
  // Hashing takes a moment: done before the transaction, which then holds its rows briefly.
  const passwordHash = await hashPassword(input.password);
  return getDb().transaction(async (tx) => {
    const [invitation] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.tokenHash, hashToken(input.token)), gt(staffInvitations.expiresAt, new Date())))
      .returning();
    if (!invitation) throw new InvitationError("This invitation link has expired or was already used.");
    const member = await activateAccount(tx, invitation, passwordHash);
    await recordActivity(tx, {
      kind: "invitation-accepted",
      actor: member,
      entity: { type: "staff", id: member.id, title: member.name },
      origin: input.origin,
    });
    return member;
  });
}
