/**
 * SIGKILL at random moments while a writer creates FAQs and posts as fast as it can: after each
 * restart every acknowledged write is there, and the server starts every time, also when
 * killed during its first start (migrations, admin creation), after which the admin can sign in.
 * CRASH_RUNS_PGLITE / CRASH_RUNS_POSTGRES change the number of kills (10 and 5 by default).
 */
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { beforeAll, describe, expect, it, type TestContext } from "vitest";

import { ensureBuild, serversOfTest, spawnServer, startServer } from "../support/serve";
import { tempDir } from "../support/temp-dir";

const ADMIN = { email: "crash-admin@example.com", password: "crash test password" };
const runsOf = (name: string, fallback: number) => Number(process.env[name] || fallback);

beforeAll(ensureBuild, 180_000);

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

/** What an acknowledged write left: a FAQ's question or a post's slug. */
type Written = `faq:${string}` | `post:${string}`;

/** The admin form that creates a FAQ or a post, and what it writes. */
function creation(prefix: string, n: number): { path: string; form: Record<string, string>; written: Written } {
  if (n % 2 === 0) {
    const question = `${prefix}-${n}`;
    return {
      path: "/admin/faqs",
      form: { intent: "create", question, answer: "Written before a crash.", displayOrder: "0" },
      written: `faq:${question}`,
    };
  }
  const slug = `${prefix}-${n}`;
  return {
    path: "/admin/posts",
    form: {
      intent: "create",
      title: `Post ${slug}`,
      slug,
      excerpt: "E.",
      content: "Written before a crash.",
      author: "Staff",
    },
    written: `post:${slug}`,
  };
}

/** Creates FAQs and posts until stopped (or the server dies), adding each one the server acknowledged to `acknowledged`. */
async function writeUntilKilled(
  port: number,
  cookie: string,
  prefix: string,
  stop: { stopped: boolean },
  acknowledged: Written[],
): Promise<void> {
  let next = 0;
  const writer = async () => {
    while (!stop.stopped) {
      const { path, form, written } = creation(prefix, next++);
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: "POST",
        headers: {
          Cookie: cookie,
          Origin: `http://127.0.0.1:${port}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(form),
        redirect: "manual",
      }).catch(() => null);
      if (!response) return;
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 200) acknowledged.push(written);
    }
  };
  await Promise.all([writer(), writer(), writer()]);
}

const STORED = "select 'faq:' || question as written from faqs union all select 'post:' || slug from blog_posts";

async function storedWrites(target: { dataDir?: string; databaseUrl?: string }): Promise<Set<string>> {
  if (target.dataDir) {
    const db = await PGlite.create(path.join(target.dataDir, "pglite"));
    try {
      return new Set((await db.query<{ written: string }>(STORED)).rows.map((row) => row.written));
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    return new Set((await client.query<{ written: string }>(STORED)).rows.map((row) => row.written));
  } finally {
    await client.end();
  }
}

/** The whole scenario on one database: a kill during the first start, then `runs` kills under writes. */
async function crashLoop(
  context: TestContext,
  env: Record<string, string>,
  target: { dataDir?: string; databaseUrl?: string },
  runs: number,
) {
  const servers = serversOfTest(context);
  const serverEnv = { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  // Killed during its first start: migrations, the ADMIN_EMAIL account.
  const first = spawnServer({ PORT: "0", ...serverEnv });
  servers.push(first);
  await sleep(randomBetween(300, 4000));
  first.child.kill("SIGKILL");
  await first.exited;

  const acknowledged: Written[] = [];
  for (let run = 1; run <= runs; run++) {
    const { server, port } = await startServer(serverEnv, { timeoutMs: 120_000 });
    servers.push(server);
    const cookie = await signIn(port);
    expect(cookie, `the admin signs in after restart ${run}:\n${server.output()}`).toBeTruthy();
    const stop = { stopped: false };
    const before = acknowledged.length;
    const writing = writeUntilKilled(port, cookie!, `run${run}`, stop, acknowledged);
    // The kill falls at a random moment once writes are under way (a slow machine's first write can take seconds).
    for (const deadline = Date.now() + 60_000; acknowledged.length === before && Date.now() < deadline;)
      await sleep(50);
    await sleep(randomBetween(0, 2000));
    server.child.kill("SIGKILL");
    await server.exited;
    stop.stopped = true;
    await writing;
  }
  const stored = await storedWrites(target);
  const lost = acknowledged.filter((written) => !stored.has(written));
  expect({
    faqs: acknowledged.some((written) => written.startsWith("faq:")),
    posts: acknowledged.some((written) => written.startsWith("post:")),
    lost,
  }).toEqual({ faqs: true, posts: true, lost: [] });
}

// Both engines at the same time: each has its own database and servers (PORT=0), and a loop
// mostly waits, for a start, for a first acknowledged write, for a random moment to kill.
describe.concurrent("crashes", { timeout: 30 * 60_000 }, () => {
  it("on the embedded database: nothing acknowledged is lost, every start succeeds", async (context) => {
    // Removed when the file ends: the server SIGKILLed last cannot remove anything itself.
    const dataDir = tempDir("crash-");
    await crashLoop(context, { DATA_DIR: dataDir }, { dataDir }, runsOf("CRASH_RUNS_PGLITE", 10));
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "on PostgreSQL: nothing acknowledged is lost, every start succeeds",
    async (context) => {
      const name = `crash_${Date.now()}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      try {
        await crashLoop(
          context,
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
