import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { getDb } from "~/platform/db/client.server";
import { rateLimit, session as sessionTable, user as userTable } from "~/platform/db/schema";

import { cookieFrom, postToAuth, signInCookie } from "../../../tests/support/auth";
import { describeEachEngine } from "../../../tests/support/test-database";
import { authenticatorCode } from "../../../tests/support/totp";
import { enableTwoFactor, nextTimeStep, passwordStep } from "../../../tests/support/two-factor";
import { getAuth } from "./auth.server";
import { SIGN_IN_FAILURE_LIMIT } from "./sign-in-throttle.server";
import { createStaffAccount } from "./staff-accounts.server";

const email = "staff@example.com";
const password = "right password";
const ip = "198.51.100.7";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
});

async function signedInUser(cookie: string) {
  return (await (await getAuth()).api.getSession({ headers: new Headers({ cookie }) }))?.user ?? null;
}

/** better-auth allows 3 two-factor requests per 10 s per address: forgotten, so only our rules are measured. */
async function forgetRequestRates() {
  await getDb()
    .delete(rateLimit)
    .where(sql`${rateLimit.key} not like 'sign-in-failures|%'`);
}

describeEachEngine("two-factor sign-in", () => {
  it("is set up with the password and a code from the app, then asked for after the password", async () => {
    await createStaffAccount({ email, password });
    const cookie = await signInCookie(email, password);
    expect((await postToAuth("/two-factor/enable", { password: "wrong password" }, { cookie })).status).toBe(400);
    const enabled = await postToAuth("/two-factor/enable", { password }, { cookie });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    expect(totpURI).toMatch(
      /^otpauth:\/\/totp\/TeamWork%20Staffing:staff%40example\.com\?secret=[A-Z2-7]+&issuer=TeamWork\+Staffing&digits=6&period=30$/,
    );
    // Not on until a code confirms the app has the secret.
    expect((await getDb().select().from(userTable))[0]!.twoFactorEnabled).toBe(false);
    expect((await postToAuth("/two-factor/verify-totp", { code: "000000" }, { cookie })).status).toBe(401);
    const confirmed = await postToAuth("/two-factor/verify-totp", { code: authenticatorCode(totpURI) }, { cookie });
    expect(confirmed.status).toBe(200);
    expect((await getDb().select().from(userTable))[0]!.twoFactorEnabled).toBe(true);

    // Signing in now takes the password, then a current code.
    nextTimeStep();
    const pending = await passwordStep(email, password);
    expect(pending).toMatch(/two_factor=/);
    expect(pending).not.toMatch(/session_token=[^;]/);
    const done = await postToAuth("/two-factor/verify-totp", { code: authenticatorCode(totpURI) }, { cookie: pending });
    expect(done.status).toBe(200);
    expect((await signedInUser(cookieFrom(done)))?.email).toBe(email);
  });

  it("accepts each code once: a replay within its 30 seconds is refused", async () => {
    await createStaffAccount({ email, password });
    const { uri } = await enableTwoFactor(email, password);
    nextTimeStep();
    const code = authenticatorCode(uri);
    expect(
      (await postToAuth("/two-factor/verify-totp", { code }, { cookie: await passwordStep(email, password) })).status,
    ).toBe(200);
    // Same code, seconds later, another sign-in: refused, though better-auth alone would accept it.
    vi.setSystemTime(Date.now() + 5_000);
    await forgetRequestRates();
    const replay = await postToAuth(
      "/two-factor/verify-totp",
      { code },
      { cookie: await passwordStep(email, password) },
    );
    expect(replay.status).toBe(401);
    expect(replay.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(false);
    // An older code is refused too; the next one works.
    await forgetRequestRates();
    expect(
      (
        await postToAuth(
          "/two-factor/verify-totp",
          { code: authenticatorCode(uri, -1) },
          { cookie: await passwordStep(email, password) },
        )
      ).status,
    ).toBe(401);
    nextTimeStep();
    await forgetRequestRates();
    expect(
      (
        await postToAuth(
          "/two-factor/verify-totp",
          { code: authenticatorCode(uri) },
          { cookie: await passwordStep(email, password) },
        )
      ).status,
    ).toBe(200);
  });

  it("signs in with a recovery code instead, each code once", async () => {
    await createStaffAccount({ email, password });
    const { recoveryCodes } = await enableTwoFactor(email, password);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const used = await postToAuth(
      "/two-factor/verify-backup-code",
      { code: recoveryCodes[0] },
      { cookie: await passwordStep(email, password) },
    );
    expect(used.status).toBe(200);
    expect((await signedInUser(cookieFrom(used)))?.email).toBe(email);
    await forgetRequestRates();
    expect(
      (
        await postToAuth(
          "/two-factor/verify-backup-code",
          { code: recoveryCodes[0] },
          { cookie: await passwordStep(email, password) },
        )
      ).status,
    ).toBe(401);
    await forgetRequestRates();
    expect(
      (
        await postToAuth(
          "/two-factor/verify-backup-code",
          { code: recoveryCodes[1] },
          { cookie: await passwordStep(email, password) },
        )
      ).status,
    ).toBe(200);
  });

  it("counts wrong codes toward the sign-in lock-out of that email and address", async () => {
    await createStaffAccount({ email, password });
    await enableTwoFactor(email, password);
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) {
      await forgetRequestRates();
      // A right password never clears the count while its code is still missing.
      const pending = await passwordStep(email, password, ip);
      expect(
        (await postToAuth("/two-factor/verify-totp", { code: String(100000 + i) }, { cookie: pending, ip })).status,
      ).toBe(401);
    }
    nextTimeStep();
    await forgetRequestRates();
    // Locked: the password is refused, and so is a right code.
    expect((await postToAuth("/sign-in/email", { email, password }, { ip })).status).toBe(429);
    expect((await postToAuth("/sign-in/email", { email, password }, { ip: "192.0.2.44" })).status).toBe(200);
  });

  it("a completed two-factor sign-in clears the count", async () => {
    await createStaffAccount({ email, password });
    const { uri } = await enableTwoFactor(email, password);
    const wrongCodes = async (times: number) => {
      for (let i = 0; i < times; i++) {
        await forgetRequestRates();
        expect(
          (
            await postToAuth(
              "/two-factor/verify-totp",
              { code: String(300000 + i) },
              { cookie: await passwordStep(email, password, ip), ip },
            )
          ).status,
        ).toBe(401);
      }
    };
    await wrongCodes(SIGN_IN_FAILURE_LIMIT - 1);
    nextTimeStep();
    await forgetRequestRates();
    expect(
      (
        await postToAuth(
          "/two-factor/verify-totp",
          { code: authenticatorCode(uri) },
          { cookie: await passwordStep(email, password, ip), ip },
        )
      ).status,
    ).toBe(200);
    await wrongCodes(SIGN_IN_FAILURE_LIMIT - 1);
    nextTimeStep();
    await forgetRequestRates();
    expect(
      (
        await postToAuth(
          "/two-factor/verify-totp",
          { code: authenticatorCode(uri) },
          { cookie: await passwordStep(email, password, ip), ip },
        )
      ).status,
    ).toBe(200);
  });

  it("refuses a code for a sign-in that is locked, even the right one", async () => {
    await createStaffAccount({ email, password });
    const { uri } = await enableTwoFactor(email, password);
    const pending = await passwordStep(email, password, ip);
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT - 1; i++) {
      await forgetRequestRates();
      await postToAuth(
        "/two-factor/verify-totp",
        { code: String(200000 + i) },
        { cookie: await passwordStep(email, password, ip), ip },
      );
    }
    await forgetRequestRates();
    await postToAuth("/two-factor/verify-totp", { code: "999999" }, { cookie: pending, ip });
    nextTimeStep();
    await forgetRequestRates();
    const refused = await postToAuth(
      "/two-factor/verify-totp",
      { code: authenticatorCode(uri) },
      { cookie: pending, ip },
    );
    expect(refused.status).toBe(429);
  });

  it("turns off only with the password and a current code", async () => {
    await createStaffAccount({ email, password });
    const { uri } = await enableTwoFactor(email, password);
    nextTimeStep();
    const cookie = cookieFrom(
      await postToAuth(
        "/two-factor/verify-totp",
        { code: authenticatorCode(uri) },
        { cookie: await passwordStep(email, password) },
      ),
    );
    nextTimeStep();
    await forgetRequestRates();
    expect((await postToAuth("/two-factor/disable", { password }, { cookie })).status).toBe(401);
    await forgetRequestRates();
    expect(
      (
        await postToAuth(
          "/two-factor/disable",
          { password: "wrong password", code: authenticatorCode(uri) },
          { cookie },
        )
      ).status,
    ).toBe(400);
    nextTimeStep();
    await forgetRequestRates();
    const off = await postToAuth("/two-factor/disable", { password, code: authenticatorCode(uri) }, { cookie });
    expect(off.status).toBe(200);
    expect((await getDb().select().from(userTable).where(eq(userTable.email, email)))[0]!.twoFactorEnabled).toBe(false);
    // Password alone signs in again.
    expect(
      (await postToAuth("/sign-in/email", { email, password })).headers
        .getSetCookie()
        .some((c) => /session_token=[^;]/.test(c)),
    ).toBe(true);
    expect((await getDb().select().from(sessionTable)).length).toBeGreaterThan(0);
  });
});
