/**
 * The runtime contract, from the outside: the production build's server
 * (`node build/server/index.js`, what `npm run serve` runs), as an operator runs it. Builds
 * first when there is no build yet.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { migratedDataDir } from "../support/migrated-data-dir";
import { tempDir } from "../support/temp-dir";

const root = path.resolve(import.meta.dirname, "../..");

beforeAll(() => {
  if (!existsSync(path.join(root, "build/server/index.js"))) execSync("npm run build", { cwd: root, stdio: "ignore" });
}, 120_000);

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running: Running[] = [];
afterEach(() => {
  for (const r of running.splice(0)) r.child.kill("SIGKILL");
});

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    // No proxy to warn before closing here: SIGTERM skips the grace (SHUTDOWN_GRACE_MS).
    env: {
      ...process.env,
      NODE_ENV: "production",
      REQUEST_LOG: "off",
      DATABASE_URL: "",
      SHUTDOWN_GRACE_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const r = { child, output: () => output, exited };
  running.push(r);
  return r;
}

/**
 * Starts a server on a port the system picks (PORT=0) and resolves once it says it is ready,
 * with that port. Choosing a free port first and passing it would race with the other test
 * files doing the same: a probe closes its port before the server binds it.
 */
async function startListening(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ server: Running; port: number }> {
  const server = startServer({ PORT: "0", ...env });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const listening = /Server listening on http:\/\/localhost:(\d+)/.exec(server.output());
    if (listening) return { server, port: Number(listening[1]) };
    if (server.child.exitCode !== null) throw new Error(`server exited at start-up:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

async function expectHealthy(port: number): Promise<void> {
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
}

describe("server process", () => {
  it("serves server-rendered HTML, keeps data across restarts and applies migrations once", async () => {
    const dataDir = tempDir("srv-");
    for (let run = 1; run <= 2; run++) {
      // The first start makes the database, closes it, syncs it to disk and opens it again:
      // about 20 s on a loaded two-core machine.
      const { server, port } = await startListening({ DATA_DIR: dataDir }, 90_000);
      await expectHealthy(port);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get("content-type")).toContain("text/html");
      expect(await home.text()).toContain("From Coast to Coast, We Work For You.");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("Stopped.");
    }
    // The lock is released (the kernel's lock; its file stays) and the migration journal holds each migration exactly once.
    const { lockDataDir } = await import("~/platform/db/data-dir-lock.server");
    await (await lockDataDir(dataDir)).release();
    const journal = JSON.parse(
      (await import("node:fs")).readFileSync(path.join(root, "drizzle/meta/_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    await db.close();
    expect(rows[0]!.n).toBe(journal.entries.length);
  }, 180_000);

  it("stops promptly on SIGTERM with a keep-alive connection open", async () => {
    const dataDir = await migratedDataDir("srv-");
    const { server, port } = await startListening({ DATA_DIR: dataDir });
    // A browser-like keep-alive connection, idle after its response.
    const { Agent, request } = await import("node:http");
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      request({ port, host: "127.0.0.1", path: "/", agent }, (res) => {
        res.resume();
        res.on("end", resolve);
      })
        .on("error", reject)
        .end();
    });
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // An idle keep-alive socket must not hold the shut-down until its 5 s timeout.
    expect(Date.now() - stoppedAt).toBeLessThan(3000);
    agent.destroy();
  }, 60_000);

  it.each([
    [{ DATABASE_URL: "mysql://nobody@localhost/db" }, /^error: DATABASE_URL must start with postgres:\/\//m],
    [
      { DATABASE_URL: "postgres://nobody@127.0.0.1:1/db" },
      /^error: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/db/m,
    ],
    [{ DATA_DIR: "/etc/passwd/not-a-dir" }, /^error: DATA_DIR "\/etc\/passwd\/not-a-dir" is not a writable directory/m],
    [{ PORT: "99999" }, /^error: PORT must be a whole number from 0 to 65535/m],
    [{ SMTP_URL: "http://mail.example.org" }, /^error: SMTP_URL must start with smtp:\/\/ or smtps:\/\//m],
    [{ TRUST_PROXY: "proxy.example.com" }, /^error: TRUST_PROXY must be a number of proxies/m],
  ])(
    "exits 1 with a one-line message for %j",
    async (env, message) => {
      const dataDir = tempDir("srv-");
      const server = startServer({ PORT: "0", DATA_DIR: dataDir, ...env });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(message);
      expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace
    },
    30_000,
  );

  it("refuses a port in use and a DATA_DIR another server holds, without touching its data", async () => {
    const dataDir = await migratedDataDir("srv-");
    const { port } = await startListening({ DATA_DIR: dataDir });

    const samePort = startServer({ PORT: String(port), DATA_DIR: await migratedDataDir("srv-") });
    expect(await samePort.exited).toBe(1);
    expect(samePort.output()).toMatch(new RegExp(`^error: Port ${port} is already in use`, "m"));

    const sameDir = startServer({ PORT: "0", DATA_DIR: dataDir });
    expect(await sameDir.exited).toBe(1);
    expect(sameDir.output()).toMatch(/^error: DATA_DIR ".*" is in use by another server \(pid \d+ on host .+\)/m);

    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  }, 60_000);

  it("takes over a stale lock left by a crashed server", async () => {
    const dataDir = await migratedDataDir("srv-");
    writeFileSync(path.join(dataDir, "pglite.lock"), "999999");
    const { port } = await startListening({ DATA_DIR: dataDir });
    await expectHealthy(port);
    expect(readdirSync(dataDir)).toContain("pglite.lock");
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "runs on PostgreSQL when DATABASE_URL is set",
    async () => {
      const pg = await import("pg");
      const name = `srv_${Date.now()}`;
      const admin = new pg.default.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      try {
        const { server, port } = await startListening({ DATABASE_URL: url.toString() });
        await expectHealthy(port);
        expect(server.output()).toContain(`PostgreSQL at ${url.hostname}:${url.port}/${name}`);
        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    60_000,
  );
});
