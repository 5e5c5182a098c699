import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { getStaffSession } from "~/features/staff/guard.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, staffInvitations, user as userTable } from "~/platform/db/schema";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { adminRequest, callRoute, signInStaff, topLevelRoutes } from "../../../tests/support/admin-requests";
import { postToAuth, siteOrigin } from "../../../tests/support/auth";
import { readOutbox } from "../../../tests/support/outbox";
import { describeEachEngine } from "../../../tests/support/test-database";
import { throwawayOutbox } from "../../../tests/support/throwaway-outbox";
import { action, loader } from "./route";

const PATH = "/admin/staff";
const dataDir = throwawayOutbox("staff-route");

interface Page {
  rows: Array<{ kind: string; id: string; name: string; email: string; status?: string; expired?: boolean }>;
  required: boolean;
}

/** The link of the newest invitation mailed to `email`. */
async function invitationLinkTo(email: string): Promise<string> {
  await flushOutgoingMail();
  const message = (await readOutbox(dataDir())).filter((m) => m.header("to") === email).at(-1);
  const link = /https?:\/\/\S+\/admin\/accept-invite\?token=[A-Za-z0-9_-]+/.exec(
    message?.part("text/plain")?.body ?? "",
  );
  if (!link) throw new Error(`no invitation link mailed to ${email}`);
  return link[0];
}

async function kinds(): Promise<string[]> {
  return (await getDb().select({ kind: activityLog.kind }).from(activityLog)).map((row) => row.kind);
}

describeEachEngine("/admin/staff", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff("boss@example.com", "correct horse battery");
  });
  const post = (form: Record<string, string>, as = cookie) =>
    callRoute(action, adminRequest(PATH, { cookie: as, form }));
  const page = async () => (await callRoute(loader, adminRequest(PATH, { cookie }))).body as Page;

  it("sends a signed-out visitor to the login page and refuses a signed-out change", async () => {
    expect(await callRoute(loader, adminRequest(PATH))).toMatchObject({ status: 302, location: "/admin/login" });
    const refused = await callRoute(
      action,
      adminRequest(PATH, { form: { intent: "invite", name: "X", email: "x@example.com" } }),
    );
    expect(refused.status).toBe(401);
    expect(await getDb().select().from(staffInvitations)).toEqual([]);
  });

  describe("Invite Staff", () => {
    it("checks the name and email, and writes nothing when they are wrong", async () => {
      expect(await post({ intent: "invite", name: " ", email: "not an email" })).toMatchObject({
        status: 400,
        body: { fieldErrors: { name: "Name is required", email: "Please enter a valid email address" } },
      });
      expect(await getDb().select().from(staffInvitations)).toEqual([]);
      expect(await kinds()).not.toContain("staff-invited");
    });

    it("mails a link valid for 72 hours, lists the invitation, and refuses the same email twice", async () => {
      expect(await post({ intent: "invite", name: "Nina New", email: " Nina@Example.com " })).toMatchObject({
        status: 200,
        body: { ok: true, email: "nina@example.com" },
      });
      const link = await invitationLinkTo("nina@example.com");
      expect(link.startsWith(`${siteOrigin()}/admin/accept-invite?token=`)).toBe(true);
      const [row] = await getDb().select().from(staffInvitations);
      expect(row!.expiresAt.getTime() - row!.sentAt.getTime()).toBe(72 * 3600_000);
      // Only the token's hash is kept.
      expect(row!.tokenHash).not.toContain(new URL(link).searchParams.get("token"));
      expect((await page()).rows).toContainEqual(
        expect.objectContaining({ kind: "invitation", name: "Nina New", email: "nina@example.com", expired: false }),
      );
      expect(await kinds()).toContain("staff-invited");

      expect(await post({ intent: "invite", name: "Nina", email: "nina@example.com" })).toMatchObject({
        status: 409,
        body: { fieldErrors: { email: "This email has already been invited: resend or withdraw that invitation." } },
      });
      expect(await post({ intent: "invite", name: "Boss", email: "boss@example.com" })).toMatchObject({
        status: 409,
        body: { fieldErrors: { email: "This email already belongs to a staff member." } },
      });
    });

    it("resends with a new link (the old one stops working) and withdraws", async () => {
      await post({ intent: "invite", name: "Nina New", email: "nina@example.com" });
      const first = await invitationLinkTo("nina@example.com");
      const [invitation] = await getDb().select().from(staffInvitations);
      expect(await post({ intent: "resend", invitationId: invitation!.id })).toMatchObject({
        status: 200,
        body: { ok: true, message: "The invitation to nina@example.com was sent again." },
      });
      const second = await invitationLinkTo("nina@example.com");
      expect(second).not.toBe(first);
      const { loader: acceptLoader } = await import("../admin_.accept-invite");
      const open = (link: string) => callRoute(acceptLoader, new Request(link), topLevelRoutes);
      expect((await open(first)).status).toBe(410);
      expect((await open(second)).status).toBe(200);

      expect(await post({ intent: "withdraw", invitationId: invitation!.id })).toMatchObject({ status: 200 });
      expect((await open(second)).status).toBe(410);
      expect(await post({ intent: "withdraw", invitationId: invitation!.id })).toMatchObject({ status: 404 });
      expect(await post({ intent: "resend", invitationId: "not-an-id" })).toMatchObject({ status: 404 });
      expect(await kinds()).toEqual(expect.arrayContaining(["invitation-resent", "invitation-withdrawn"]));
    });
  });

  describe("Remove", () => {
    it("refuses to remove yourself or the last staff member", async () => {
      const [me] = await getDb().select().from(userTable).where(eq(userTable.email, "boss@example.com"));
      expect(await post({ intent: "remove", userId: me!.id })).toMatchObject({
        status: 409,
        body: { message: "You cannot remove yourself." },
      });
      // Alone, the command line (no one signed in) cannot remove the last one either.
      const { removeStaff } = await import("~/features/staff/staff.server");
      await expect(removeStaff({ userId: me!.id, actor: null, origin: null })).rejects.toThrow(
        "The last staff member cannot be removed.",
      );
    });

    it("signs them out at once, keeps their name, and refuses their sign-in", async () => {
      const theirs = await signInStaff("leaver@example.com", "their password 1");
      const [leaver] = await getDb().select().from(userTable).where(eq(userTable.email, "leaver@example.com"));
      expect(await post({ intent: "remove", userId: leaver!.id })).toMatchObject({
        status: 200,
        body: { ok: true, message: "leaver was removed and signed out." },
      });
      expect(await getStaffSession(new Request(siteOrigin(), { headers: { cookie: theirs } }))).toBeNull();
      const signIn = await postToAuth("/sign-in/email", { email: "leaver@example.com", password: "their password 1" });
      expect(signIn.ok).toBe(false);
      const listed = (await page()).rows.find((row) => row.email === "leaver@example.com");
      expect(listed).toMatchObject({ name: "leaver", status: "Removed" });
      expect(await post({ intent: "remove", userId: leaver!.id })).toMatchObject({ status: 409 });
      const [row] = await getDb().select().from(activityLog).where(eq(activityLog.kind, "staff-removed"));
      expect(row).toMatchObject({ entityTitle: "leaver <leaver@example.com>", actorName: "boss" });
    });

    it("lets a removed staff member be invited back, to the same account", async () => {
      await signInStaff("leaver@example.com", "their password 1");
      const [leaver] = await getDb().select().from(userTable).where(eq(userTable.email, "leaver@example.com"));
      await post({ intent: "remove", userId: leaver!.id });
      expect(await post({ intent: "invite", name: "Lee Returns", email: "leaver@example.com" })).toMatchObject({
        status: 200,
      });
      const { acceptInvitation } = await import("~/features/staff/staff-invitations.server");
      const token = new URL(await invitationLinkTo("leaver@example.com")).searchParams.get("token")!;
      const member = await acceptInvitation({ token, password: "a new password 2", origin: null });
      expect(member.id).toBe(leaver!.id);
      expect(
        (await postToAuth("/sign-in/email", { email: "leaver@example.com", password: "a new password 2" })).status,
      ).toBe(200);
      expect(
        (await postToAuth("/sign-in/email", { email: "leaver@example.com", password: "their password 1" })).status,
      ).toBe(401);
      expect((await page()).rows.find((row) => row.email === "leaver@example.com")).toMatchObject({
        name: "Lee Returns",
        status: "Active",
      });
    });
  });

  it("answers 400 to an intent no form sends", async () => {
    expect((await post({ intent: "promote" })).status).toBe(400);
  });

  it("shows an expired invitation as expired", async () => {
    await post({ intent: "invite", name: "Late", email: "late@example.com" });
    await getDb()
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await page()).rows.find((row) => row.email === "late@example.com")).toMatchObject({ expired: true });
  });
});
