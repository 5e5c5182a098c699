/**
 * Settings saved on one instance show at once on another sharing the PostgreSQL database:
 * two production server processes (page cache on), a save through the admin on the first,
 * the public page from the second. Skipped without TEST_DATABASE_URL.
 */
import { randomBytes } from "node:crypto";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";
import { draftFromSettings, settingsFormFields } from "~/features/settings/settings-form";

import { ensureBuild, killAll, startServer, type ServerProcess } from "../support/serve";

const serverUrl = process.env.TEST_DATABASE_URL;
const admin = { email: "instances@example.com", password: "instances-password-1" };

const started: ServerProcess[] = [];

/** A started instance, once its start-up is done (listening comes first). */
async function startInstance(env: Record<string, string>): Promise<{ base: string }> {
  const { server, port } = await startServer({ PUBLIC_URL: "http://localhost:3000", ...env });
  started.push(server);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while ((await fetch(`${base}/healthz`).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base };
}

function settingsForm(agencyName: string): URLSearchParams {
  const fields = settingsFormFields(draftFromSettings({ ...agencyDefaults, agencyName }));
  return new URLSearchParams({ intent: "save", ...fields });
}

describe.skipIf(!serverUrl)("settings across instances on PostgreSQL", () => {
  const database = `test_${randomBytes(6).toString("hex")}`;
  let databaseUrl: string;

  beforeAll(async () => {
    ensureBuild();
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }, 180_000);

  afterAll(async () => {
    killAll(started);
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  });

  it("a save on one instance shows on the other's cached public pages right away", async () => {
    const first = await startInstance({
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    const second = await startInstance({ DATABASE_URL: databaseUrl });

    // The second instance has the home page in its page cache.
    await fetch(`${second.base}/`);
    const cached = await fetch(`${second.base}/`);
    expect(cached.headers.get("x-page-cache")).toBe("HIT");
    expect(await cached.text()).toContain("TeamWork Staffing");

    const signIn = await fetch(`${first.base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: first.base },
      body: JSON.stringify(admin),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const saved = await fetch(`${first.base}/admin/settings`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: first.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: settingsForm("Second Instance Staffing"),
    });
    expect(saved.status).toBe(200);

    // NOTIFY reaches the second instance in milliseconds; allow a little for a loaded machine.
    const deadline = Date.now() + 5_000;
    let html = "";
    while (Date.now() < deadline) {
      html = await (await fetch(`${second.base}/`)).text();
      if (html.includes("Second Instance Staffing")) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(html).toContain("<title>Second Instance Staffing | Staffing in Louisiana and Texas</title>");
    expect(html).toContain('"name":"Second Instance Staffing"');
  }, 120_000);
});
