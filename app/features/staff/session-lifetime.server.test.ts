import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { getDb } from "~/platform/db/client.server";
import { session as sessionTable } from "~/platform/db/schema";

import { postToAuth, signInCookie } from "../../../tests/support/auth";
import { describeEachEngine } from "../../../tests/support/test-database";
import { getAuth } from "./auth.server";
import { createStaffAccount } from "./staff-accounts.server";

async function signedInStaff(): Promise<string> {
  await createStaffAccount({ email: "staff@example.com", password: "right password" });
  return signInCookie("staff@example.com", "right password");
}

/** The session as it was last renewed two hours ago: any use now would extend it. */
async function ageSession(signedIn: string) {
  await getDb()
    .update(sessionTable)
    .set({
      createdAt: sql`now() - interval '${sql.raw(signedIn)}'`,
      updatedAt: sql`now() - interval '2 hours'`,
      expiresAt: sql`now() + interval '22 hours'`,
    });
}

describeEachEngine("absolute session lifetime", () => {
  it("get-session on a session signed in over 7 days ago neither answers nor extends it", async () => {
    const cookie = await signedInStaff();
    await ageSession("7 days 1 minute");
    const auth = await getAuth();
    const { response, headers } = await auth.api.getSession({ headers: new Headers({ cookie }), returnHeaders: true });
    expect(response).toBeNull();
    expect(await getDb().select().from(sessionTable)).toHaveLength(0);
    expect(headers.getSetCookie().some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
  });

  it("still answers, and extends, a session younger than 7 days", async () => {
    const cookie = await signedInStaff();
    await ageSession("6 days 23 hours");
    const auth = await getAuth();
    const result = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(result?.user.email).toBe("staff@example.com");
    const [row] = await getDb().select().from(sessionTable);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
  });

  it("applies to every endpoint that needs a session, over HTTP too", async () => {
    const cookie = await signedInStaff();
    await ageSession("8 days");
    const response = await postToAuth(
      "/change-password",
      { currentPassword: "right password", newPassword: "another password" },
      { cookie },
    );
    expect(response.status).toBe(401);
    expect(await getDb().select().from(sessionTable)).toHaveLength(0);
    // The password did not change.
    expect(
      (await postToAuth("/sign-in/email", { email: "staff@example.com", password: "right password" })).status,
    ).toBe(200);
  });
});
