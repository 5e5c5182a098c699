import { createHash } from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import {
  documentResponse,
  noncesOf,
  startTestSite,
  type TestRoute,
  type TestServer,
} from "../../../tests/support/http-app";
import {
  cacheStatusHeader,
  hasSessionCookie,
  isExcludedPath,
  MAX_VARIANTS_PER_PATH,
  publicCacheControl,
  PublicPageCache,
  type PageDeclaration,
} from "./page-cache.server";

const status = (response: { headers: Record<string, unknown> }) => response.headers[cacheStatusHeader.toLowerCase()];

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Routes = Record<string, (request: Request) => Response | Promise<Response>>;

/**
 * A site behind the page cache whose every page counts its renders (keyed by path and
 * query, "POST /path" for posts); `routes` answer their own paths.
 */
async function startSite(routes: (renders: Map<string, number>) => Routes = () => ({})) {
  const pageCache = new PublicPageCache();
  const renders = new Map<string, number>();
  const count = (key: string) => {
    const n = (renders.get(key) ?? 0) + 1;
    renders.set(key, n);
    return n;
  };
  const own = routes(renders);
  const route: TestRoute = (request, url) => {
    const target = url.pathname + url.search;
    if (own[url.pathname]) return own[url.pathname]!(request);
    if (request.method === "POST") return documentResponse(`<h1>posted render ${count(`POST ${target}`)}</h1>`);
    return documentResponse(`<h1>${target} render ${count(target)}</h1>`);
  };
  server = await startTestSite(route, { pageCache });
  return { server, store: pageCache.store, renders };
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
    // Served to many: the stored policy allows the page's inline scripts by their hashes, not
    // by the render's nonce, which no response carries in its policy.
    const hydrate = `'sha256-${createHash("sha256").update("/*hydrate*/").digest("base64")}'`;
    for (const answer of [first, second]) {
      expect(answer.headers["content-security-policy"]).toContain(`script-src 'self' ${hydrate}`);
      expect(noncesOf(answer).header).toBeUndefined();
    }
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
    const notModified = await server.get("/news", {
      "Accept-Encoding": "gzip",
      "If-None-Match": gzipped.headers.etag!,
    });
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
    const paths = [
      "/admin",
      "/admin/login",
      "/admin/dashboard",
      "/ADMIN/dashboard",
      "/%61dmin/posts",
      "//admin/faqs",
      "/admin.data",
      "/api/auth/session",
      "/healthz",
      "/news.data",
      "/__manifest?p=%2F",
    ];
    for (const path of paths) {
      const first = await server.get(path);
      const second = await server.get(path);
      expect(status(first), path).toBeUndefined();
      expect(second.headers.etag, path).toBeUndefined();
      // A data request reaches the route under its page's URL (React Router strips ".data").
      if (!path.endsWith(".data")) expect(renders.get(path), path).toBe(2);
    }
    for (const path of paths) expect(isExcludedPath(path.split("?")[0]!), path).toBe(true);
    expect(isExcludedPath("/news")).toBe(false);
    expect(isExcludedPath("/%E0%A4%A")).toBe(true);
  });

  it("serves public pages to a request with a session cookie too; renders for it only what is not stored", async () => {
    const { server, renders } = await startSite((renders) => ({
      "/news/draft": (request) => {
        renders.set("/news/draft", (renders.get("/news/draft") ?? 0) + 1);
        // A staff preview: the route marks it private.
        return hasSessionCookie(request.headers.get("cookie"))
          ? documentResponse("preview", { headers: { "Cache-Control": "private, no-store" } })
          : documentResponse("missing", { status: 404 });
      },
    }));
    await server.get("/");
    for (const cookie of ["better-auth.session_token=abc", "theme=dark; __Secure-better-auth.session_token=abc.def"]) {
      const withCookie = await server.get("/", { Cookie: cookie });
      expect(status(withCookie)).toBe("HIT");
      expect(withCookie.headers["cache-control"]).toBe(publicCacheControl);
    }
    expect(renders.get("/")).toBe(1);
    // A page not stored yet is rendered for the request, and stored when it is public.
    const rendered = await server.get("/faqs", { Cookie: "better-auth.session_token=bogus" });
    expect(status(rendered)).toBe("MISS");
    expect(status(await server.get("/faqs"))).toBe("HIT");
    // What the route marks private is rendered each time, never stored, and private.
    for (let i = 0; i < 2; i++) {
      const preview = await server.get("/news/draft", { Cookie: "better-auth.session_token=staff" });
      expect(preview.text).toContain("preview");
      expect(status(preview)).toBeUndefined();
      expect(preview.headers["cache-control"]).toBe("private, no-store");
    }
    expect(renders.get("/news/draft")).toBe(2);
    expect((await server.get("/news/draft")).status).toBe(404);
    expect(hasSessionCookie("a=1; better-auth.session_token=x")).toBe(true);
    expect(hasSessionCookie("better-auth.session_data=x")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it("stores one 404 document per kind, whatever the address, and sends it again without a render", async () => {
    const cache = new PublicPageCache();
    let renders = 0;
    const ask = async (path: string, kind: string) => {
      const request = new Request(`http://site.example${path}`, { headers: { "accept-encoding": "gzip" } });
      const declaration: PageDeclaration = {};
      return cache.respond(
        request,
        path,
        async () => {
          const stored = cache.notFoundAnswer(request, path, kind);
          if (stored) return stored;
          declaration.notFoundKey = kind;
          renders++;
          return documentResponse(`<h1>Not found: ${kind}</h1>`, { status: 404 });
        },
        declaration,
      );
    };
    const first = await ask("/a-random-path", "404 public *");
    expect(first.status).toBe(404);
    expect(first.headers.get(cacheStatusHeader)).toBe("MISS");
    for (let i = 0; i < 50; i++) {
      const again = await ask(`/random-${i}`, "404 public *");
      expect(again.status).toBe(404);
      expect(again.headers.get(cacheStatusHeader)).toBe("HIT");
      expect(again.headers.get("content-encoding")).toBe("gzip");
    }
    expect(renders).toBe(1);
    await ask("/news/missing", "404 article news");
    expect(renders).toBe(2);
    // Fifty-two addresses, two entries: random addresses cannot fill the cache.
    expect(cache.store.size).toBe(2);
    expect(cache.keyOf("/random-1")).toBeUndefined();

    // An address found missing is answered before any routing when asked again, until content changes.
    const fastPath = async (path: string, headers: Record<string, string> = {}) => {
      const req = Object.assign(new http.IncomingMessage(null as never), { method: "GET", url: path, headers });
      let sent: { status: number; headers: Record<string, string> } | undefined;
      const res = {
        writeHead: (status: number, headers: Record<string, string>) => (sent = { status, headers }),
        end: () => undefined,
      } as unknown as http.ServerResponse;
      return cache.serveCached(req, res) ? sent : undefined;
    };
    expect(await fastPath("/random-7")).toMatchObject({
      status: 404,
      headers: { [cacheStatusHeader.toLowerCase()]: "HIT" },
    });
    expect(await fastPath("/never-asked")).toBeUndefined();
    // A session cookie may be staff's, to whom a draft's address is a preview: routed as usual.
    expect(await fastPath("/random-7", { cookie: "better-auth.session_token=x" })).toBeUndefined();
    cache.store.clear();
    expect(await fastPath("/random-7")).toBeUndefined();
  });

  it("stores only 200 responses of HTML, XML or text without cookies, private caching or other variants", async () => {
    const { server, renders } = await startSite((renders) => {
      const counted = (path: string, answer: () => Response) => () => {
        renders.set(path, (renders.get(path) ?? 0) + 1);
        return answer();
      };
      return {
        "/not-found": counted("/not-found", () => documentResponse("missing", { status: 404 })),
        "/moved": counted("/moved", () => new Response(null, { status: 301, headers: { Location: "/" } })),
        "/json": counted("/json", () => Response.json({ ok: true })),
        "/cookie": counted("/cookie", () => documentResponse("cookie", { headers: { "Set-Cookie": "a=b" } })),
        "/private": counted("/private", () =>
          documentResponse("private", { headers: { "Cache-Control": "private, max-age=60" } }),
        ),
        "/varies": counted("/varies", () => documentResponse("varies", { headers: { Vary: "Cookie" } })),
        "/feed.xml": counted(
          "/feed.xml",
          () => new Response("<rss/>", { headers: { "Content-Type": "application/rss+xml" } }),
        ),
      };
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

  it("answers a stored page alike before Express and through React Router's middleware", async () => {
    const pageCache = new PublicPageCache();
    server = await startTestSite((_request, url) => documentResponse(`<h1>${url.pathname}</h1>`), { pageCache });
    await server.get("/faqs");
    const beforeExpress = await server.get("/faqs", { "Accept-Encoding": "gzip" });
    const request = new Request(`${server.url}/faqs`, { headers: { "Accept-Encoding": "gzip" } });
    const throughRouter = await pageCache.respond(request, "/faqs", () =>
      Promise.reject(new Error("not rendered again")),
    );
    expect(Buffer.from(await throughRouter.arrayBuffer())).toEqual(beforeExpress.body);
    expect(throughRouter.status).toBe(beforeExpress.status);
    for (const name of [
      "content-type",
      "content-security-policy",
      "content-encoding",
      "content-length",
      "etag",
      "cache-control",
      "vary",
      "x-page-cache",
    ]) {
      expect(throughRouter.headers.get(name), name).toBe(beforeExpress.headers[name]);
    }
  });

  it("never caches a POST", async () => {
    const { server, renders } = await startSite();
    await server.get("/contact", {}, "POST");
    const again = await server.get("/contact", {}, "POST");
    expect(status(again)).toBeUndefined();
    expect(renders.get("POST /contact")).toBe(2);
  });

  it("never answers a data request with the page it asks data for", async () => {
    const { server } = await startSite();
    await server.get("/news");
    expect(status(await server.get("/news"))).toBe("HIT");
    // React Router hands the middleware of /news.data the URL /news: the cache goes by the URL sent.
    for (const path of ["/news.data", "/news.data?_routes=routes%2F_public.news"]) {
      const data = await server.get(path);
      expect(status(data), path).toBeUndefined();
      expect(data.text, path).not.toContain("/news render 1");
    }
  });

  it("sends but does not keep a render that was in progress when the cache was cleared", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const { server, store } = await startSite(() => ({
      "/slow": async () => {
        calls++;
        if (calls === 1) await gate;
        return documentResponse(`slow render ${calls}`);
      },
    }));
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
    const { server } = await startSite(() => ({
      "/busy": async () => {
        calls++;
        await gate;
        return documentResponse(`busy render ${calls}`);
      },
    }));
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

describe("the page cache while the database does not answer", () => {
  /**
   * A site whose pages fail like the app's during an outage: /faqs answers 503 with an empty
   * list, an article 500 (its error page), while `database.up` is false.
   */
  async function startOutageSite() {
    const database = { up: true };
    const pageCache = new PublicPageCache(undefined, { databaseReachable: async () => database.up });
    let render = 0;
    const route: TestRoute = (_request, url) => {
      render++;
      if (database.up) return documentResponse(`<h1>${url.pathname} render ${render}</h1>`);
      if (url.pathname === "/faqs") return documentResponse("<p>No FAQs available</p>", { status: 503 });
      return documentResponse("<h1>Something went wrong</h1>", { status: 500 });
    };
    server = await startTestSite(route, { pageCache });
    return { server, store: pageCache.store, database };
  }

  it("serves the last good copy, marked STALE and kept by no cache, while the change listener is down", async () => {
    const { server, store, database } = await startOutageSite();
    const good = await server.get("/faqs");
    const article = await server.get("/news/welders");
    // The outage: the listener goes first (the store pauses), then every render fails.
    store.pause();
    database.up = false;
    for (const [path, before] of [
      ["/faqs", good],
      ["/news/welders", article],
    ] as const) {
      const stale = await server.get(path);
      expect(stale.status, path).toBe(200);
      expect(status(stale), path).toBe("STALE");
      expect(stale.headers["cache-control"], path).toBe("no-store");
      expect(stale.text, path).toBe(before.text);
    }
  });

  it("answers 503 (never 500) with the rendered page for a page it holds no copy of", async () => {
    const { server, database } = await startOutageSite();
    database.up = false;
    const article = await server.get("/news/never-seen");
    expect(article.status).toBe(503);
    expect(article.headers["retry-after"]).toBe("30");
    expect(article.headers["cache-control"]).toBe("no-store");
    expect(article.text).toContain("Something went wrong");
    expect((await server.get("/faqs")).status).toBe(503);
    // Signed in: no shared copy, but no 500 either.
    expect((await server.get("/news/x", { cookie: "better-auth.session_token=abc" })).status).toBe(503);
  });

  it("passes a failure on as it is while the database answers", async () => {
    // A page whose render is broken, not the database: the error stays visible.
    const pageCache = new PublicPageCache(undefined, { databaseReachable: async () => true });
    server = await startTestSite(() => documentResponse("<h1>Something went wrong</h1>", { status: 500 }), {
      pageCache,
    });
    expect((await server.get("/news/welders")).status).toBe(500);
  });

  it("renders afresh as soon as the database answers, and stores again once the listener is back", async () => {
    const { server, store, database } = await startOutageSite();
    await server.get("/faqs");
    store.pause();
    database.up = false;
    expect(status(await server.get("/faqs"))).toBe("STALE");
    database.up = true;
    const fresh = await server.get("/faqs");
    expect(fresh.status).toBe(200);
    expect(status(fresh)).not.toBe("STALE");
    expect(fresh.text).toContain("render 3");
    store.resume();
    expect(status(await server.get("/faqs"))).toBe("MISS");
    expect(status(await server.get("/faqs"))).toBe("HIT");
  });
});

describe("the page cache under cache-busting", () => {
  it("answers a query the page does not read from the same entry: one render, one entry", async () => {
    const { server, store, renders } = await startSite();
    const first = await server.get(`/?u=${Math.random()}`);
    expect(status(first)).toBe("MISS");
    for (let i = 0; i < 100; i++) {
      const busted = await server.get(`/?u=${Math.random()}&v=${i}`);
      expect(status(busted)).toBe("HIT");
      expect(busted.text).toBe(first.text);
    }
    expect(status(await server.get("/"))).toBe("HIT");
    expect([...renders.values()].reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(store.size).toBe(1);
  });

  it("keys a page on the parameters it declares, and only those", async () => {
    const { server, renders } = await startSite();
    const page2 = await server.get("/news?page=2");
    const tracked = await server.get("/news?utm_source=mail&page=2&ref=x");
    expect(status(tracked)).toBe("HIT");
    expect(tracked.text).toBe(page2.text);
    expect(status(await server.get("/news?utm_source=mail"))).toBe("MISS");
    expect(status(await server.get("/news?fbclid=abc"))).toBe("HIT");
    expect(renders.get("/news?page=2")).toBe(1);
    expect(renders.get("/news?utm_source=mail")).toBe(1);
  });

  it("keys a search page on its declared parameters' first values, sorted, whatever else is sent", async () => {
    const { server, renders, store } = await startSite();
    const first = await server.get("/search/jobs?type=temporary&q=forklift");
    expect(status(first)).toBe("MISS");
    for (const variant of [
      "/search/jobs?q=forklift&type=temporary",
      "/search/jobs?q=forklift&q=welder&type=temporary&utm_source=mail",
      "/search/jobs?type=temporary&type=direct-hire&q=forklift&page=&x=1",
      "/search/jobs?q=%66orklift&type=temporary&q=",
    ]) {
      const answer = await server.get(variant);
      expect(status(answer), variant).toBe("HIT");
      expect(answer.text).toBe(first.text);
    }
    expect(status(await server.get("/search/jobs?q=&type=&utm=1"))).toBe("MISS");
    expect(status(await server.get("/search/jobs"))).toBe("HIT");
    expect([...renders.values()].reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(store.size).toBe(2);
  });

  it(`keeps at most ${MAX_VARIANTS_PER_PATH} variants of a path, the least recently used out`, async () => {
    const { server, store } = await startSite();
    expect(status(await server.get("/news"))).toBe("MISS");
    for (let i = 0; i < MAX_VARIANTS_PER_PATH + 5; i++) await server.get(`/search/jobs?q=word${i}`);
    // The five oldest went out; stored again, word0 pushes out the next oldest, word5.
    expect(status(await server.get("/search/jobs?q=word0"))).toBe("MISS");
    expect(status(await server.get(`/search/jobs?q=word${MAX_VARIANTS_PER_PATH + 4}`))).toBe("HIT");
    expect(status(await server.get("/search/jobs?q=word5"))).toBe("MISS");
    expect(store.size).toBe(MAX_VARIANTS_PER_PATH + 1);
    // Other paths keep their pages.
    expect(status(await server.get("/news"))).toBe("HIT");
  });

  it("makes the Brotli copy only for a page that is asked for again", async () => {
    const { server, store } = await startSite();
    const browser = { "Accept-Encoding": "gzip, br" };
    await server.get("/once", browser);
    await store.compressionsSettled();
    expect(store.peek("/once")?.encoded.br).toBeUndefined();
    // The second request begins the copy; it is answered before the copy is ready.
    expect((await server.get("/once", browser)).headers["content-encoding"]).toBe("gzip");
    await store.compressionsSettled();
    expect((await server.get("/once", browser)).headers["content-encoding"]).toBe("br");
    for (let i = 0; i < 20; i++) await server.get(`/only-once-${i}`, browser);
    await store.compressionsSettled();
    expect(store.size).toBe(21);
    const compressed = [...Array(20).keys()].filter((i) => store.peek(`/only-once-${i}`)?.encoded.br);
    expect(compressed).toEqual([]);
  });

  it("is bounded by entries as well as by bytes", async () => {
    const pageCache = new PublicPageCache(undefined, { limits: { maxEntries: 3 } });
    server = await startTestSite((_request, url) => documentResponse(`<h1>${url.pathname}</h1>`), { pageCache });
    for (let i = 0; i < 10; i++) await server.get(`/page-${i}`);
    expect(pageCache.store.size).toBe(3);
    expect(status(await server.get("/page-9"))).toBe("HIT");
    expect(status(await server.get("/page-0"))).toBe("MISS");
  });
});

describe("the page cache when clients go away", () => {
  /** Leaves a request for `path` after `leaveAfterMs`, then waits a little. */
  async function abandon(path: string, headers: Record<string, string>, leaveAfterMs: number) {
    const abandoned = http.get(`${server!.url}${path}`, { headers, agent: false });
    abandoned.on("error", () => {});
    setTimeout(() => abandoned.destroy(), leaveAfterMs);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  it("does not make later requests wait on a request whose client left before it reached the cache", async () => {
    server = await startTestSite(() => documentResponse("<h1>page</h1>"), {
      pageCache: new PublicPageCache(),
      // Like the static files lookup before the app: asynchronous work before the cache.
      before: async (req, _res, next) => {
        if (req.get("x-slow-lookup")) await new Promise((resolve) => setTimeout(resolve, 100));
        next();
      },
    });
    await abandon("/services/dockside", { "x-slow-lookup": "1" }, 20);
    const started = Date.now();
    const next = await server.get("/services/dockside");
    expect(next.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("does not make later requests wait on a render whose client left", async () => {
    let calls = 0;
    server = await startTestSite(
      async () => {
        // The first render is slow, and outlives its client.
        if (++calls === 1) await new Promise((resolve) => setTimeout(resolve, 3000));
        return documentResponse(`<h1>render ${calls}</h1>`);
      },
      { pageCache: new PublicPageCache() },
    );
    await abandon("/services/dockside", {}, 50);
    const started = Date.now();
    const next = await server.get("/services/dockside");
    expect(next.text).toContain("render 2");
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
