/**
 * SIGKILL at random moments while a writer creates FAQs as fast as it can: after each
 * restart every acknowledged write is there, and the server starts every time, also when
 * killed during its first start (migrations, admin creation), after which the admin can sign in.
 * CRASH_RUNS_PGLITE / CRASH_RUNS_POSTGRES change the number of kills (10 and 5 by default).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { ensureBuild, killAll, spawnServer, startServer, type ServerProcess } from "../support/serve";

const ADMIN = { email: "crash-admin@example.com", password: "crash test password" };
const runsOf = (name: string, fallback: number) => Number(process.env[name] || fallback);

beforeAll(ensureBuild, 180_000);
const servers: ServerProcess[] = [];
afterEach(() => killAll(servers));

const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(port: number): Promise<string | null> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(ADMIN),
  }).catch(() => null);
  if (response?.status !== 200) return null;
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** Creates FAQs until stopped (or the server dies), adding each one the server acknowledged to `acknowledged`. */
async function writeUntilKilled(port: number, cookie: string, prefix: string, stop: { stopped: boolean }, acknowledged: string[]): Promise<void> {
  let next = 0;
  const writer = async () => {
    while (!stop.stopped) {
      const question = `${prefix}-${next++}`;
      const body = new URLSearchParams({
        intent: "create",
        question,
        answer: "Written before a crash.",
        displayOrder: "0",
      });
      const response = await fetch(`http://127.0.0.1:${port}/admin/faqs`, {
        method: "POST",
        headers: {
          Cookie: cookie,
          Origin: `http://127.0.0.1:${port}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body,
        redirect: "manual",
      }).catch(() => null);
      if (!response) return;
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 200) acknowledged.push(question);
    }
  };
  await Promise.all([writer(), writer(), writer()]);
}

async function storedQuestions(target: { dataDir?: string; databaseUrl?: string }): Promise<Set<string>> {
  if (target.dataDir) {
    const db = await PGlite.create(path.join(target.dataDir, "pglite"));
    try {
      return new Set(
        (await db.query<{ question: string }>("select question from faqs")).rows.map((row) => row.question),
      );
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    return new Set(
      (await client.query<{ question: string }>("select question from faqs")).rows.map((row) => row.question),
    );
  } finally {
    await client.end();
  }
}

/** The whole scenario on one database: a kill during the first start, then `runs` kills under writes. */
async function crashLoop(
  env: Record<string, string>,
  target: { dataDir?: string; databaseUrl?: string },
  runs: number,
) {
  const serverEnv = { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  // Killed during its first start: migrations, the ADMIN_EMAIL account.
  const first = spawnServer({ PORT: "0", ...serverEnv });
  servers.push(first);
  await sleep(randomBetween(300, 4000));
  first.child.kill("SIGKILL");
  await first.exited;

  const acknowledged: string[] = [];
  for (let run = 1; run <= runs; run++) {
    const { server, port } = await startServer(serverEnv, { timeoutMs: 120_000 });
    servers.push(server);
    const cookie = await signIn(port);
    expect(cookie, `the admin signs in after restart ${run}:\n${server.output()}`).toBeTruthy();
    const stop = { stopped: false };
    const before = acknowledged.length;
    const writing = writeUntilKilled(port, cookie!, `run${run}`, stop, acknowledged);
    // The kill falls at a random moment once writes are under way (a slow machine's first write can take seconds).
    for (const deadline = Date.now() + 60_000; acknowledged.length === before && Date.now() < deadline; ) await sleep(50);
    await sleep(randomBetween(0, 2000));
    server.child.kill("SIGKILL");
    await server.exited;
    stop.stopped = true;
    await writing;
  }
  const stored = await storedQuestions(target);
  const lost = acknowledged.filter((question) => !stored.has(question));
  expect({ acknowledged: acknowledged.length > 0, lost }).toEqual({ acknowledged: true, lost: [] });
}

describe("crashes", { timeout: 30 * 60_000 }, () => {
  it("on the embedded database: nothing acknowledged is lost, every start succeeds", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "crash-"));
    await crashLoop({ DATA_DIR: dataDir }, { dataDir }, runsOf("CRASH_RUNS_PGLITE", 10));
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "on PostgreSQL: nothing acknowledged is lost, every start succeeds",
    async () => {
      const name = `crash_${Date.now()}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      try {
        await crashLoop(
          { DATABASE_URL: url.toString() },
          { databaseUrl: url.toString() },
          runsOf("CRASH_RUNS_POSTGRES", 5),
        );
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
