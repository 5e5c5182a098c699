import { and, asc, count, eq, max, sql } from "drizzle-orm";

import { getDb, type Database } from "~/db/client.server";
import { activityLog, passkey, user } from "~/db/schema";

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

/** How many accounts can sign in (not removed). */
export async function countActiveStaff(db: Database = getDb()): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(user)
    .where(and(sql`coalesce(${user.banned}, false) = false`));
  return row?.total ?? 0;
}
