import { eq } from "drizzle-orm";

import { getDb } from "~/platform/db/client.server";
import { user as userTable } from "~/platform/db/schema";

import { withAuthTransaction, type AuthContext, type DatabaseTransaction } from "./auth-transaction.server";
import { getAuth, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./auth.server";
import { isCommonPassword } from "./common-passwords.server";
import { PASSWORD_TOO_COMMON_MESSAGE } from "./password-strength";

/*
 * Staff accounts are made here only (there is no public sign-up): by the `npm run admin`
 * tool and by ADMIN_EMAIL / ADMIN_PASSWORD at start-up. better-auth's own sign-up is
 * disabled, so accounts are written through its internal adapter with its password hashing.
 */

export class StaffAccountError extends Error {
  override name = "StaffAccountError";
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function normaliseEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(normalised)) throw new StaffAccountError(`"${email}" is not a valid email address.`);
  return normalised;
}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new StaffAccountError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
  if (isCommonPassword(password)) throw new StaffAccountError(PASSWORD_TOO_COMMON_MESSAGE);
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new StaffAccountError(`Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);
  }
}

export async function findStaffByEmail(email: string) {
  const ctx = await (await getAuth()).$context;
  const found = await ctx.internalAdapter.findUserByEmail(normaliseEmail(email));
  return found?.user ?? null;
}

/** better-auth's hash of a password (scrypt: slow on purpose; hash before opening a transaction). */
export async function hashPassword(password: string): Promise<string> {
  return (await (await getAuth()).$context).password.hash(password);
}

/**
 * A new account's checked email and name and its hashed password, ready for
 * insertStaffAccount. Refuses a malformed email and a short or long password. Call it before
 * opening the transaction: scrypt is slow, on PGlite a transaction holds every other query,
 * and better-auth's first use in a process reads its secret from the database.
 */
export async function prepareStaffAccount(input: { email: string; password: string; name?: string }) {
  const email = normaliseEmail(input.email);
  checkPassword(input.password);
  return { email, name: input.name, passwordHash: await hashPassword(input.password) };
}

/**
 * Creates a staff account; refuses a short password or an email that already has an account.
 * The user and its credential are written in one transaction: a crash between the two must
 * never leave an account that exists but cannot sign in. Pass `tx` to make the account part
 * of a larger transaction (e.g. with an activity-log row).
 */
export async function createStaffAccount(
  input: { email: string; password: string; name?: string },
  tx?: DatabaseTransaction,
) {
  const prepared = await prepareStaffAccount(input);
  const create = (tx: DatabaseTransaction) => insertStaffAccount(tx, prepared);
  return tx ? create(tx) : getDb().transaction(create);
}

/** createStaffAccount's writes, with the password already hashed (an accepted invitation). */
export function insertStaffAccount(
  tx: DatabaseTransaction,
  input: { email: string; name?: string; passwordHash: string },
) {
  const email = normaliseEmail(input.email);
  return withAuthTransaction(tx, async (ctx) => {
    if (await ctx.internalAdapter.findUserByEmail(email)) {
      throw new StaffAccountError(`An account with the email ${email} already exists.`);
    }
    const user = await ctx.internalAdapter.createUser(
      {
        email,
        name: input.name?.trim() || email.split("@")[0]!,
        emailVerified: true,
      },
      { method: "admin" },
    );
    await linkCredential(ctx, user.id, input.passwordHash);
    return user;
  });
}

/** The account's password becomes this one (its credential replaced), inside `tx`. */
export function replaceCredential(tx: DatabaseTransaction, userId: string, passwordHash: string) {
  return withAuthTransaction(tx, async (ctx) => {
    await ctx.internalAdapter.deleteAccounts(userId);
    await linkCredential(ctx, userId, passwordHash);
  });
}

function linkCredential(ctx: AuthContext, userId: string, passwordHash: string) {
  return ctx.internalAdapter.linkAccount({
    userId,
    providerId: "credential",
    accountId: userId,
    password: passwordHash,
  });
}

/**
 * Sets a new password and ends every session of that account, in one transaction;
 * `alsoInTransaction` adds writes of its own to it (e.g. an activity-log row).
 */
export async function setStaffPassword(
  input: { email: string; password: string },
  alsoInTransaction?: (tx: DatabaseTransaction, user: { id: string; name: string; email: string }) => Promise<void>,
) {
  const email = normaliseEmail(input.email);
  checkPassword(input.password);
  // Hashed before the transaction, as createStaffAccount does.
  const hash = await hashPassword(input.password);
  return getDb().transaction((tx) =>
    withAuthTransaction(tx, async (ctx) => {
      const found = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
      if (!found) throw new StaffAccountError(`No account has the email ${email}.`);
      const credential = found.accounts.find((account) => account.providerId === "credential");
      if (credential) await ctx.internalAdapter.updatePassword(found.user.id, hash);
      else await linkCredential(ctx, found.user.id, hash);
      await ctx.internalAdapter.deleteUserSessions(found.user.id);
      await alsoInTransaction?.(tx, found.user);
      return found.user;
    }),
  );
}

/**
 * The configured admin (ADMIN_EMAIL + ADMIN_PASSWORD) at start-up: that admin exists
 * afterwards. An existing account is left as it is (its password may have been changed
 * since), unless it has no password at all: a first start killed between writing the user
 * and its credential (before both were one transaction) left such an account, which nobody
 * could sign in to; it gets ADMIN_PASSWORD. Never prints the password.
 */
export async function ensureConfiguredAdmin(admin: { email: string; password: string } | null): Promise<string | null> {
  if (!admin) return null;
  const { email, password } = admin;
  const normalised = normaliseEmail(email);
  const ctx = await (await getAuth()).$context;
  const found = await ctx.internalAdapter.findUserByEmail(normalised, { includeAccounts: true });
  if (!found) {
    try {
      await createStaffAccount({ email, password, name: "Administrator" });
    } catch (error) {
      // Several instances starting at once on one PostgreSQL: one of them created it first.
      if (await ctx.internalAdapter.findUserByEmail(normalised)) return `admin ${normalised} already exists`;
      throw error;
    }
    return `admin ${normalised} created`;
  }
  if (found.accounts.some((account) => account.providerId === "credential"))
    return `admin ${normalised} already exists`;
  checkPassword(password);
  const passwordHash = await ctx.password.hash(password);
  await getDb().transaction((tx) =>
    withAuthTransaction(tx, async (txCtx) => {
      // Locked and checked again: another instance starting at once may be repairing it too.
      await tx.select({ id: userTable.id }).from(userTable).where(eq(userTable.id, found.user.id)).for("update");
      const accounts = await txCtx.internalAdapter.findAccounts(found.user.id);
      if (!accounts.some((account) => account.providerId === "credential"))
        await linkCredential(txCtx, found.user.id, passwordHash);
    }),
  );
  return `admin ${normalised} had no password (an interrupted first start): set it from ADMIN_PASSWORD`;
}
