import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { getDb } from "~/platform/db/client.server";
import { account, user } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import { getAuth } from "./auth.server";
import {
  createStaffAccount,
  ensureConfiguredAdmin,
  setStaffPassword,
  StaffAccountError,
} from "./staff-accounts.server";

async function signIn(email: string, password: string) {
  const auth = await getAuth();
  return auth.api.signInEmail({ body: { email, password }, asResponse: true });
}

describeEachEngine("staff accounts", () => {
  it("creates an account that can sign in, refusing short passwords and duplicates", async () => {
    await expect(createStaffAccount({ email: "a@example.com", password: "1234567" })).rejects.toThrow(
      "Password must be at least 8 characters long.",
    );
    await createStaffAccount({ email: "A@Example.com", password: "correct horse" });
    await expect(createStaffAccount({ email: "a@example.com", password: "another one" })).rejects.toBeInstanceOf(
      StaffAccountError,
    );
    expect((await signIn("a@example.com", "correct horse")).status).toBe(200);
    expect((await signIn("a@example.com", "wrong password")).status).toBe(401);
  });

  it("refuses a common password where the command line or ADMIN_PASSWORD sets one; existing ones still sign in", async () => {
    const tooCommon = "This password is too common. Choose another.";
    await expect(createStaffAccount({ email: "c@example.com", password: "password1" })).rejects.toThrow(tooCommon);
    await expect(ensureConfiguredAdmin({ email: "d@example.com", password: "Qwerty123" })).rejects.toThrow(tooCommon);
    await createStaffAccount({ email: "e@example.com", password: "an uncommon one" });
    await expect(setStaffPassword({ email: "e@example.com", password: "iloveyou1" })).rejects.toThrow(tooCommon);
    expect(
      await getDb()
        .select()
        .from(user)
        .where(sql`${user.email} in ('c@example.com', 'd@example.com')`),
    ).toEqual([]);
    // An account whose password predates the list signs in as before.
    const ctx = await (await getAuth()).$context;
    await getDb()
      .update(account)
      .set({ password: await ctx.password.hash("password1") })
      .where(sql`${account.userId} = (select id from "user" where email = 'e@example.com')`);
    expect((await signIn("e@example.com", "password1")).status).toBe(200);
  });

  it("sets a new password: the old one stops working", async () => {
    await createStaffAccount({ email: "b@example.com", password: "first password" });
    await setStaffPassword({ email: "b@example.com", password: "second password" });
    expect((await signIn("b@example.com", "first password")).status).toBe(401);
    expect((await signIn("b@example.com", "second password")).status).toBe(200);
  });

  it("makes sure the configured admin (ADMIN_EMAIL) exists, once", async () => {
    const admin = { email: "Boss@example.com", password: "s3cret-pass" };
    expect(await ensureConfiguredAdmin(admin)).toBe("admin boss@example.com created");
    expect(await ensureConfiguredAdmin(admin)).toBe("admin boss@example.com already exists");
    expect(await ensureConfiguredAdmin(null)).toBeNull();
    await expect(ensureConfiguredAdmin({ email: "x@example.com", password: "short" })).rejects.toBeInstanceOf(
      StaffAccountError,
    );
    expect((await signIn("boss@example.com", "s3cret-pass")).status).toBe(200);
  });

  it("writes the user and its credential together: a failed credential leaves no account", async () => {
    // The credential row's insert fails (as a crash between the two writes would cut it off).
    await getDb().execute(
      sql.raw(`
      CREATE FUNCTION refuse_credential() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'credential refused by the test'; END $$`),
    );
    await getDb().execute(
      sql.raw(
        "CREATE TRIGGER refuse_credential BEFORE INSERT ON account FOR EACH ROW EXECUTE FUNCTION refuse_credential()",
      ),
    );
    try {
      await expect(createStaffAccount({ email: "half@example.com", password: "long enough" })).rejects.toThrow();
      expect(await getDb().select().from(user)).toEqual([]);
    } finally {
      await getDb().execute(sql.raw("DROP TRIGGER refuse_credential ON account"));
      await getDb().execute(sql.raw("DROP FUNCTION refuse_credential()"));
    }
    await createStaffAccount({ email: "half@example.com", password: "long enough" });
    expect((await signIn("half@example.com", "long enough")).status).toBe(200);
  });

  it("takes part in the caller's transaction, and rolls back with it", async () => {
    await expect(
      getDb().transaction(async (tx) => {
        await createStaffAccount({ email: "tx@example.com", password: "long enough" }, tx);
        expect(await tx.select().from(account)).toHaveLength(1);
        throw new Error("the caller's next write failed");
      }),
    ).rejects.toThrow("the caller's next write failed");
    expect(await getDb().select().from(user)).toEqual([]);
    expect(await getDb().select().from(account)).toEqual([]);
  });

  it("repairs the ADMIN_EMAIL admin left without a password by an interrupted first start", async () => {
    const admin = { email: "boss@example.com", password: "s3cret-pass" };
    // What a first start killed between the user row and its credential left behind.
    await getDb()
      .insert(user)
      .values({ id: "half-made", name: "Administrator", email: "boss@example.com", emailVerified: true });
    expect(await ensureConfiguredAdmin(admin)).toBe(
      "admin boss@example.com had no password (an interrupted first start): set it from ADMIN_PASSWORD",
    );
    expect((await signIn("boss@example.com", "s3cret-pass")).status).toBe(200);
    expect(await ensureConfiguredAdmin(admin)).toBe("admin boss@example.com already exists");
    expect(await getDb().select().from(account)).toHaveLength(1);
  });

  it("has no public sign-up", async () => {
    const auth = await getAuth();
    const response = await auth.api.signUpEmail({
      body: { email: "intruder@example.com", password: "long enough pw", name: "x" },
      asResponse: true,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});
