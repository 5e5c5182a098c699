import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";

import { flushActivity } from "~/features/activity/activity.server";
import { getStaffSession } from "~/features/staff/guard.server";
import { inviteStaff } from "~/features/staff/staff-invitations.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, staffInvitations, user as userTable } from "~/platform/db/schema";

import { callRoute, routeResponse, signInStaff, topLevelRoutes } from "../../tests/support/admin-requests";
import { cookieFrom, siteOrigin } from "../../tests/support/auth";
import { describeEachEngine } from "../../tests/support/test-database";
import { throwawayOutbox } from "../../tests/support/throwaway-outbox";
import { action, loader } from "./admin_.accept-invite";

throwawayOutbox("accept-invite");

function acceptRequest(token: string, form?: Record<string, string>): Request {
  const url = `${siteOrigin()}/admin/accept-invite?token=${token}`;
  if (!form) return new Request(url);
  return new Request(url, {
    method: "POST",
    headers: { origin: siteOrigin(), "content-type": "application/x-www-form-urlencoded" },
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
  const accept = (form: Record<string, string>, link = token) =>
    routeResponse(action, acceptRequest(link, form), topLevelRoutes);

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
