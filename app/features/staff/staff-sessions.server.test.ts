import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { getDb } from "~/platform/db/client.server";
import { activityLog, session as sessionTable } from "~/platform/db/schema";

import { cookieFrom, postToAuth, siteRequest } from "../../../tests/support/auth";
import { describeEachEngine } from "../../../tests/support/test-database";
import { getAuth } from "./auth.server";
import { getStaffSession } from "./guard.server";
import { createStaffAccount } from "./staff-accounts.server";
import { endAllOtherSessions, endOtherSession, listActiveSessions } from "./staff-sessions.server";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36";
const safari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1";

async function signInFrom(userAgent: string, ip: string): Promise<string> {
  const auth = await getAuth();
  const response = await auth.handler(
    new Request("http://localhost:3000/api/auth/sign-in/email", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        "user-agent": userAgent,
        "x-client-ip": ip,
      },
      body: JSON.stringify({ email: "staff@example.com", password: "right password" }),
    }),
  );
  return cookieFrom(response);
}

async function sessionOf(cookie: string) {
  return (await getStaffSession(siteRequest("/admin/account", { method: "GET", cookie })))!;
}

describeEachEngine("staff sessions", () => {
  it("lists the account's working sessions with device, address and times, this one marked", async () => {
    const staff = await createStaffAccount({ email: "staff@example.com", password: "right password" });
    await signInFrom(safari, "198.51.100.20");
    const onDesktop = await signInFrom(chrome, "203.0.113.7");
    const current = await sessionOf(onDesktop);
    // An expired one and one past the absolute limit are not listed.
    await signInFrom(chrome, "192.0.2.1");
    await getDb().execute(
      sql`update session set expires_at = now() - interval '1 minute' where ip_address = '192.0.2.1'`,
    );
    await createStaffAccount({ email: "other@example.com", password: "other password" });
    await postToAuth("/sign-in/email", { email: "other@example.com", password: "other password" });

    const sessions = await listActiveSessions(staff.id, current.sessionId);
    expect(sessions.map(({ device, ipAddress, isCurrent }) => ({ device, ipAddress, isCurrent }))).toEqual([
      { device: "Chrome on Windows", ipAddress: "203.0.113.7", isCurrent: true },
      { device: "Safari on iOS", ipAddress: "198.51.100.20", isCurrent: false },
    ]);
    expect(sessions[0]!.signedInAt).toBeInstanceOf(Date);
  });

  it("ends another session at once, never this one nor someone else's", async () => {
    const staff = await createStaffAccount({ email: "staff@example.com", password: "right password", name: "Sam" });
    const phone = await signInFrom(safari, "198.51.100.20");
    const desktop = await signInFrom(chrome, "203.0.113.7");
    const current = await sessionOf(desktop);
    const phoneSession = await sessionOf(phone);
    const actor = { id: staff.id, name: "Sam", email: staff.email };
    expect(
      await endOtherSession({ actor, currentSessionId: current.sessionId, sessionId: current.sessionId, origin: null }),
    ).toBe(false);
    const other = await createStaffAccount({ email: "other@example.com", password: "other password" });
    expect(
      await endOtherSession({
        actor: { id: other.id },
        currentSessionId: "x",
        sessionId: phoneSession.sessionId,
        origin: null,
      }),
    ).toBe(false);

    expect(
      await endOtherSession({
        actor,
        currentSessionId: current.sessionId,
        sessionId: phoneSession.sessionId,
        origin: null,
      }),
    ).toBe(true);
    expect(await getStaffSession(siteRequest("/admin/dashboard", { method: "GET", cookie: phone }))).toBeNull();
    expect(await getStaffSession(siteRequest("/admin/dashboard", { method: "GET", cookie: desktop }))).not.toBeNull();
    const [row] = await getDb().select().from(activityLog).where(eq(activityLog.kind, "session-ended"));
    expect(row).toMatchObject({
      kind: "session-ended",
      actorId: staff.id,
      entityTitle: "Safari on iOS",
      detail: "Signed in from 198.51.100.20",
    });
  });

  it("signs out all other sessions and keeps this one", async () => {
    const staff = await createStaffAccount({ email: "staff@example.com", password: "right password" });
    await signInFrom(safari, "198.51.100.20");
    await signInFrom(chrome, "198.51.100.21");
    const desktop = await signInFrom(chrome, "203.0.113.7");
    const current = await sessionOf(desktop);
    expect(
      await endAllOtherSessions({ actor: { id: staff.id }, currentSessionId: current.sessionId, origin: null }),
    ).toBe(2);
    expect((await getDb().select().from(sessionTable)).map((row) => row.id)).toEqual([current.sessionId]);
  });
});
