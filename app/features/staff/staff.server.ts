import { and, asc, count, eq, max, notExists, sql } from "drizzle-orm";

import { recordActivity, type ActivityActor, type RequestOrigin } from "~/features/activity/activity.server";
import { getDb, type Database } from "~/platform/db/client.server";
import { account, activityLog, passkey, session, twoFactor, user } from "~/platform/db/schema";

import { voidResetLinks } from "./reset-links.server";
import { insertStaffAccount, prepareStaffAccount, setStaffPassword } from "./staff-accounts.server";

/** How a staff member signs in beyond the password, as the staff table says it. */
export type TwoFactorKind = "App" | "Passkey" | "App and passkey" | "Off";

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  twoFactor: TwoFactorKind;
  lastSignInAt: Date | null;
  status: "Active" | "Removed";
}

export function twoFactorKind(app: boolean, passkeys: number): TwoFactorKind {
  if (app && passkeys > 0) return "App and passkey";
  if (app) return "App";
  return passkeys > 0 ? "Passkey" : "Off";
}

/** Every staff account, active first, then by name; removed ones stay listed (their name is on their work). */
export async function listStaff(db: Database = getDb()): Promise<StaffMember[]> {
  const passkeys = db
    .select({ userId: passkey.userId, total: count().as("total") })
    .from(passkey)
    .groupBy(passkey.userId)
    .as("passkeys");
  const signIns = db
    .select({ actorId: activityLog.actorId, last: max(activityLog.occurredAt).as("last") })
    .from(activityLog)
    .where(eq(activityLog.kind, "sign-in"))
    .groupBy(activityLog.actorId)
    .as("sign_ins");
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      app: user.twoFactorEnabled,
      banned: user.banned,
      passkeys: sql<number>`coalesce(${passkeys.total}, 0)::int`,
      lastSignInAt: signIns.last,
    })
    .from(user)
    .leftJoin(passkeys, eq(passkeys.userId, user.id))
    .leftJoin(signIns, eq(signIns.actorId, user.id))
    .orderBy(sql`coalesce(${user.banned}, false)`, asc(user.name), asc(user.email));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    twoFactor: twoFactorKind(row.app === true, row.passkeys),
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null,
    status: row.banned ? "Removed" : "Active",
  }));
}

const isActive = sql`coalesce(${user.banned}, false) = false`;

/** How many accounts can sign in (not removed). */
export async function countActiveStaff(db: Database = getDb()): Promise<number> {
  const [row] = await db.select({ total: count() }).from(user).where(isActive);
  return row?.total ?? 0;
}

/** How many accounts that can sign in have neither an authenticator app nor a passkey. */
export async function countStaffWithoutSecondFactor(db: Database = getDb()): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(user)
    .where(
      and(
        isActive,
        sql`coalesce(${user.twoFactorEnabled}, false) = false`,
        notExists(db.select({ id: passkey.id }).from(passkey).where(eq(passkey.userId, user.id))),
      ),
    );
  return row?.total ?? 0;
}

export class StaffRemovalError extends Error {
  override name = "StaffRemovalError";
}

const CANNOT_REMOVE_YOURSELF = "You cannot remove yourself.";
const CANNOT_REMOVE_LAST_STAFF = "The last staff member cannot be removed.";

/**
 * 'Remove': the account can no longer sign in (better-auth's admin plugin refuses a banned
 * user a session, and its password, app and passkeys are deleted), its sessions end at once,
 * and its name stays on what it wrote and in the log. One transaction with its activity row;
 * the active accounts are locked first, so two removals at once cannot leave nobody.
 * `actor` null: the command line, which may remove anyone but the last.
 */
export async function removeStaff(input: {
  userId: string;
  actor: (ActivityActor & { id: string }) | null;
  origin: RequestOrigin | null;
}): Promise<{ name: string; email: string }> {
  if (input.actor?.id === input.userId) throw new StaffRemovalError(CANNOT_REMOVE_YOURSELF);
  return getDb().transaction(async (tx) => {
    const active = await tx.select({ id: user.id }).from(user).where(isActive).for("update");
    const [target] = await tx
      .select({ id: user.id, name: user.name, email: user.email, banned: user.banned })
      .from(user)
      .where(eq(user.id, input.userId));
    if (!target || target.banned) throw new StaffRemovalError("This staff member was already removed.");
    if (active.length <= 1) throw new StaffRemovalError(CANNOT_REMOVE_LAST_STAFF);
    const now = new Date();
    await tx
      .update(user)
      .set({ banned: true, banReason: "Removed from staff", twoFactorEnabled: false, updatedAt: now })
      .where(eq(user.id, target.id));
    await tx.delete(session).where(eq(session.userId, target.id));
    await tx.delete(account).where(eq(account.userId, target.id));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, target.id));
    await tx.delete(passkey).where(eq(passkey.userId, target.id));
    // A reset link mailed before the removal must not bring a password back.
    await voidResetLinks(tx, target.id);
    await recordActivity(tx, {
      kind: "staff-removed",
      actor: input.actor,
      entity: { type: "staff", id: target.id, title: `${target.name} <${target.email}>` },
      detail: "Sessions ended; can no longer sign in",
      origin: input.origin,
      at: now,
    });
    return { name: target.name, email: target.email };
  });
}

const COMMAND_LINE = "From the command line";

/** `npm run admin -- create`: the account and its activity row, one transaction. */
export async function createStaffFromCommandLine(input: { email: string; password: string; name?: string }) {
  const prepared = await prepareStaffAccount(input);
  return getDb().transaction(async (tx) => {
    const created = await insertStaffAccount(tx, prepared);
    await recordActivity(tx, {
      kind: "staff-created",
      actor: null,
      entity: { type: "staff", id: created.id, title: `${created.name} <${created.email}>` },
      detail: COMMAND_LINE,
    });
    return created;
  });
}

/** `npm run admin -- set-password`: the new password (sessions end) and its activity row, one transaction. */
export async function setStaffPasswordFromCommandLine(input: { email: string; password: string }) {
  return setStaffPassword(input, (tx, changed) =>
    recordActivity(tx, {
      kind: "password-changed",
      actor: { id: changed.id, name: changed.name, email: changed.email },
      detail: `${COMMAND_LINE}; every session ended`,
    }),
  );
}
