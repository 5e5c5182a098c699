/**
 * A first start killed at any moment: making the embedded database (PGlite's initdb), the
 * migrations, the ADMIN_EMAIL account. The kills fall at fractions of a whole first start
 * timed on this machine, each on a database of its own; every next start must succeed and
 * its admin sign in with ADMIN_PASSWORD.
 */
import path from "node:path";

import pg from "pg";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { ensureBuild, killAll, readyPort, spawnServer, startServer, type ServerProcess } from "../support/serve";
import { tempDir } from "../support/temp-dir";

const ADMIN = { email: "first-start-admin@example.com", password: "first start test password" };
/** Where the kills fall, as fractions of a first start's duration. */
const KILL_AT = [0.1, 0.4, 0.7, 0.95];

beforeAll(ensureBuild, 180_000);
const servers: ServerProcess[] = [];
afterEach(async () => {
  const exits = servers.map((server) => server.exited);
  killAll(servers);
  await Promise.all(exits);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signInStatus(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(ADMIN),
  });
  await response.arrayBuffer();
  return response.status;
}

/** A whole first start's duration, in ms (and its admin signs in). */
async function timeFirstStart(env: Record<string, string>): Promise<number> {
  const started = Date.now();
  const { server, port } = await startServer(env, { timeoutMs: 180_000 });
  servers.push(server);
  const duration = Date.now() - started;
  expect(await signInStatus(port)).toBe(200);
  return duration;
}

/** A first start killed after `delayMs`, then a start that must succeed and let the admin in. */
async function killThenStart(env: Record<string, string>, delayMs: number): Promise<void> {
  const first = spawnServer({ PORT: "0", ...env });
  servers.push(first);
  await sleep(delayMs);
  first.child.kill("SIGKILL");
  await first.exited;
  const stage = readyPort(first) ? "after it was ready" : `${delayMs} ms in`;
  const { server, port } = await startServer(env, { timeoutMs: 180_000 }).catch((error: Error) => {
    throw new Error(`killed ${stage}, the next start failed: ${error.message}`);
  });
  servers.push(server);
  expect(await signInStatus(port), `killed ${stage}, the admin signs in:\n${server.output()}`).toBe(200);
  killAll(servers);
}

const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

describe("a first start killed at any moment", { timeout: 15 * 60_000 }, () => {
  it("on the embedded database: the next start succeeds and the admin signs in", async () => {
    const newDataDir = () => ({ DATA_DIR: path.join(tempDir("first-start-"), "data") });
    const duration = await timeFirstStart({ ...newDataDir(), ...adminEnv });
    killAll(servers);
    for (const fraction of KILL_AT) await killThenStart({ ...newDataDir(), ...adminEnv }, fraction * duration);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL: the next start succeeds and the admin signs in", async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const names: string[] = [];
    const newDatabase = async () => {
      const name = `first_start_${Date.now()}_${names.length}`;
      await admin.query(`CREATE DATABASE ${name}`);
      names.push(name);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      return { DATABASE_URL: url.toString() };
    };
    try {
      const duration = await timeFirstStart({ ...(await newDatabase()), ...adminEnv });
      killAll(servers);
      for (const fraction of KILL_AT)
        await killThenStart({ ...(await newDatabase()), ...adminEnv }, fraction * duration);
    } finally {
      killAll(servers);
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
