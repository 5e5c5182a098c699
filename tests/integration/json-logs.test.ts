/**
 * LOG_FORMAT=json from the outside: the production server started as an operator starts it,
 * one of its pages broken (its table renamed away), then asked for pages. Every line it writes
 * is one JSON object; each request's lines carry the id it answered in X-Request-Id, and the
 * error page shows that id as its reference. Without LOG_FORMAT the lines stay the human ones.
 * On the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { migratedDataDir } from "../support/migrated-data-dir";
import { withServerClient } from "../support/migrated-snapshots";
import { ensureBuild, killAll, startServer, type ServerProcess } from "../support/serve";

beforeAll(ensureBuild, 180_000);

const serverUrl = process.env.TEST_DATABASE_URL;
const servers: ServerProcess[] = [];
const databases: string[] = [];
afterEach(async () => {
  killAll(servers);
  for (const name of databases.splice(0)) {
    await withServerClient(serverUrl!, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
});

/** Articles cannot be read: /news/<slug> fails in its loader, as on a database that lost a table. */
const breakArticles = "ALTER TABLE blog_posts RENAME TO blog_posts_elsewhere";

/** A server on the embedded database, its articles broken before it starts. */
async function onEmbeddedDatabase(env: Record<string, string>): Promise<{ server: ServerProcess; port: number }> {
  const dataDir = await migratedDataDir("json-logs-");
  const database = await PGlite.create(path.join(dataDir, "pglite"));
  await database.exec(breakArticles);
  await database.close();
  return startServer({ DATA_DIR: dataDir, ...env });
}

/** A server on a new PostgreSQL database (it applies the migrations), its articles broken once it runs. */
async function onPostgres(env: Record<string, string>): Promise<{ server: ServerProcess; port: number }> {
  const name = `json_logs_${Date.now()}`;
  await withServerClient(serverUrl!, (client) => client.query(`CREATE DATABASE ${name}`));
  databases.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  const started = await startServer({ DATABASE_URL: url.toString(), ...env });
  await withServerClient(url.toString(), (client) => client.query(breakArticles));
  return started;
}

const engines = [
  { engine: "the embedded database", start: onEmbeddedDatabase },
  ...(serverUrl ? [{ engine: "PostgreSQL", start: onPostgres }] : []),
];

// The page cache would keep a good page; it is not what these tests are about.
const logging = { REQUEST_LOG: "on", PAGE_CACHE: "off" };

/** The page's "Reference: <id>", as the visitor reads it. */
function referenceOn(html: string): string | undefined {
  return /Reference: <span data-request-reference="([^"]+)"[^>]*>\1<\/span>/.exec(html)?.[1];
}

async function get(port: number, path: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, id: response.headers.get("x-request-id")!, html: await response.text() };
}

/** Waits until `done` holds for the server's output (its lines come after the answer). */
async function outputWhen(server: ServerProcess, done: (output: string) => boolean): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (!done(server.output()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return server.output();
}

describe.each(engines)("the server's log on $engine", { timeout: 120_000 }, ({ start }) => {
  it("writes one JSON object a line with LOG_FORMAT=json, each request's lines with its id, shown on its error page", async () => {
    const { server, port } = await start({ ...logging, LOG_FORMAT: "json" });
    servers.push(server);
    const home = await get(port, "/");
    const broken = await get(port, "/news/dock-workers-wanted");
    expect(home.status).toBe(200);
    expect(broken.status).toBe(500);
    expect(home.id).not.toBe(broken.id);
    // The page says which request it was, so that a visitor can quote it.
    expect(referenceOn(broken.html)).toBe(broken.id);
    expect(home.html).not.toContain("Reference:");

    const output = await outputWhen(server, (text) => text.includes(`/news/dock-workers-wanted 500`));
    const lines = output.split("\n").filter((line) => line !== "");
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of entries) {
      expect(entry).toMatchObject({ level: expect.any(String), time: expect.any(String), msg: expect.any(String) });
    }
    expect(entries.find((entry) => String(entry.msg).startsWith("Server listening on"))).not.toHaveProperty("reqId");

    const ofHome = entries.filter((entry) => entry.reqId === home.id);
    expect(ofHome).toEqual([
      expect.objectContaining({
        level: "info",
        method: "GET",
        url: "/",
        status: 200,
        msg: expect.stringMatching(/^GET \/ 200 /),
      }),
    ]);
    const ofBroken = entries.filter((entry) => entry.reqId === broken.id);
    expect(ofBroken).toEqual([
      // The error, by its code and statement only (never SQL values), then the request line.
      expect.objectContaining({
        level: "error",
        msg: 'GET /news/dock-workers-wanted: database error 42P01 in select from "blog_posts"',
      }),
      expect.objectContaining({ level: "info", url: "/news/dock-workers-wanted", status: 500 }),
    ]);
  });

  it("writes the human lines by default, as before", async () => {
    const { server, port } = await start(logging);
    servers.push(server);
    const broken = await get(port, "/news/dock-workers-wanted");
    expect(referenceOn(broken.html)).toBe(broken.id);
    const output = await outputWhen(server, (text) => text.includes(`/news/dock-workers-wanted 500`));
    expect(output).toMatch(/^Server listening on http:\/\/localhost:\d+ \(.+\)$/m);
    expect(output).toMatch(/^GET \/news\/dock-workers-wanted: database error 42P01 in select from "blog_posts"$/m);
    expect(output).toMatch(/^GET \/news\/dock-workers-wanted 500 \d+\.\dms$/m);
    expect(output).not.toMatch(/^\{/m);
  });
});
