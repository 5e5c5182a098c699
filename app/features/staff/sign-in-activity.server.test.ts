import { expect, it } from "vitest";

import { flushActivity } from "~/features/activity/activity.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog } from "~/platform/db/schema";

import { postToAuth } from "../../../tests/support/auth";
import { describeEachEngine } from "../../../tests/support/test-database";
import { SIGN_IN_FAILURE_LIMIT } from "./sign-in-throttle.server";
import { createStaffAccount } from "./staff-accounts.server";

const signIn = (email: string, password: string) =>
  postToAuth("/sign-in/email", { email, password }, { ip: "198.51.100.7" });

async function loggedRows() {
  await flushActivity();
  return (await getDb().select().from(activityLog)).sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

describeEachEngine("sign-in activity", () => {
  it("records a sign-in with who, how, from where", async () => {
    const staff = await createStaffAccount({
      email: "staff@example.com",
      password: "right password",
      name: "Sam Staff",
    });
    expect((await signIn("staff@example.com", "right password")).status).toBe(200);
    const [row] = await loggedRows();
    expect(row).toMatchObject({
      kind: "sign-in",
      actorId: staff.id,
      actorName: "Sam Staff",
      actorEmail: "staff@example.com",
      detail: "Password",
      ipAddress: "198.51.100.7",
    });
  });

  it("records failures with the reason, the same answer whether the email has an account or not", async () => {
    const staff = await createStaffAccount({ email: "staff@example.com", password: "right password" });
    const wrong = await signIn("staff@example.com", "wrong password");
    const unknown = await signIn("Nobody@Example.com", "wrong password");
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.text()).toBe(await wrong.text());
    const rows = await loggedRows();
    expect(rows.map((row) => [row.kind, row.actorId, row.actorEmail, row.detail])).toEqual([
      ["sign-in-failed", staff.id, "staff@example.com", "Wrong password"],
      ["sign-in-failed", null, "nobody@example.com", "No account with this email"],
    ]);
  });

  it("records the attempts the lock-out refuses", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) await signIn("staff@example.com", `wrong ${i}`);
    expect((await signIn("staff@example.com", "right password")).status).toBe(429);
    const rows = await loggedRows();
    expect(rows).toHaveLength(SIGN_IN_FAILURE_LIMIT + 1);
    // Two attempts may fall in the same millisecond: the refused one is the last by time, or tied with it.
    const refused = rows.filter((row) => row.detail === "Too many wrong attempts: locked for 15 minutes");
    expect(refused).toHaveLength(1);
    expect(rows.filter((row) => row.detail === "Wrong password")).toHaveLength(SIGN_IN_FAILURE_LIMIT);
    expect(refused[0]!.occurredAt.getTime()).toBe(Math.max(...rows.map((row) => row.occurredAt.getTime())));
  });

  it("records nothing for endpoints that are not sign-ins", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "right password" });
    await postToAuth("/request-password-reset", { email: "staff@example.com" });
    expect(await loggedRows()).toHaveLength(0);
  });
});
