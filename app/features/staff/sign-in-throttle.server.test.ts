import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { getDb } from "~/platform/db/client.server";
import { rateLimit } from "~/platform/db/schema";

import { postToAuth, signInCookie } from "../../../tests/support/auth";
import { describeEachEngine } from "../../../tests/support/test-database";
import { TOO_MANY_SIGN_IN_ATTEMPTS } from "./messages";
import { SIGN_IN_FAILURE_LIMIT } from "./sign-in-throttle.server";
import { createStaffAccount } from "./staff-accounts.server";

const signIn = (email: string, password: string, ip = "198.51.100.7") =>
  postToAuth("/sign-in/email", { email, password }, { ip });

/** Forgets better-auth's per-address request counts, keeping the sign-in failure counters. */
async function forgetRequestRates() {
  await getDb()
    .delete(rateLimit)
    .where(sql`${rateLimit.key} not like 'sign-in-failures|%'`);
}

async function failTimes(times: number, email: string, ip?: string) {
  for (let i = 0; i < times; i++) expect((await signIn(email, `wrong guess ${i}`, ip)).status).toBe(401);
}

describeEachEngine("sign-in throttle", () => {
  it("answers 429 after repeated wrong passwords, even to the right one", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    await failTimes(SIGN_IN_FAILURE_LIMIT, "staff@example.com");
    const refused = await signIn("staff@example.com", "right password");
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // Nothing was checked: no session was made.
    expect(refused.headers.getSetCookie()).toHaveLength(0);
  });

  it("locks one email from one address only", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    await createStaffAccount({ email: "other@example.com", password: "other password" });
    await failTimes(SIGN_IN_FAILURE_LIMIT, "staff@example.com", "198.51.100.7");
    expect((await signIn("staff@example.com", "right password", "198.51.100.7")).status).toBe(429);
    expect((await signIn("staff@example.com", "right password", "192.0.2.44")).status).toBe(200);
    expect((await signIn("other@example.com", "other password", "198.51.100.7")).status).toBe(200);
  });

  it("treats an unknown email exactly like a known one", async () => {
    await failTimes(SIGN_IN_FAILURE_LIMIT, "nobody@example.com");
    expect((await signIn("nobody@example.com", "anything at all")).status).toBe(429);
  });

  it("does not count successful sign-ins, and a success clears the count", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT + 3; i++)
      expect((await signIn("staff@example.com", "right password")).status).toBe(200);
    await failTimes(SIGN_IN_FAILURE_LIMIT - 1, "staff@example.com");
    expect((await signIn("staff@example.com", "right password")).status).toBe(200);
    await failTimes(SIGN_IN_FAILURE_LIMIT - 1, "staff@example.com");
    expect((await signIn("staff@example.com", "right password")).status).toBe(200);
  });

  it("lifts the lock when the window has passed", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    await failTimes(SIGN_IN_FAILURE_LIMIT, "staff@example.com");
    expect((await signIn("staff@example.com", "right password")).status).toBe(429);
    await getDb()
      .update(rateLimit)
      .set({ lastRequest: sql`${rateLimit.lastRequest} - ${16 * 60 * 1000}` })
      .where(sql`${rateLimit.key} like 'sign-in-failures|%'`);
    expect((await signIn("staff@example.com", "right password")).status).toBe(200);
  });

  it("counts wrong passwords given to 'Update Password' toward the same lock-out", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    const cookie = await signInCookie("staff@example.com", "right password", "198.51.100.7");
    const changePassword = (currentPassword: string) =>
      postToAuth(
        "/change-password",
        { currentPassword, newPassword: "a new password" },
        { ip: "198.51.100.7", cookie },
      );
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) {
      // better-auth's own flood guard allows 3 password changes per 10 s: only the lock-out is measured here.
      await forgetRequestRates();
      expect((await changePassword(`wrong guess ${i}`)).status).toBe(400);
    }
    // Locked for sign-in, and for the password check itself, even with the right password.
    expect((await signIn("staff@example.com", "right password")).status).toBe(429);
    expect((await changePassword("right password")).status).toBe(429);
    // Another address is not locked.
    expect((await signIn("staff@example.com", "right password", "192.0.2.44")).status).toBe(200);
  });

  it("keeps no email addresses in the counters", async () => {
    await failTimes(2, "someone@example.com");
    const rows = await getDb().select().from(rateLimit);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).not.toContain("someone");
  });
});
