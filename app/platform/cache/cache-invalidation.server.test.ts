import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { createFaq, updateFaq } from "~/features/faqs/faq.server";
import { createPost, postStore, setPostPublished, updatePost, type PostInput } from "~/features/posts/post.server";
import { getDatabaseHandle, openDatabase, setActiveDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { blogPosts, faqs } from "~/platform/db/schema";

import { documentResponse, startTestSite, type TestRoute, type TestServer } from "../../../tests/support/http-app";
import {
  createTestDatabase,
  describeEachEngine,
  testEngines,
  truncateAll,
  type TestDatabase,
} from "../../../tests/support/test-database";
import { contentChannel, startCacheInvalidation, type CacheInvalidation } from "./cache-invalidation.server";
import { cacheStatusHeader, PublicPageCache } from "./page-cache.server";
import type { PageStore } from "./page-store.server";

const post = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "Dock Workers Wanted",
  slug: "dock-workers-wanted",
  content: "Apply now.",
  excerpt: "We are hiring on the docks.",
  featuredImageUrl: null,
  author: "Maria Lopez",
  isPublished: true,
  ...overrides,
});

/** Public pages of one app instance, rendered straight from its own database handle (the Trash left out, as the app does). */
function publicRoutes(handle: () => DatabaseHandle): TestRoute {
  return async (_request, url) => {
    if (url.pathname === "/news") {
      const rows = await handle()
        .db.select({ title: blogPosts.title })
        .from(blogPosts)
        .where(and(eq(blogPosts.isPublished, true), isNull(blogPosts.deletedAt)))
        .orderBy(desc(blogPosts.publishedAt));
      return documentResponse(`<ul>${rows.map((r) => `<li>${r.title}</li>`).join("")}</ul>`);
    }
    const article = /^\/news\/([^/]+)$/.exec(url.pathname);
    if (article) {
      const [row] = await handle()
        .db.select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, article[1]!), eq(blogPosts.isPublished, true), isNull(blogPosts.deletedAt)));
      if (!row) return documentResponse("<h1>Article Not Found</h1>", { status: 404 });
      return documentResponse(`<h1>${row.title}</h1>`);
    }
    if (url.pathname === "/faqs") {
      const rows = await handle().db.select().from(faqs).where(eq(faqs.isPublished, true));
      return documentResponse(`<dl>${rows.map((r) => `<dt>${r.question}</dt>`).join("")}</dl>`);
    }
    return documentResponse("<h1>Not Found</h1>", { status: 404 });
  };
}

interface Instance {
  server: TestServer;
  store: PageStore;
  invalidation: CacheInvalidation;
}

async function startInstance(
  handle: DatabaseHandle,
  options: { hearsLocalWrites?: boolean; reconnectDelayMs?: number; onRemoteChange?: () => void } = {},
): Promise<Instance> {
  const pageCache = new PublicPageCache();
  const { store } = pageCache;
  const invalidation = startCacheInvalidation({
    handle,
    store,
    // A second instance lives in another process: it never hears this process's content events.
    subscribe: options.hearsLocalWrites === false ? () => () => {} : undefined,
    reconnectDelayMs: options.reconnectDelayMs,
    onRemoteChange: options.onRemoteChange,
    log: () => {},
  });
  await invalidation.ready;
  const server = await startTestSite(
    publicRoutes(() => handle),
    { pageCache },
  );
  return { server, store, invalidation };
}

async function stopInstance(instance: Instance | undefined) {
  await instance?.server.close();
  await instance?.invalidation.stop();
}

const cacheStatus = (response: { headers: Record<string, unknown> }) =>
  response.headers[cacheStatusHeader.toLowerCase()];

describeEachEngine("the page cache after content writes", () => {
  let site: Instance | undefined;
  afterEach(async () => {
    await stopInstance(site);
    site = undefined;
  });

  /** Renders a page, checks the second request is a cache hit, and returns its text. */
  async function cachedText(path: string) {
    await site!.server.get(path);
    const hit = await site!.server.get(path);
    expect(cacheStatus(hit), path).toBe("HIT");
    return hit.text;
  }

  it("shows a post right after it is published and hides it right after it is unpublished", async () => {
    site = await startInstance(getDatabaseHandle());
    const draft = await createPost(post({ isPublished: false }));
    expect(await cachedText("/news")).not.toContain("Dock Workers Wanted");
    expect((await site.server.get("/news/dock-workers-wanted")).status).toBe(404);

    await setPostPublished(draft.id, true);
    const afterPublish = await site.server.get("/news");
    expect(cacheStatus(afterPublish)).toBe("MISS");
    expect(afterPublish.text).toContain("Dock Workers Wanted");
    expect(await cachedText("/news/dock-workers-wanted")).toContain("<h1>Dock Workers Wanted</h1>");

    await setPostPublished(draft.id, false);
    expect((await site.server.get("/news")).text).not.toContain("Dock Workers Wanted");
    expect((await site.server.get("/news/dock-workers-wanted")).status).toBe(404);
  });

  it("shows an edit at once, on the list and on the article", async () => {
    site = await startInstance(getDatabaseHandle());
    const created = await createPost(post());
    expect(await cachedText("/news")).toContain("Dock Workers Wanted");
    expect(await cachedText("/news/dock-workers-wanted")).toContain("Dock Workers Wanted");

    await updatePost(created.id, post({ title: "Crane Operators Wanted" }));
    expect((await site.server.get("/news")).text).toContain("Crane Operators Wanted");
    expect((await site.server.get("/news/dock-workers-wanted")).text).toContain("<h1>Crane Operators Wanted</h1>");
  });

  it("drops a post moved to the Trash at once", async () => {
    site = await startInstance(getDatabaseHandle());
    const created = await createPost(post());
    expect(await cachedText("/news")).toContain("Dock Workers Wanted");
    expect(await cachedText("/news/dock-workers-wanted")).toContain("Dock Workers Wanted");

    await postStore.trash(created.id);
    expect((await site.server.get("/news")).text).not.toContain("Dock Workers Wanted");
    expect((await site.server.get("/news/dock-workers-wanted")).status).toBe(404);
  });

  it("shows FAQ changes at once", async () => {
    site = await startInstance(getDatabaseHandle());
    const faq = await createFaq({
      question: "Do you hire welders?",
      answer: "Yes.",
      category: null,
      displayOrder: 0,
      isPublished: true,
    });
    expect(await cachedText("/faqs")).toContain("Do you hire welders?");
    await updateFaq(faq.id, {
      question: "Do you hire pipe welders?",
      answer: "Yes.",
      category: null,
      displayOrder: 0,
      isPublished: true,
    });
    expect((await site.server.get("/faqs")).text).toContain("Do you hire pipe welders?");
  });
});

describe.runIf(testEngines.includes("postgres"))("the page cache across instances on PostgreSQL", () => {
  let database: TestDatabase;
  let secondHandle: DatabaseHandle;
  let first: Instance | undefined;
  let second: Instance | undefined;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    // A second app instance: its own connection pool to the same database.
    secondHandle = await openDatabase({ engine: "postgres", url: database.pool!.options.connectionString! });
  });
  afterEach(async () => {
    await stopInstance(first);
    await stopInstance(second);
    first = second = undefined;
    setActiveDatabase(undefined);
  });
  afterAll(async () => {
    await secondHandle?.close();
    await database?.destroy();
  });

  /** Two instances on one database; `before` writes what they should find (its notices land before they start). */
  async function startBoth(
    secondOptions: { reconnectDelayMs?: number; onRemoteChange?: () => void } = {},
    before?: () => Promise<void>,
  ) {
    await truncateAll(database);
    setActiveDatabase(database); // the models write through the first instance
    await before?.();
    first = await startInstance(database);
    second = await startInstance(secondHandle, { hearsLocalWrites: false, ...secondOptions });
  }

  it("a publish on one instance is visible at once on the other", async () => {
    let draft!: Awaited<ReturnType<typeof createPost>>;
    await startBoth({}, async () => {
      draft = await createPost(post({ isPublished: false }));
    });
    await second!.server.get("/news");
    const before = await second!.server.get("/news");
    expect(cacheStatus(before)).toBe("HIT");
    expect(before.text).not.toContain("Dock Workers Wanted");

    await setPostPublished(draft.id, true);
    // NOTIFY is delivered asynchronously; it takes milliseconds, not the cache's lifetime.
    await waitFor(() => second!.store.size === 0, 2000);
    const after = await second!.server.get("/news");
    expect(cacheStatus(after)).toBe("MISS");
    expect(after.text).toContain("Dock Workers Wanted");
  });

  it("an instance that made the write clears its own cache without waiting for the notification", async () => {
    await startBoth();
    await first!.server.get("/news");
    expect(first!.store.size).toBe(1);
    await createPost(post());
    expect(first!.store.size).toBe(0);
    expect((await first!.server.get("/news")).text).toContain("Dock Workers Wanted");
  });

  it("pauses the cache while its listener is disconnected, then reconnects, starts afresh and hears changes again", async () => {
    let reReads = 0;
    await startBoth({ reconnectDelayMs: 50, onRemoteChange: () => reReads++ });
    // Connecting counts as a change it may have missed: a schedule set before it listened is re-read.
    expect(reReads).toBe(1);
    await second!.server.get("/faqs");
    expect(second!.store.size).toBe(1);

    // The database drops the listening connection (restart, failover, idle kill, ...).
    await database.pool!.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
      [`LISTEN ${contentChannel}`],
    );
    await waitFor(() => second!.store.paused, 2000);
    // Nothing is served from it meanwhile; its copy stays only as the last good one for an outage.
    expect(second!.store.get("/faqs")).toBeUndefined();
    expect(second!.store.lastGood("/faqs")).toBeDefined();
    await waitFor(() => !second!.store.paused, 5000);
    expect(second!.store.lastGood("/faqs")).toBeUndefined();
    // So does reconnecting: a notice sent while it was away is lost.
    expect(reReads).toBe(2);

    await second!.server.get("/faqs");
    expect(cacheStatus(await second!.server.get("/faqs"))).toBe("HIT");
    await createFaq({
      question: "Is the listener back?",
      answer: "Yes.",
      category: null,
      displayOrder: 0,
      isPublished: true,
    });
    await waitFor(() => second!.store.size === 0, 2000);
    expect((await second!.server.get("/faqs")).text).toContain("Is the listener back?");
  });
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
