import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Express } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { noncesOf, sendDocument, startTestServer, type TestServer } from "../../tests/support/http-app";
import {
  cacheStatusHeader,
  hasSessionCookie,
  isExcludedPath,
  pageStoreFromEnv,
  publicCacheControl,
  publicPageCache,
} from "./page-cache.server";
import { PageStore } from "./page-store.server";

const status = (response: { headers: Record<string, unknown> }) => response.headers[cacheStatusHeader.toLowerCase()];

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A site behind the page cache whose every route counts its renders. */
async function startSite(routes?: (app: Express, renders: Map<string, number>) => void) {
  const store = new PageStore();
  const renders = new Map<string, number>();
  const count = (path: string) => {
    const n = (renders.get(path) ?? 0) + 1;
    renders.set(path, n);
    return n;
  };
  server = await startTestServer((app) => {
    app.use(publicPageCache({ store }));
    routes?.(app, renders);
    app.get("/{*path}", async (req, res) => {
      const n = count(req.originalUrl);
      await sendDocument(res, `<h1>${req.originalUrl} render ${n}</h1>`);
    });
    app.post("/{*path}", async (req, res) => {
      await sendDocument(res, `<h1>posted render ${count(`POST ${req.originalUrl}`)}</h1>`);
    });
  });
  return { server, store, renders };
}

describe("the public page cache", () => {
  it("renders a public page once and serves it from memory with the headers of that render", async () => {
    const { server, renders } = await startSite();
    const first = await server.get("/why-choose-us");
    const second = await server.get("/why-choose-us");
    expect(first.status).toBe(200);
    expect(status(first)).toBe("MISS");
    expect(status(second)).toBe("HIT");
    expect(renders.get("/why-choose-us")).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.text).toContain("render 1");
    // The stored CSP header carries the nonce that is inside the stored HTML.
    const nonces = noncesOf(second);
    expect(nonces.header).toBeDefined();
    expect(nonces.header).toBe(nonces.html);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["content-length"]).toBe(String(second.body.length));
    // Headers of the middlewares before the cache are theirs to set on each response, not stored twice.
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends an ETag and a CDN-friendly Cache-Control, and answers 304 to a matching If-None-Match", async () => {
    const { server } = await startSite();
    const page = await server.get("/contact");
    const etag = page.headers.etag!;
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    expect(page.headers["cache-control"]).toBe(publicCacheControl);
    expect(publicCacheControl).toMatch(/s-maxage=\d+/);
    expect(publicCacheControl).toMatch(/stale-while-revalidate=\d+/);
    expect(page.headers.vary).toMatch(/Accept-Encoding/i);

    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, "*"]) {
      const notModified = await server.get("/contact", { "If-None-Match": ifNoneMatch });
      expect(notModified.status, ifNoneMatch).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers["cache-control"]).toBe(publicCacheControl);
    }
    const changed = await server.get("/contact", { "If-None-Match": '"not-the-etag"' });
    expect(changed.status).toBe(200);
    expect(changed.text).toBe(page.text);
  });

  it("answers 304 on the very first response when the tag already matches", async () => {
    const { server, store } = await startSite();
    const page = await server.get("/faqs");
    store.clear();
    // Rendered again (new nonce, new tag): an old tag does not match, the new page is sent.
    const rendered = await server.get("/faqs", { "If-None-Match": page.headers.etag! });
    expect(rendered.status).toBe(200);
    expect(rendered.headers.etag).not.toBe(page.headers.etag);
  });

  it("keeps a gzip copy, under the page's one ETag, for clients that accept gzip", async () => {
    const { server } = await startSite();
    const plain = await server.get("/news");
    const gzipped = await server.get("/news", { "Accept-Encoding": "gzip, deflate" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.text);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    expect(gzipped.headers["content-length"]).toBe(String(gzipped.body.length));
    const notModified = await server.get("/news", { "Accept-Encoding": "gzip", "If-None-Match": gzipped.headers.etag! });
    expect(notModified.status).toBe(304);
    const identity = await server.get("/news", { "Accept-Encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.text).toBe(plain.text);
  });

  it("sends browsers a Brotli copy once it is made, gzip until then, under one unchanging ETag", async () => {
    const { server, store } = await startSite();
    const browser = { "Accept-Encoding": "gzip, deflate, br, zstd" };
    const first = await server.get("/news", browser);
    expect(first.headers["content-encoding"]).toBe("gzip");
    const plain = await server.get("/news");
    await store.compressionsSettled();
    const brotli = await server.get("/news", browser);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.text);
    expect(brotli.headers["content-length"]).toBe(String(brotli.body.length));
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(first.body).toString()).toBe(plain.text);
    expect(first.headers.etag).toBe(brotli.headers.etag);
    const notModified = await server.get("/news", { ...browser, "If-None-Match": brotli.headers.etag! });
    expect(notModified.status).toBe(304);
    const prefersGzip = await server.get("/news", { "Accept-Encoding": "br;q=0.5, gzip" });
    expect(prefersGzip.headers["content-encoding"]).toBe("gzip");
  });

  it("answers HEAD from the cache, and does not store a HEAD render", async () => {
    const { server, renders } = await startSite();
    const headMiss = await server.get("/services", {}, "HEAD");
    expect(headMiss.status).toBe(200);
    expect(status(headMiss)).toBeUndefined();
    const get = await server.get("/services");
    expect(status(get)).toBe("MISS");
    const headHit = await server.get("/services", {}, "HEAD");
    expect(status(headHit)).toBe("HIT");
    expect(headHit.body.length).toBe(0);
    expect(headHit.headers["content-length"]).toBe(String(get.body.length));
    expect(headHit.headers.etag).toBe(get.headers.etag);
    expect(renders.get("/services")).toBe(2);
  });

  it("keys pages by path and query string", async () => {
    const { server, renders } = await startSite();
    const page2 = await server.get("/news?page=2");
    const page3 = await server.get("/news?page=3");
    const list = await server.get("/news");
    expect(page2.text).toContain("/news?page=2 render 1");
    expect(page3.text).toContain("/news?page=3 render 1");
    expect(list.text).toContain("/news render 1");
    expect(status(await server.get("/news?page=2"))).toBe("HIT");
    expect(renders.get("/news?page=2")).toBe(1);
  });

  it("never caches the admin area, the API, the health check or React Router's data requests", async () => {
    const { server, renders } = await startSite();
    const paths = ["/admin", "/admin/login", "/admin/dashboard", "/ADMIN/dashboard", "/%61dmin/posts", "//admin/faqs", "/admin.data", "/api/auth/session", "/healthz", "/news.data", "/__manifest?p=%2F"];
    for (const path of paths) {
      const first = await server.get(path);
      const second = await server.get(path);
      expect(status(first), path).toBeUndefined();
      expect(second.headers.etag, path).toBeUndefined();
      expect(renders.get(path), path).toBe(2);
    }
    for (const path of paths) expect(isExcludedPath(path.split("?")[0]!), path).toBe(true);
    expect(isExcludedPath("/news")).toBe(false);
    expect(isExcludedPath("/%E0%A4%A")).toBe(true);
  });

  it("never serves or stores a page for a request with a session, and marks it private", async () => {
    const { server, renders } = await startSite();
    await server.get("/");
    expect(status(await server.get("/"))).toBe("HIT");
    for (const cookie of ["better-auth.session_token=abc", "theme=dark; __Secure-better-auth.session_token=abc.def"]) {
      const signedIn = await server.get("/", { Cookie: cookie });
      expect(status(signedIn)).toBeUndefined();
      expect(signedIn.headers["cache-control"]).toBe("private, no-store");
      expect(signedIn.headers.etag).toBeUndefined();
    }
    expect(renders.get("/")).toBe(3);
    // Cookies that are not a session do not stop the cache.
    expect(status(await server.get("/", { Cookie: "theme=dark" }))).toBe("HIT");
    expect(hasSessionCookie("a=1; better-auth.session_token=x")).toBe(true);
    expect(hasSessionCookie("better-auth.session_data=x")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it("stores only 200 responses of HTML, XML or text without cookies, private caching or other variants", async () => {
    const { server, renders } = await startSite((app, renders) => {
      const bump = (path: string) => renders.set(path, (renders.get(path) ?? 0) + 1);
      app.get("/not-found", async (_req, res) => {
        bump("/not-found");
        await sendDocument(res, "missing", { status: 404 });
      });
      app.get("/moved", (_req, res) => {
        bump("/moved");
        res.redirect(301, "/");
      });
      app.get("/json", (_req, res) => {
        bump("/json");
        res.json({ ok: true });
      });
      app.get("/cookie", async (_req, res) => {
        bump("/cookie");
        await sendDocument(res, "cookie", { headers: { "Set-Cookie": "a=b" } });
      });
      app.get("/private", async (_req, res) => {
        bump("/private");
        await sendDocument(res, "private", { headers: { "Cache-Control": "private, max-age=60" } });
      });
      app.get("/varies", async (_req, res) => {
        bump("/varies");
        await sendDocument(res, "varies", { headers: { Vary: "Cookie" } });
      });
      app.get("/feed.xml", (_req, res) => {
        bump("/feed.xml");
        res.type("application/rss+xml").send("<rss/>");
      });
    });
    for (const path of ["/not-found", "/moved", "/json", "/cookie", "/private", "/varies"]) {
      await server.get(path);
      const again = await server.get(path);
      expect(status(again), path).toBeUndefined();
      expect(renders.get(path), path).toBe(2);
    }
    expect((await server.get("/moved")).headers.location).toBe("/");
    expect((await server.get("/not-found")).status).toBe(404);
    await server.get("/feed.xml");
    const feed = await server.get("/feed.xml");
    expect(status(feed)).toBe("HIT");
    expect(feed.text).toBe("<rss/>");
  });

  it("never caches a POST", async () => {
    const { server, renders } = await startSite();
    await server.get("/contact", {}, "POST");
    const again = await server.get("/contact", {}, "POST");
    expect(status(again)).toBeUndefined();
    expect(renders.get("POST /contact")).toBe(2);
  });

  it("sends but does not keep a render that was in progress when the cache was cleared", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const { server, store } = await startSite((app) => {
      app.get("/slow", async (_req, res) => {
        calls++;
        if (calls === 1) await gate;
        await sendDocument(res, `slow render ${calls}`);
      });
    });
    const pending = server.get("/slow");
    await waitFor(() => calls === 1);
    store.clear(); // a content write lands while the page renders
    release();
    const stale = await pending;
    expect(stale.text).toContain("slow render 1");
    expect(stale.headers["cache-control"]).toBe("private, no-store");
    const next = await server.get("/slow");
    expect(status(next)).toBe("MISS");
    expect(next.text).toContain("slow render 2");
  });

  it("renders a page once for concurrent first requests", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const { server } = await startSite((app) => {
      app.get("/busy", async (_req, res) => {
        calls++;
        await gate;
        await sendDocument(res, `busy render ${calls}`);
      });
    });
    const responses = Promise.all(Array.from({ length: 5 }, () => server.get("/busy")));
    await waitFor(() => calls === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const all = await responses;
    expect(calls).toBe(1);
    expect(new Set(all.map((r) => r.text)).size).toBe(1);
    expect(all.map(status).sort()).toEqual(["HIT", "HIT", "HIT", "HIT", "MISS"]);
  });
});

describe("the page cache when clients go away", () => {
  it("does not make later requests wait on a request whose client left before it reached the cache", async () => {
    const store = new PageStore();
    server = await startTestServer((app) => {
      // Like express.static's file lookup in server.js: asynchronous work before the cache.
      app.use(async (req, _res, next) => {
        if (req.get("x-slow-lookup")) await new Promise((resolve) => setTimeout(resolve, 100));
        next();
      });
      app.use(publicPageCache({ store }));
      app.get("/{*path}", async (req, res) => {
        // What React Router's adapter does for a response whose client has gone: nothing.
        if (res.destroyed || req.socket.destroyed) return;
        await sendDocument(res, "<h1>page</h1>");
      });
    });
    const abandoned = http.get(`${server.url}/services/dockside`, { headers: { "x-slow-lookup": "1" }, agent: false });
    abandoned.on("error", () => {});
    setTimeout(() => abandoned.destroy(), 20);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const next = await server.get("/services/dockside");
    expect(next.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("pageStoreFromEnv", () => {
  it("is on in production, off in development, and PAGE_CACHE decides when set", () => {
    expect(pageStoreFromEnv({ NODE_ENV: "production" })).toBeInstanceOf(PageStore);
    expect(pageStoreFromEnv({ NODE_ENV: "development" })).toBeUndefined();
    expect(pageStoreFromEnv({ NODE_ENV: "production", PAGE_CACHE: "off" })).toBeUndefined();
    expect(pageStoreFromEnv({ NODE_ENV: "development", PAGE_CACHE: "on" })).toBeInstanceOf(PageStore);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
