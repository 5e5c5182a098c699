import { stat } from "node:fs/promises";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { getDb } from "~/platform/db/client.server";
import { activityLog, verification } from "~/platform/db/schema";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { postToAuth, signInCookie, siteRequest } from "../../../tests/support/auth";
import { readOutbox, resetLinkIn } from "../../../tests/support/outbox";
import { tempDir } from "../../../tests/support/temp-dir";
import { describeEachEngine } from "../../../tests/support/test-database";
import { getStaffSession } from "./guard.server";
import { PASSWORD_TOO_COMMON_MESSAGE } from "./password-strength";
import { isResetTokenUsable } from "./reset-token.server";
import { createStaffAccount, setStaffPassword } from "./staff-accounts.server";
import { removeStaff } from "./staff.server";

let dataDir: string;
const savedEnv = { DATA_DIR: process.env.DATA_DIR, PUBLIC_URL: process.env.PUBLIC_URL };

beforeAll(() => {
  dataDir = tempDir("reset-test-");
  process.env.DATA_DIR = dataDir;
  process.env.PUBLIC_URL = "https://staff.example.com";
});

afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function requestReset(email: string) {
  const response = await postToAuth("/request-password-reset", {
    email,
    redirectTo: "https://staff.example.com/admin/update-password",
  });
  await flushOutgoingMail();
  return response;
}

async function mailedToken(email: string): Promise<string> {
  const message = (await readOutbox(dataDir))
    .filter((m) => m.header("to") === email && m.header("subject")!.startsWith("Reset"))
    .at(-1);
  if (!message) throw new Error(`no mail to ${email}`);
  return new URL(resetLinkIn(message)).searchParams.get("token")!;
}

describeEachEngine("password reset", () => {
  it("mails a link built from PUBLIC_URL, with a text and an HTML part", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "old password" });
    const before = (await readOutbox(dataDir)).length;
    expect((await requestReset("staff@example.com")).status).toBe(200);
    const messages = await readOutbox(dataDir);
    expect(messages).toHaveLength(before + 1);
    const message = messages.at(-1)!;
    expect(message.header("to")).toBe("staff@example.com");
    expect(message.header("from")).toBe("TeamWork Staffing <no-reply@staff.example.com>");
    expect(message.header("subject")).toBe("Reset your TeamWork Staffing password");
    expect(message.header("content-type")).toMatch(/^multipart\/alternative;/);
    expect(message.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(message.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    // RFC 5322 line ends.
    expect(message.raw).toContain("\r\n");
    expect(message.raw.replace(/\r\n/g, "")).not.toContain("\n");
    const link = resetLinkIn(message);
    expect(link).toMatch(/^https:\/\/staff\.example\.com\/admin\/update-password\?token=[A-Za-z0-9]{24}$/);
    const html = message.part("text/html")!.body;
    expect(html).toContain(`href="${link}"`);
    expect(message.part("text/plain")!.body).toContain("expires in 1 hour");
    // Reset links are secrets: the file is for the server's user only.
    expect((await stat(message.file)).mode & 0o077).toBe(0);
  });

  it("answers an unknown address exactly like a known one, and mails nothing", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "old password" });
    const before = (await readOutbox(dataDir)).length;
    const known = await requestReset("staff@example.com");
    const unknown = await requestReset("nobody@example.com");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    const after = await readOutbox(dataDir);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.header("to")).toBe("staff@example.com");
  });

  it("sets the new password once per link and ends every session of the account", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "old password" });
    const cookie = await signInCookie("staff@example.com", "old password");
    await requestReset("staff@example.com");
    const token = await mailedToken("staff@example.com");
    expect(await isResetTokenUsable(token)).toBe(true);

    expect((await postToAuth("/reset-password", { token, newPassword: "new password 1" })).status).toBe(200);
    expect(await getStaffSession(siteRequest("/admin/dashboard", { method: "GET", cookie }))).toBeNull();
    expect((await postToAuth("/sign-in/email", { email: "staff@example.com", password: "old password" })).status).toBe(
      401,
    );
    expect(
      (await postToAuth("/sign-in/email", { email: "staff@example.com", password: "new password 1" })).status,
    ).toBe(200);

    // Used once: refused the second time.
    expect(await isResetTokenUsable(token)).toBe(false);
    expect((await postToAuth("/reset-password", { token, newPassword: "new password 2" })).status).toBe(400);
    expect(
      (await postToAuth("/sign-in/email", { email: "staff@example.com", password: "new password 2" })).status,
    ).toBe(401);
  });

  it("mails a notice of the reset, with time, device and IP, to the account", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "old password" });
    await requestReset("staff@example.com");
    const token = await mailedToken("staff@example.com");
    const notices = async () =>
      (await readOutbox(dataDir)).filter(
        (m) =>
          m.header("to") === "staff@example.com" && m.header("subject") === "Your staff account password was changed",
      );
    const before = (await notices()).length;
    expect(
      (await postToAuth("/reset-password", { token, newPassword: "new password 1" }, { ip: "192.0.2.8" })).status,
    ).toBe(200);
    await flushOutgoingMail();
    const notice = (await notices()).slice(before);
    expect(notice).toHaveLength(1);
    const text = notice[0]!.part("text/plain")!.body;
    expect(text).toContain("was reset with an emailed link");
    expect(text).toMatch(/^Time: .*\d{4}/m);
    expect(text).toContain("IP address: 192.0.2.8");
    expect(text).toContain("https://staff.example.com/admin/reset-password");
  });

  it("a completed reset voids every other reset link of the account, and only of that account", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "old password" });
    await createStaffAccount({ email: "other@example.com", password: "other password" });
    await requestReset("staff@example.com");
    const older = await mailedToken("staff@example.com");
    await requestReset("staff@example.com");
    const newer = await mailedToken("staff@example.com");
    await requestReset("other@example.com");
    const othersLink = await mailedToken("other@example.com");
    expect(newer).not.toBe(older);

    expect((await postToAuth("/reset-password", { token: newer, newPassword: "new password 1" })).status).toBe(200);
    expect(await isResetTokenUsable(older)).toBe(false);
    expect((await postToAuth("/reset-password", { token: older, newPassword: "attacker password" })).status).toBe(400);
    expect(
      (await postToAuth("/sign-in/email", { email: "staff@example.com", password: "new password 1" })).status,
    ).toBe(200);
    expect(await isResetTokenUsable(othersLink)).toBe(true);
    // The activity log has the reset.
    const resets = (await getDb().select().from(activityLog)).filter((row) => row.kind === "password-reset");
    expect(resets.map((row) => row.actorEmail)).toEqual(["staff@example.com"]);
  });

  it("refuses a link older than one hour", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "old password" });
    await requestReset("staff@example.com");
    const token = await mailedToken("staff@example.com");
    const [row] = await getDb().select().from(verification);
    // Issued for exactly one hour.
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000)).toBe(60);
    await getDb()
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await isResetTokenUsable(token)).toBe(false);
    expect((await postToAuth("/reset-password", { token, newPassword: "new password 1" })).status).toBe(400);
    expect((await postToAuth("/sign-in/email", { email: "staff@example.com", password: "old password" })).status).toBe(
      200,
    );
  });

  it("refuses a made-up token and a short password", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "old password" });
    expect((await postToAuth("/reset-password", { token: "A".repeat(24), newPassword: "new password 1" })).status).toBe(
      400,
    );
    await requestReset("staff@example.com");
    const token = await mailedToken("staff@example.com");
    expect((await postToAuth("/reset-password", { token, newPassword: "1234567" })).status).toBe(400);
    // A refused attempt does not spend the link.
    expect(await isResetTokenUsable(token)).toBe(true);
  });

  it("refuses a common password through the API too, and keeps the link", async () => {
    await createStaffAccount({ email: "staff@example.com", password: "old password" });
    await requestReset("staff@example.com");
    const token = await mailedToken("staff@example.com");
    const refused = await postToAuth("/reset-password", { token, newPassword: "Password1" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON", message: PASSWORD_TOO_COMMON_MESSAGE });
    expect(await isResetTokenUsable(token)).toBe(true);
  });

  it("mails no link to a removed staff member, voids the links it had, and signs it in as nobody", async () => {
    const boss = await createStaffAccount({ email: "boss@example.com", password: "boss password" });
    const gone = await createStaffAccount({ email: "gone@example.com", password: "gone password" });
    await requestReset("gone@example.com");
    const earlier = await mailedToken("gone@example.com");
    await removeStaff({ userId: gone.id, actor: { id: boss.id, name: boss.name, email: boss.email }, origin: null });
    expect(await isResetTokenUsable(earlier)).toBe(false);

    const before = (await readOutbox(dataDir)).length;
    // The same answer as for any address, and no mail.
    expect((await requestReset("gone@example.com")).status).toBe(200);
    expect(await readOutbox(dataDir)).toHaveLength(before);
    expect((await postToAuth("/reset-password", { token: earlier, newPassword: "a new password 1" })).status).toBe(400);

    // Even with a credential put back by other means, sign-in answers as to a wrong password.
    await setStaffPassword({ email: "gone@example.com", password: "gone password 2" });
    const signIn = await postToAuth("/sign-in/email", { email: "gone@example.com", password: "gone password 2" });
    const unknown = await postToAuth("/sign-in/email", { email: "nobody@example.com", password: "gone password 2" });
    expect(signIn.status).toBe(unknown.status);
    expect(await signIn.json()).toEqual(await unknown.json());
  });
});
