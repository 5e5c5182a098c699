/**
 * A PostgreSQL outage while the production server serves, from the outside: the database is
 * cut off (a TCP proxy in between drops every connection and refuses new ones, as when the
 * server stops or its host goes away) for OUTAGE_SECONDS (3 by default; the run is 20).
 * Meanwhile the cached pages keep coming, nothing answers 500, /healthz says 503 and why.
 * Afterwards all recovers by itself: fresh pages at once, the cache again within seconds.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { createFaq } from "~/features/faqs/faq.server";
import { createPost } from "~/features/posts/post.server";
import { openDatabase, setActiveDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { applyMigrations } from "~/platform/db/migrate.server";

import { withServerClient } from "../support/migrated-snapshots";
import { ensureBuild, killAll, startServer, type ServerProcess } from "../support/serve";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

const OUTAGE_SECONDS = Number(process.env.OUTAGE_SECONDS || 3);
const serverUrl = process.env.TEST_DATABASE_URL;

beforeAll(ensureBuild, 180_000);
const servers: ServerProcess[] = [];
let proxy: TcpProxy | undefined;
let seeded: DatabaseHandle | undefined;
let databaseName: string | undefined;
afterEach(async () => {
  killAll(servers);
  await proxy?.close();
  setActiveDatabase(undefined);
  await seeded?.close();
  if (serverUrl && databaseName) {
    await withServerClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  cache: string | null;
  text: string;
  id: string | null;
}

async function get(port: number, path: string): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    text: await response.text(),
    id: response.headers.get("x-request-id"),
  };
}

const faq = (question: string) => ({ question, answer: "Yes.", category: null, displayOrder: 0, isPublished: true });
const post = (title: string, slug: string) => ({
  title,
  slug,
  content: "Apply at the office.",
  excerpt: "We are hiring.",
  featuredImageUrl: null,
  author: "Maria Lopez",
  isPublished: true,
});

const ADMIN = { email: "outage-admin@example.com", password: "outage test password" };
const NOT_ANSWERING = "The database is not answering; nothing was saved. Try again in a minute.";

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** Admin pages, admin writes (a form post and a `.data` request) and sign-in, while the database is away. */
async function expectStaffAnswers503(port: number, cookie: string): Promise<void> {
  const origin = `http://127.0.0.1:${port}`;
  const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: origin };
  const faq = new URLSearchParams({
    intent: "create",
    question: "Typed during the outage?",
    answer: "Yes.",
    displayOrder: "0",
  });
  const answers = {
    "admin page": await fetch(`${origin}/admin/faqs`, { headers: { Cookie: cookie } }),
    "admin form post": await fetch(`${origin}/admin/faqs`, {
      method: "POST",
      headers: { ...form, Cookie: cookie },
      body: faq,
    }),
    "admin .data write": await fetch(`${origin}/admin/faqs.data`, {
      method: "POST",
      headers: { ...form, Cookie: cookie },
      body: faq,
    }),
    "sign-in form": await fetch(`${origin}/admin/login`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
      redirect: "manual",
    }),
    "sign-in form (.data)": await fetch(`${origin}/admin/login.data`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
      redirect: "manual",
    }),
  };
  for (const [what, response] of Object.entries(answers)) {
    const text = await response.text();
    expect({ what, status: response.status, says: text.includes(NOT_ANSWERING) }).toEqual({
      what,
      status: 503,
      says: true,
    });
    expect(text, what).not.toMatch(/Something went wrong|Unexpected Server Error|>500</);
  }
}

describe.runIf(serverUrl)("a PostgreSQL outage while serving", { timeout: 180_000 }, () => {
  it("keeps the cached pages coming, answers nothing 500, says 503 on /healthz, and recovers by itself", async () => {
    databaseName = `outage_${Date.now()}`;
    await withServerClient(serverUrl!, (client) => client.query(`CREATE DATABASE ${databaseName}`));
    const direct = new URL(serverUrl!);
    direct.pathname = `/${databaseName}`;
    // The content, written straight to the database (as another instance would).
    seeded = await openDatabase({ engine: "postgres", url: direct.toString() });
    setActiveDatabase(seeded);
    await applyMigrations(seeded);
    await createFaq(faq("Do you hire welders?"));
    await createPost(post("Dock Workers Wanted", "dock-workers-wanted"));
    await createPost(post("Forklift Operators", "forklift-operators"));

    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(direct);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    const { server, port } = await startServer({
      DATABASE_URL: throughProxy.toString(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    servers.push(server);
    const cookie = await signIn(port);

    const cachedPages = ["/", "/faqs", "/news", "/news/dock-workers-wanted", "/sitemap.xml"];
    const before = new Map<string, string>();
    for (const path of cachedPages) {
      await get(port, path);
      const hit = await get(port, path);
      expect({ path, status: hit.status, cache: hit.cache }).toEqual({ path, status: 200, cache: "HIT" });
      before.set(path, hit.text);
    }

    await proxy.cut();
    const outageEnds = Date.now() + OUTAGE_SECONDS * 1000;
    const statuses = new Map<string, Set<number>>();
    const seen = (path: string, status: number) => statuses.set(path, (statuses.get(path) ?? new Set()).add(status));
    const servedStale = new Set<string>();
    let health: { status: number; body: Record<string, string> } | undefined;
    let wroteDuringOutage = false;
    while (Date.now() < outageEnds) {
      for (const path of cachedPages) {
        const answer = await get(port, path);
        seen(path, answer.status);
        // The last good copy, word for word (the CSP nonce inside included). / needs the
        // database only for the site settings (the public layout), which the instance keeps in
        // memory until its listener notices the outage: rendered again, or its copy.
        if (answer.cache === "STALE") {
          servedStale.add(path);
          expect(answer.text, path).toBe(before.get(path));
        }
      }
      // Never rendered before the outage: no copy to serve. Its page gives the request's reference.
      const uncached = await get(port, "/news/forklift-operators");
      seen("/news/forklift-operators", uncached.status);
      if (uncached.status === 503) expect(uncached.text).toContain(`data-request-reference="${uncached.id}"`);
      // A query the page does not read is the same page (the cache key): its copy.
      const unreadQuery = await get(port, "/faqs?never-seen=1");
      seen("/faqs?never-seen=1", unreadQuery.status);
      if (unreadQuery.cache === "STALE") expect(unreadQuery.text).toBe(before.get("/faqs"));
      const healthz = await fetch(`http://127.0.0.1:${port}/healthz`);
      health = { status: healthz.status, body: (await healthz.json()) as Record<string, string> };
      if (!wroteDuringOutage) {
        // Another instance, still connected, changes the FAQs: this one cannot hear it.
        await createFaq(faq("Added during the outage?"));
        wroteDuringOutage = true;
      }
      await sleep(100);
    }
    for (const path of cachedPages) expect([path, [...statuses.get(path)!]]).toEqual([path, [200]]);
    expect([...servedStale].filter((path) => path !== "/").sort()).toEqual([
      "/faqs",
      "/news",
      "/news/dock-workers-wanted",
      "/sitemap.xml",
    ]);
    expect([...statuses.get("/news/forklift-operators")!]).toEqual([503]);
    expect([...statuses.get("/faqs?never-seen=1")!]).toEqual([200]);
    expect(health).toMatchObject({ status: 503, body: { status: "unavailable", database: "unreachable" } });
    expect(health!.body.reason).toBeTruthy();
    await expectStaffAnswers503(port, cookie);

    await proxy.restore();
    const restoredAt = Date.now();
    // Fresh pages as soon as the database answers: the change made during the outage shows.
    let fresh: Answer | undefined;
    while (Date.now() - restoredAt < 10_000) {
      fresh = await get(port, "/faqs");
      if (fresh.status === 200 && fresh.cache !== "STALE") break;
      await sleep(50);
    }
    expect(fresh).toMatchObject({ status: 200 });
    expect(fresh!.cache).not.toBe("STALE");
    expect(fresh!.text).toContain("Added during the outage?");
    const freshAfterMs = Date.now() - restoredAt;
    expect(freshAfterMs).toBeLessThan(3000);

    // The cache again within a second or two of reconnecting (not after a 30 s back-off).
    let cachedAgainAfterMs: number | undefined;
    while (Date.now() - restoredAt < 10_000) {
      if ((await get(port, "/faqs")).cache === "HIT") {
        cachedAgainAfterMs = Date.now() - restoredAt;
        break;
      }
      await sleep(50);
    }
    expect(cachedAgainAfterMs).toBeLessThan(4000);
    expect((await get(port, "/faqs")).text).toContain("Added during the outage?");
    // /healthz's write check is reused for 3 s: healthy again within that.
    let healthyAfterMs: number | undefined;
    while (Date.now() - restoredAt < 10_000) {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) {
        healthyAfterMs = Date.now() - restoredAt;
        break;
      }
      await sleep(100);
    }
    expect(healthyAfterMs).toBeLessThan(5000);
    expect((await get(port, "/news/forklift-operators")).status).toBe(200);
  });
});
