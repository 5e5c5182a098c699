import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { getAuth } from "~/features/staff/auth.server";
import { PASSWORD_TOO_COMMON_MESSAGE } from "~/features/staff/password-strength";
import { getDb } from "~/platform/db/client.server";
import { activityLog, session as sessionTable, user as userTable } from "~/platform/db/schema";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { adminRequest, callRoute, routeResponse, signInStaff } from "../../../tests/support/admin-requests";
import { cookieFrom, postToAuth } from "../../../tests/support/auth";
import { readOutbox } from "../../../tests/support/outbox";
import { describeEachEngine } from "../../../tests/support/test-database";
import { throwawayOutbox } from "../../../tests/support/throwaway-outbox";
import { authenticatorCode } from "../../../tests/support/totp";
import { nextTimeStep } from "../../../tests/support/two-factor";
import { action, loader } from "./route";

const PATH = "/admin/account";
const EMAIL = "staff@example.com";
const PASSWORD = "correct horse battery";
const dataDir = throwawayOutbox("account-route");

interface Page {
  staff: { name: string; email: string };
  factors: { app: boolean; passkeys: number };
  mustSetUp: boolean;
  sessions: Array<{ id: string; device: string; ipAddress: string | null; isCurrent: boolean }>;
}

async function activityKinds(): Promise<string[]> {
  return (await getDb().select({ kind: activityLog.kind }).from(activityLog)).map((row) => row.kind);
}

describeEachEngine("/admin/account", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff(EMAIL, PASSWORD);
  });
  const post = (form: Record<string, string>, as = cookie) =>
    callRoute(action, adminRequest(PATH, { cookie: as, form }));

  it("sends a signed-out visitor to the login page and refuses a signed-out change", async () => {
    expect(await callRoute(loader, adminRequest(PATH))).toMatchObject({ status: 302, location: "/admin/login" });
    expect((await callRoute(action, adminRequest(PATH, { form: { intent: "end-other-sessions" } }))).status).toBe(401);
  });

  it("answers 400 to an intent no form sends", async () => {
    expect((await post({ intent: "delete-everything" })).status).toBe(400);
  });

  describe("sessions", () => {
    it("lists the account's sessions, this one marked", async () => {
      const other = await postToAuth("/sign-in/email", { email: EMAIL, password: PASSWORD }, { ip: "198.51.100.9" });
      expect(other.status).toBe(200);
      const page = (await callRoute(loader, adminRequest(PATH, { cookie }))).body as Page;
      expect(page.sessions).toHaveLength(2);
      expect(page.sessions.filter((row) => row.isCurrent)).toHaveLength(1);
      expect(page.sessions.find((row) => !row.isCurrent)).toMatchObject({ ipAddress: "198.51.100.9" });
    });

    it("signs out another session at once, and all other sessions", async () => {
      const phone = cookieFrom(await postToAuth("/sign-in/email", { email: EMAIL, password: PASSWORD }));
      const tablet = cookieFrom(await postToAuth("/sign-in/email", { email: EMAIL, password: PASSWORD }));
      const page = (await callRoute(loader, adminRequest(PATH, { cookie: phone }))).body as Page;
      const phoneSession = page.sessions.find((row) => row.isCurrent)!;

      expect(await post({ intent: "end-session", sessionId: phoneSession.id })).toMatchObject({
        status: 200,
        body: { intent: "end-session", ok: true, ended: 1 },
      });
      expect(await callRoute(loader, adminRequest(PATH, { cookie: phone }))).toMatchObject({ status: 302 });
      // Again: it is gone.
      expect((await post({ intent: "end-session", sessionId: phoneSession.id })).status).toBe(404);
      expect((await post({ intent: "end-session", sessionId: "../../etc" })).status).toBe(404);

      expect(await post({ intent: "end-other-sessions" })).toMatchObject({ body: { ok: true, ended: 1 } });
      expect(await callRoute(loader, adminRequest(PATH, { cookie: tablet }))).toMatchObject({ status: 302 });
      expect((await callRoute(loader, adminRequest(PATH, { cookie }))).status).toBe(200);
      expect(await activityKinds()).toEqual(expect.arrayContaining(["session-ended", "session-ended"]));
    });

    it("never signs out a session of another account", async () => {
      await signInStaff("other@example.com", PASSWORD);
      const [others] = await getDb()
        .select()
        .from(sessionTable)
        .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
        .where(eq(userTable.email, "other@example.com"));
      expect((await post({ intent: "end-session", sessionId: others!.session.id })).status).toBe(404);
      expect(await getDb().select().from(sessionTable).where(eq(sessionTable.id, others!.session.id))).toHaveLength(1);
    });
  });

  describe("details", () => {
    it("renames the account, logged in one transaction, and refuses an empty name", async () => {
      expect(await post({ intent: "rename", name: "   " })).toMatchObject({
        status: 400,
        body: { fieldErrors: { name: "Name is required" } },
      });
      expect(await post({ intent: "rename", name: "Bad\u0007Name" })).toMatchObject({ status: 400 });
      expect(await post({ intent: "rename", name: "  Sam Staff " })).toMatchObject({ status: 200, body: { ok: true } });
      const page = (await callRoute(loader, adminRequest(PATH, { cookie }))).body as Page;
      expect(page.staff.name).toBe("Sam Staff");
      const [row] = await getDb().select().from(activityLog).where(eq(activityLog.kind, "account-updated"));
      expect(row).toMatchObject({ actorName: "Sam Staff", changedFields: ["name"], detail: "Name was “staff”" });
    });
  });

  describe("Update Password", () => {
    const form = (currentPassword: string, password: string, confirmPassword = password) => ({
      intent: "change-password",
      currentPassword,
      password,
      confirmPassword,
    });

    it("refuses a wrong current password, a short or unmatched new one, and changes nothing", async () => {
      expect(await post(form("wrong password", "a brand new password"))).toMatchObject({
        status: 400,
        body: { fieldErrors: { currentPassword: "The current password is not correct." } },
      });
      expect(await post(form(PASSWORD, "short"))).toMatchObject({
        status: 400,
        body: { fieldErrors: { password: "Password must be at least 8 characters long" } },
      });
      expect(await post(form(PASSWORD, "a brand new password", "another one"))).toMatchObject({
        status: 400,
        body: { fieldErrors: { confirmPassword: "Passwords do not match" } },
      });
      expect((await postToAuth("/sign-in/email", { email: EMAIL, password: PASSWORD })).status).toBe(200);
    });

    it("checks the current password before hashing the new one, and refuses a common new one", async () => {
      const hashes = vi.spyOn((await (await getAuth()).$context).password, "hash");
      expect(await post(form("wrong password", "a brand new password"))).toMatchObject({
        status: 400,
        body: { fieldErrors: { currentPassword: "The current password is not correct." } },
      });
      expect(hashes).not.toHaveBeenCalled();
      hashes.mockRestore();
      expect(await post(form(PASSWORD, "Password123"))).toMatchObject({
        status: 400,
        body: { fieldErrors: { password: PASSWORD_TOO_COMMON_MESSAGE } },
      });
      // Straight to better-auth's endpoint, past the page: refused there too.
      const direct = await postToAuth(
        "/change-password",
        { currentPassword: PASSWORD, newPassword: "Password123" },
        { cookie },
      );
      expect(direct.status).toBe(400);
      expect((await postToAuth("/sign-in/email", { email: EMAIL, password: PASSWORD })).status).toBe(200);
    });

    it("sets the new password, signs out the other sessions, keeps this one, logs it and mails a notice", async () => {
      const other = cookieFrom(await postToAuth("/sign-in/email", { email: EMAIL, password: PASSWORD }));
      const before = (await readOutbox(dataDir())).length;
      const response = await routeResponse(
        action,
        adminRequest(PATH, { cookie, form: form(PASSWORD, "a brand new password") }),
      );
      expect(response.status).toBe(200);
      // better-auth makes this browser a new session; the old cookies all end.
      const renewed = cookieFrom(response);
      expect(renewed).toMatch(/session_token=/);
      expect((await callRoute(loader, adminRequest(PATH, { cookie: renewed }))).status).toBe(200);
      expect((await callRoute(loader, adminRequest(PATH, { cookie: other }))).status).toBe(302);
      expect((await postToAuth("/sign-in/email", { email: EMAIL, password: "a brand new password" })).status).toBe(200);
      expect(await activityKinds()).toContain("password-changed");
      await flushOutgoingMail();
      const notice = (await readOutbox(dataDir())).slice(before).find((m) => m.header("to") === EMAIL);
      expect(notice?.header("subject")).toBe("Your staff account password was changed");
      expect(notice?.part("text/plain")?.body).toContain("was changed");
    });
  });

  describe("two-factor sign-in", () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("is set up with the password, a QR code and a code; then recovery codes are shown once", async () => {
      expect(await post({ intent: "two-factor-start", password: "wrong password" })).toMatchObject({
        status: 400,
        body: { field: "password", message: "The password is not correct." },
      });
      const started = await post({ intent: "two-factor-start", password: PASSWORD });
      const { setUp } = started.body as {
        setUp: { totpUri: string; qr: { size: number; path: string }; manualKey: string };
      };
      expect(setUp.qr.size).toBeGreaterThan(20);
      expect(setUp.qr.path).toMatch(/^M\d+ \d+h\d+/);
      expect(setUp.manualKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      expect(setUp.manualKey.replace(/ /g, "")).toBe(new URL(setUp.totpUri).searchParams.get("secret"));

      expect(await post({ intent: "two-factor-confirm", code: "12345", totpUri: setUp.totpUri })).toMatchObject({
        status: 400,
        body: { field: "code", message: "Enter the 6-digit code from your app" },
      });
      const confirmed = await routeResponse(
        action,
        adminRequest(PATH, {
          cookie,
          form: { intent: "two-factor-confirm", code: authenticatorCode(setUp.totpUri), totpUri: setUp.totpUri },
        }),
      );
      expect(confirmed.status).toBe(200);
      const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
      expect(recoveryCodes).toHaveLength(10);
      const renewed = cookieFrom(confirmed) || cookie;
      const page = (await callRoute(loader, adminRequest(PATH, { cookie: renewed }))).body as Page;
      expect(page.factors.app).toBe(true);
      expect(await activityKinds()).toContain("two-factor-enabled");

      // New codes void the old ones.
      const renewedCodes = await post({ intent: "recovery-codes", password: PASSWORD }, renewed);
      const fresh = (renewedCodes.body as { recoveryCodes: string[] }).recoveryCodes;
      expect(fresh).toHaveLength(10);
      expect(fresh).not.toContain(recoveryCodes[0]);
      expect(await activityKinds()).toContain("recovery-codes-regenerated");

      // Off needs the password and a current, unused code.
      nextTimeStep();
      expect(await post({ intent: "two-factor-off", password: PASSWORD, code: "000000" }, renewed)).toMatchObject({
        status: 400,
        body: { field: "code" },
      });
      expect(await post({ intent: "two-factor-off", password: PASSWORD }, renewed)).toMatchObject({ status: 400 });
      const off = await post(
        { intent: "two-factor-off", password: PASSWORD, code: authenticatorCode(setUp.totpUri) },
        renewed,
      );
      expect(off).toMatchObject({ status: 200, body: { ok: true } });
      expect(await activityKinds()).toContain("two-factor-disabled");
    });
  });
});
