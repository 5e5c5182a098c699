import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { recordActivity } from "~/features/activity/activity.server";
import { getDb } from "~/platform/db/client.server";
import { passkey, user } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import { createStaffAccount } from "./staff-accounts.server";
import { countActiveStaff, listStaff, twoFactorKind } from "./staff.server";

describeEachEngine("staff directory", () => {
  it("lists every account with its second factors, last sign-in and status", async () => {
    const bea = await createStaffAccount({ email: "bea@example.com", password: "right password", name: "Bea" });
    const al = await createStaffAccount({ email: "al@example.com", password: "right password", name: "Al" });
    const cy = await createStaffAccount({ email: "cy@example.com", password: "right password", name: "Cy" });
    await getDb().update(user).set({ twoFactorEnabled: true }).where(eq(user.id, bea.id));
    await getDb()
      .insert(passkey)
      .values([
        {
          id: "k1",
          userId: bea.id,
          publicKey: "x",
          credentialID: "c1",
          counter: 0,
          deviceType: "singleDevice",
          backedUp: false,
        },
        {
          id: "k2",
          userId: al.id,
          publicKey: "x",
          credentialID: "c2",
          counter: 0,
          deviceType: "singleDevice",
          backedUp: false,
        },
        {
          id: "k3",
          userId: al.id,
          publicKey: "x",
          credentialID: "c3",
          counter: 0,
          deviceType: "singleDevice",
          backedUp: false,
        },
      ]);
    await getDb().update(user).set({ banned: true }).where(eq(user.id, cy.id));
    const earlier = new Date("2026-03-01T10:00:00Z");
    const later = new Date("2026-03-02T10:00:00Z");
    await recordActivity(getDb(), { kind: "sign-in", actor: { id: al.id }, at: earlier });
    await recordActivity(getDb(), { kind: "sign-in", actor: { id: al.id }, at: later });
    await recordActivity(getDb(), { kind: "sign-in-failed", actor: { id: bea.id }, at: later });

    const staff = await listStaff();
    expect(
      staff.map(({ name, twoFactor, lastSignInAt, status }) => ({ name, twoFactor, lastSignInAt, status })),
    ).toEqual([
      { name: "Al", twoFactor: "Passkey", lastSignInAt: later, status: "Active" },
      { name: "Bea", twoFactor: "App and passkey", lastSignInAt: null, status: "Active" },
      { name: "Cy", twoFactor: "Off", lastSignInAt: null, status: "Removed" },
    ]);
    expect(await countActiveStaff()).toBe(2);
  });

  it("names the second factors as the staff table shows them", () => {
    expect([twoFactorKind(false, 0), twoFactorKind(true, 0), twoFactorKind(false, 2), twoFactorKind(true, 1)]).toEqual([
      "Off",
      "App",
      "Passkey",
      "App and passkey",
    ]);
  });
});
