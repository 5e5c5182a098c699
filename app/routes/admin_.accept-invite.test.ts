import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { flushActivity } from "~/features/activity/activity.server";
import { getAuth } from "~/features/staff/auth.server";
import { getStaffSession } from "~/features/staff/guard.server";
import { INVITATION_ATTEMPT_LIMIT } from "~/features/staff/invitation-attempts.server";
import { TOO_MANY_INVITATION_ATTEMPTS } from "~/features/staff/messages";
import { PASSWORD_TOO_COMMON_MESSAGE } from "~/features/staff/password-strength";
import { inviteStaff } from "~/features/staff/staff-invitations.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, staffInvitations, user as userTable } from "~/platform/db/schema";
import { CLIENT_IP_HEADER } from "~/platform/http/client-address.server";

import { callRoute, routeResponse, signInStaff, topLevelRoutes } from "../../tests/support/admin-requests";
import { cookieFrom, siteOrigin } from "../../tests/support/auth";
import { describeEachEngine } from "../../tests/support/test-database";
import { throwawayOutbox } from "../../tests/support/throwaway-outbox";
import { action, loader } from "./admin_.accept-invite";

throwawayOutbox("accept-invite");

afterEach(() => {
  vi.restoreAllMocks();
});

function acceptRequest(token: string, form?: Record<string, string>, clientIp = "203.0.113.7"): Request {
  const url = `${siteOrigin()}/admin/accept-invite?token=${token}`;
  if (!form) return new Request(url);
  return new Request(url, {
    method: "POST",
    headers: {
      origin: siteOrigin(),
      "content-type": "application/x-www-form-urlencoded",
      [CLIENT_IP_HEADER]: clientIp,
    },
    body: new URLSearchParams({ token, ...form }),
  });
}

describeEachEngine("accepting an invitation", () => {
  let token: string;
  beforeEach(async () => {
    await signInStaff("boss@example.com", "correct horse battery");
    const [boss] = await getDb().select().from(userTable);
    ({ token } = await inviteStaff({
      name: "Nina New",
      email: "nina@example.com",
      actor: { id: boss!.id, name: boss!.name, email: boss!.email },
      origin: null,
    }));
  });
  const open = (link: string) => callRoute(loader, acceptRequest(link), topLevelRoutes);
  const accept = (form: Record<string, string>, link = token, clientIp?: string) =>
    routeResponse(action, acceptRequest(link, form, clientIp), topLevelRoutes);
  const passwordHashes = async () => vi.spyOn((await (await getAuth()).$context).password, "hash");

  it("refuses an unknown token with 410 before hashing the password", async () => {
    const hashes = await passwordHashes();
    for (let i = 0; i < 3; i++) {
      const refused = await accept({ password: "Nina-Passw0rd", confirmPassword: "Nina-Passw0rd" }, "B".repeat(43));
      expect(refused.status).toBe(410);
    }
    expect(hashes).not.toHaveBeenCalled();
    expect(await getDb().select().from(userTable).where(eq(userTable.email, "nina@example.com"))).toEqual([]);
  });

  it("answers 429 once a client address has made its attempts, whatever it sends, before any other work", async () => {
    const form = { password: "Nina-Passw0rd", confirmPassword: "Nina-Passw0rd" };
    for (let i = 0; i < INVITATION_ATTEMPT_LIMIT; i++)
      expect((await accept(form, "C".repeat(43), "198.51.100.9")).status).toBe(410);
    const hashes = await passwordHashes();
    const limited = await accept(form, token, "198.51.100.9");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ formError: TOO_MANY_INVITATION_ATTEMPTS });
    expect(hashes).not.toHaveBeenCalled();
    // Another address is not affected, and the invitation still works.
    expect((await accept(form, token, "198.51.100.10")).status).toBe(302);
  });

  it("refuses a common password on the field, and keeps the invitation", async () => {
    for (const common of ["password1", "Password1", "iloveyou1"]) {
      const refused = await accept({ password: common, confirmPassword: common });
      expect(refused.status, common).toBe(400);
      expect(await refused.json()).toMatchObject({ fieldErrors: { password: PASSWORD_TOO_COMMON_MESSAGE } });
    }
    expect(await getDb().select().from(staffInvitations)).toHaveLength(1);
    expect(await getDb().select().from(userTable).where(eq(userTable.email, "nina@example.com"))).toEqual([]);
  });

  it("opens with the invitee's name and email; a wrong, withdrawn or expired link says it is not valid", async () => {
    expect(await open(token)).toMatchObject({
      status: 200,
      body: { invitee: { name: "Nina New", email: "nina@example.com" } },
    });
    expect(await open("A".repeat(43))).toMatchObject({ status: 410, body: { invitee: null } });
    expect(await open("<script>")).toMatchObject({ status: 410 });
    await getDb()
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await open(token)).toMatchObject({ status: 410 });
    expect((await accept({ password: "Nina-Passw0rd", confirmPassword: "Nina-Passw0rd" })).status).toBe(410);
    expect(await getDb().select().from(userTable).where(eq(userTable.email, "nina@example.com"))).toEqual([]);
  });

  it("takes a password with the reset page's rules, makes the account and signs it in, once", async () => {
    const short = await accept({ password: "short", confirmPassword: "short" });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      fieldErrors: { password: "Password must be at least 8 characters long" },
    });
    expect((await accept({ password: "Nina-Passw0rd", confirmPassword: "Nina-Passw0rd!" })).status).toBe(400);

    const accepted = await accept({ password: "Nina-Passw0rd", confirmPassword: "Nina-Passw0rd" });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/admin/dashboard");
    const session = await getStaffSession(new Request(siteOrigin(), { headers: { cookie: cookieFrom(accepted) } }));
    expect(session?.user).toMatchObject({ name: "Nina New", email: "nina@example.com" });
    expect(await getDb().select().from(staffInvitations)).toEqual([]);
    await flushActivity();
    const rows = await getDb().select().from(activityLog);
    expect(rows.map((row) => row.kind)).toEqual(expect.arrayContaining(["invitation-accepted"]));

    // The link is spent.
    expect(await open(token)).toMatchObject({ status: 410 });
    expect((await accept({ password: "Other-Passw0rd", confirmPassword: "Other-Passw0rd" })).status).toBe(410);
  });
});
