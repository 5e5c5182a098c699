/**
 * Settings saved on one instance show at once on another sharing the PostgreSQL database:
 * two `node server.js` processes (production build, page cache on), a save through the admin
 * on the first, the public page from the second. Skipped without TEST_DATABASE_URL.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyDefaults } from "~/config/agency";
import { draftFromSettings } from "~/settings/settings-form";

const root = path.resolve(import.meta.dirname, "../..");
const serverUrl = process.env.TEST_DATABASE_URL;
const admin = { email: "instances@example.com", password: "instances-password-1" };

interface Server {
  child: ChildProcess;
  port: number;
  base: string;
}

const children: ChildProcess[] = [];

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", REQUEST_LOG: "off", PORT: "0", PUBLIC_URL: "http://localhost:3000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const listening = /Server listening on http:\/\/localhost:(\d+)/.exec(output);
    if (listening && /database|PostgreSQL/.test(output)) {
      const port = Number(listening[1]);
      const base = `http://127.0.0.1:${port}`;
      // Listening comes before start-up is done: wait for the health check.
      while (Date.now() < deadline && (await fetch(`${base}/healthz`).catch(() => null))?.status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { child, port, base };
    }
    if (child.exitCode !== null) throw new Error(`server exited at start-up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not become ready:\n${output}`);
}

function settingsForm(agencyName: string): URLSearchParams {
  const form = new URLSearchParams({ intent: "save" });
  for (const [name, value] of Object.entries(draftFromSettings({ ...agencyDefaults, agencyName }))) {
    if (Array.isArray(value)) {
      value.forEach((row: Record<string, string>, index) => {
        for (const [field, text] of Object.entries(row)) form.set(`${name}.${index}.${field}`, text);
      });
    } else if (typeof value === "boolean") {
      if (value) form.set(name, "on");
    } else form.set(name, value);
  }
  return form;
}

describe.skipIf(!serverUrl)("settings across instances on PostgreSQL", () => {
  const database = `test_${randomBytes(6).toString("hex")}`;
  let databaseUrl: string;

  beforeAll(async () => {
    if (!existsSync(path.join(root, "build/server/index.js"))) execSync("npm run build", { cwd: root, stdio: "ignore" });
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }, 180_000);

  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  });

  it("a save on one instance shows on the other's cached public pages right away", async () => {
    const first = await startServer({ DATABASE_URL: databaseUrl, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    const second = await startServer({ DATABASE_URL: databaseUrl });

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
    const cookie = signIn.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
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
