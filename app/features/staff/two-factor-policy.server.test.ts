import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { getDb } from "~/platform/db/client.server";
import { activityLog, appSettings, passkey } from "~/platform/db/schema";

import { adminRequest, callRoute } from "../../../tests/support/admin-requests";
import { signInCookie } from "../../../tests/support/auth";
import { describeEachEngine } from "../../../tests/support/test-database";
import { enableTwoFactor } from "../../../tests/support/two-factor";
import { staffContext } from "./guard.server";
import { createStaffAccount } from "./staff-accounts.server";
import {
  isTwoFactorRequired,
  mustSetUpTwoFactor,
  secondFactorsOf,
  setTwoFactorRequired,
} from "./two-factor-policy.server";

/** A route below the admin layout that answers with the signed-in staff member's email. */
const whoAmI = ({ context }: { context: { get: (key: typeof staffContext) => { email: string } } }) => ({
  email: context.get(staffContext).email,
});

describeEachEngine("'Require two-factor sign-in for all staff'", () => {
  it("is off until turned on, and its change is in the activity log", async () => {
    await getDb().delete(appSettings).where(eq(appSettings.key, "require_two_factor"));
    const staff = await createStaffAccount({ email: "staff@example.com", password: "right password", name: "Sam" });
    expect(await isTwoFactorRequired()).toBe(false);
    expect(await mustSetUpTwoFactor(staff.id, new Date())).toBe(false);
    await setTwoFactorRequired({
      required: true,
      actor: { id: staff.id, name: "Sam", email: staff.email },
      origin: null,
    });
    expect(await isTwoFactorRequired()).toBe(true);
    // Sessions begun from now on are held; one begun before is not.
    expect(await mustSetUpTwoFactor(staff.id, new Date(Date.now() + 1000))).toBe(true);
    expect(await mustSetUpTwoFactor(staff.id, new Date(Date.now() - 60_000))).toBe(false);
    const [row] = await getDb().select().from(activityLog);
    expect(row).toMatchObject({
      kind: "settings-updated",
      entityTitle: "Require two-factor sign-in for all staff",
      detail: "Turned on",
      actorId: staff.id,
    });
    await setTwoFactorRequired({ required: false, actor: null, origin: null });
    expect(await mustSetUpTwoFactor(staff.id, new Date(Date.now() + 1000))).toBe(false);
  });

  it("holds staff without a second factor on My Account after their next sign-in, for pages and changes alike", async () => {
    const staff = await createStaffAccount({ email: "staff@example.com", password: "right password" });
    const before = await signInCookie("staff@example.com", "right password");
    await setTwoFactorRequired({ required: true, actor: null, origin: null });
    // The session that was open when it was turned on is left alone.
    expect(await callRoute(whoAmI, adminRequest("/admin/faqs", { cookie: before }))).toMatchObject({
      status: 200,
      body: { email: staff.email },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const cookie = await signInCookie("staff@example.com", "right password");
    expect(await callRoute(whoAmI, adminRequest("/admin/faqs", { cookie }))).toMatchObject({
      status: 302,
      location: "/admin/account",
    });
    for (const path of ["/admin/account", "/admin/account.data"]) {
      expect(await callRoute(whoAmI, adminRequest(path, { cookie }))).toMatchObject({ status: 200 });
    }
    expect(await callRoute(whoAmI, adminRequest("/admin/faqs", { cookie, form: { intent: "delete" } }))).toMatchObject({
      status: 403,
      body: { error: "Set up two-factor sign-in on My Account first." },
    });
    expect(await callRoute(whoAmI, adminRequest("/admin/account", { cookie, form: { intent: "x" } }))).toMatchObject({
      status: 200,
      body: { email: staff.email },
    });
    await setTwoFactorRequired({ required: false, actor: null, origin: null });
  });

  it("is met by an authenticator app or by a passkey", async () => {
    await setTwoFactorRequired({ required: true, actor: null, origin: null });
    const app = await createStaffAccount({ email: "app@example.com", password: "right password" });
    await enableTwoFactor("app@example.com", "right password");
    expect(await secondFactorsOf(app.id)).toEqual({ app: true, passkeys: 0 });
    expect(await mustSetUpTwoFactor(app.id, new Date(Date.now() + 1000))).toBe(false);

    const key = await createStaffAccount({ email: "key@example.com", password: "right password" });
    await getDb().insert(passkey).values({
      id: "pk1",
      userId: key.id,
      publicKey: "x",
      credentialID: "c1",
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
      name: "Laptop",
    });
    expect(await secondFactorsOf(key.id)).toEqual({ app: false, passkeys: 1 });
    expect(await mustSetUpTwoFactor(key.id, new Date(Date.now() + 1000))).toBe(false);
    await setTwoFactorRequired({ required: false, actor: null, origin: null });
  });
});
