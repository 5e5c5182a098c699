/**
 * A signed-in staff session for the route tests, made once per database and account.
 *
 * A real sign-in costs two scrypt runs (creating the account, then checking its password),
 * about 0.3 s of CPU; the route tests sign in before each of their hundreds of tests, after
 * truncateAll has emptied the tables. So the first sign-in on a database is a real one, and
 * its rows (user, credential, session) are kept and written back for the next test: the same
 * cookie then names a session that exists again, as it would after a real sign-in.
 */
import { eq } from "drizzle-orm";

import { getAuth } from "~/features/staff/auth.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { getDb } from "~/platform/db/client.server";
import { account, session, user } from "~/platform/db/schema";

interface SignedInRows {
  cookie: string;
  users: (typeof user.$inferSelect)[];
  accounts: (typeof account.$inferSelect)[];
  sessions: (typeof session.$inferSelect)[];
}

/** Per database (the session cookie is signed with that database's secret), per account. */
const signIns = new WeakMap<object, Map<string, SignedInRows>>();

/**
 * Creates a staff account and signs it in; returns the Cookie header of its session. The
 * account must not exist yet (each test starts from empty tables).
 */
export async function signInStaff(email = "staff@example.com", password = "correct horse battery"): Promise<string> {
  const db = getDb();
  const key = `${email}\n${password}`;
  const kept = signIns.get(db)?.get(key);
  if (kept && (await writeBack(kept))) return kept.cookie;

  await createStaffAccount({ email, password });
  const response = await (await getAuth()).api.signInEmail({ body: { email, password }, asResponse: true });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]!);
  if (cookies.length === 0) throw new Error("sign-in set no cookie");
  const cookie = cookies.join("; ");

  const users = await db.select().from(user).where(eq(user.email, email));
  const userId = users[0]!.id;
  const rows: SignedInRows = {
    cookie,
    users,
    accounts: await db.select().from(account).where(eq(account.userId, userId)),
    sessions: await db.select().from(session).where(eq(session.userId, userId)),
  };
  if (!signIns.has(db)) signIns.set(db, new Map());
  signIns.get(db)!.set(key, rows);
  return cookie;
}

/** Writes the kept rows back in one transaction; false (nothing written) if they no longer fit. */
async function writeBack(rows: SignedInRows): Promise<boolean> {
  try {
    await getDb().transaction(async (tx) => {
      await tx.insert(user).values(rows.users);
      await tx.insert(account).values(rows.accounts);
      await tx.insert(session).values(rows.sessions);
    });
    return true;
  } catch {
    return false;
  }
}
