/**
 * Scheduled publishing from the outside: two production servers (`node build/server/index.js`) on one PostgreSQL
 * database, each with its page cache on. A post scheduled a few seconds ahead is absent
 * from /news, its article, the sitemap and RSS on both (which cache those pages), then
 * present on both at its time, with no restart, no write and no request to trigger it.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createPost } from "~/features/posts/post.server";
import { contentChannel } from "~/platform/cache/cache-invalidation.server";
import { setActiveDatabase } from "~/platform/db/client.server";

import { createTestDatabase, type TestDatabase } from "../support/test-database";

const root = path.resolve(import.meta.dirname, "../..");
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

interface Instance {
  child: ChildProcess;
  port: number;
  output: () => string;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      REQUEST_LOG: "off",
      PAGE_CACHE: "on",
      PORT: "0",
      DATABASE_URL: databaseUrl,
      DATA_DIR: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const listening = /Server listening on http:\/\/localhost:(\d+)/.exec(output);
    if (listening) return { child, port: Number(listening[1]), output: () => output };
    if (child.exitCode !== null) throw new Error(`server exited at start-up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready:\n${output}`);
}

async function get(instance: Instance, pathname: string) {
  const response = await fetch(`http://127.0.0.1:${instance.port}${pathname}`, { redirect: "manual" });
  return { status: response.status, cache: response.headers.get("x-page-cache"), text: await response.text() };
}

/**
 * The page as the instance's cache serves it. The instances clear their caches when told of
 * the write, and once more when their re-check finds the post that went live with it: a
 * page stored in between is dropped, so this asks until a request is answered from the cache.
 */
async function fromCache(instance: Instance, pathname: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await get(instance, pathname);
    if (response.cache === "HIT" || Date.now() > deadline) return response;
  }
}

describeOnPostgres("scheduled publishing on two instances", () => {
  let database: TestDatabase;
  const instances: Instance[] = [];

  beforeAll(async () => {
    if (!existsSync(path.join(root, "build/server/index.js")))
      execSync("npm run build", { cwd: root, stdio: "ignore" });
    database = await createTestDatabase("postgres");
    const url = database.pool!.options.connectionString!;
    instances.push(await startInstance(url), await startInstance(url));
  }, 240_000);

  afterAll(async () => {
    for (const instance of instances) instance.child.kill("SIGKILL");
    setActiveDatabase(undefined);
    await database?.destroy();
  });

  it("shows the post on /news, its article, the sitemap and RSS of both instances at its time", async () => {
    setActiveDatabase(database);
    await createPost({
      title: "Already Live",
      slug: "already-live",
      content: "x",
      excerpt: "x",
      featuredImageUrl: null,
      author: "Staff",
      isPublished: true,
    });
    const scheduled = await createPost({
      title: "Job Fair Announced",
      slug: "job-fair-announced",
      content: "Meet **our recruiters**.",
      excerpt: "Meet our recruiters.",
      featuredImageUrl: null,
      author: "Staff",
      isPublished: true,
      publishAt: new Date(Date.now() + 15_000),
    });
    // What an admin instance does after a write: tell the others (they clear their caches and re-check the schedule).
    await database.db.execute(
      sql`select pg_notify(${contentChannel}, ${JSON.stringify({ from: "test", entity: "post" })})`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    for (const instance of instances) {
      for (const pathname of ["/news", "/sitemap.xml", "/news/rss.xml"]) {
        const cached = await fromCache(instance, pathname);
        expect(cached.cache, pathname).toBe("HIT");
        expect(cached.text, pathname).toContain(pathname === "/news" ? "Already Live" : "already-live");
        expect(cached.text, pathname).not.toContain("job-fair-announced");
      }
      expect((await get(instance, "/news/job-fair-announced")).status).toBe(404);
    }
    expect(Date.now(), "the checks before the scheduled time took too long").toBeLessThan(
      scheduled.publishedAt!.getTime(),
    );

    await new Promise((resolve) => setTimeout(resolve, scheduled.publishedAt!.getTime() - Date.now() + 500));
    for (const instance of instances) {
      expect((await get(instance, "/news")).text).toContain("Job Fair Announced");
      const article = await get(instance, "/news/job-fair-announced");
      expect(article.status).toBe(200);
      expect(article.text).toContain("<strong>our recruiters</strong>");
      expect((await get(instance, "/sitemap.xml")).text).toContain("/news/job-fair-announced</loc>");
      const rss = (await get(instance, "/news/rss.xml")).text;
      expect(rss).toContain("<title>Job Fair Announced</title>");
      expect(rss).toContain("&lt;strong&gt;our recruiters&lt;/strong&gt;");
    }
  }, 60_000);
});
