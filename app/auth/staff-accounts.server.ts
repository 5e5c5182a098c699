import { getAuth, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./auth.server";

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
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new StaffAccountError(`Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);
  }
}

export async function findStaffByEmail(email: string) {
  const ctx = await (await getAuth()).$context;
  const found = await ctx.internalAdapter.findUserByEmail(normaliseEmail(email));
  return found?.user ?? null;
}

/** Creates a staff account; refuses a short password or an email that already has an account. */
export async function createStaffAccount(input: { email: string; password: string; name?: string }) {
  const email = normaliseEmail(input.email);
  checkPassword(input.password);
  const ctx = await (await getAuth()).$context;
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
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  return user;
}

/** Sets a new password and ends every session of that account. */
export async function setStaffPassword(input: { email: string; password: string }) {
  const email = normaliseEmail(input.email);
  checkPassword(input.password);
  const ctx = await (await getAuth()).$context;
  const found = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (!found) throw new StaffAccountError(`No account has the email ${email}.`);
  const hash = await ctx.password.hash(input.password);
  const credential = found.accounts.find((account) => account.providerId === "credential");
  if (credential) await ctx.internalAdapter.updatePassword(found.user.id, hash);
  else
    await ctx.internalAdapter.linkAccount({
      userId: found.user.id,
      providerId: "credential",
      accountId: found.user.id,
      password: hash,
    });
  await ctx.internalAdapter.deleteUserSessions(found.user.id);
}

/**
 * The configured admin (ADMIN_EMAIL + ADMIN_PASSWORD) at start-up: that admin exists afterwards.
 * An existing account is left as it is (its password may have been changed since). Never
 * prints the password.
 */
export async function ensureConfiguredAdmin(admin: { email: string; password: string } | null): Promise<string | null> {
  if (!admin) return null;
  const { email, password } = admin;
  if (await findStaffByEmail(email)) return `admin ${normaliseEmail(email)} already exists`;
  await createStaffAccount({ email, password, name: "Administrator" });
  return `admin ${normaliseEmail(email)} created`;
}
