import type { IncomingMessage, ServerResponse } from "node:http";

import { createContext, type MiddlewareFunction } from "react-router";

import { inlineScriptHashes } from "~/platform/document/inline-scripts.server";
import { chooseContentCoding } from "~/platform/http/content-coding";
import { isAdminPath, normalizeRequestPath } from "~/platform/http/request-path";
import { withScriptHashes } from "~/platform/http/security-headers.server";

import { pageCacheKey, type PageQueryStyle } from "./page-cache-key";
import { PageStore, type CachedPage, type PageStoreOptions } from "./page-store.server";
import {
  answerForRender,
  OUTAGE_CACHE_CONTROL,
  OUTAGE_RETRY_AFTER_SECONDS,
  STALE_CACHE_STATUS,
} from "./stale-if-error";

/*
 * The page cache for public HTML (and the XML/text feeds): a root route middleware. A
 * cacheable response is rendered once, kept in memory with the headers its route produced,
 * and served from there with an ETag (304 on If-None-Match) and a Cache-Control that lets a
 * CDN keep it briefly. Content writes clear the cache (cache-invalidation.server.ts). The
 * server also answers the pages it holds before any routing (`serveCached`, server/main.ts).
 * While the database does not answer, a page that fails to render is answered with its last
 * good copy, or 503 (stale-if-error.ts).
 *
 * The Content-Security-Policy: entry.server.tsx puts a fresh nonce in every rendered
 * document and in its header. A stored page is answered to many visitors, who would then
 * share that nonce: it is stored with a policy of hashes instead, one for each inline script
 * it runs (withScriptHashes), so no response ever carries a nonce another one had.
 *
 * Public pages are the same for everyone, signed in or not: a session cookie, checked or not,
 * does not skip the cache (a bogus one cost a full render). Only what a route marks private
 * (a staff preview of a draft) is rendered for the request and never stored.
 *
 * Not-found answers: the 404 document of an unknown address is the same whatever the address
 * within one route and section of the site, so it is stored once per kind (notFoundKey, a
 * handful of entries whatever is asked) and sent again without a render
 * (PublicPageCache.notFoundAnswer, app/entry.server.tsx), after the routes' loaders. An
 * address found missing is remembered (at most MAX_REMEMBERED_MISSES, least recently used
 * out, until the next change of content): asked again, it is answered before any routing, as
 * a stored page is. Random addresses cannot fill the cache: they share a few documents.
 */

/** For public pages: browsers revalidate each time (ETag), a CDN may keep them a minute. */
export const publicCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** For public pages rendered for someone signed in: no shared or browser cache may keep them. */
const privateCacheControl = "private, no-store";

export const cacheStatusHeader = "X-Page-Cache";

const cacheableContentType = /^(text\/html|text\/plain|text\/xml|application\/xml|application\/rss\+xml)\b/i;

/** Addresses remembered as missing (a short string each): bounded, whatever is asked. */
const MAX_REMEMBERED_MISSES = 2_000;

/** How long requests for a page wait on another request's render before rendering it themselves. */
const maxRenderWaitMs = 10_000;

/** Headers that describe one transfer, not the page, or that the cache sets itself. */
const transferHeaders = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "transfer-encoding",
  "vary",
  cacheStatusHeader.toLowerCase(),
]);

/** Better-auth's session cookie is "better-auth.session_token" (with a "__Secure-" prefix on HTTPS). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => pair.split("=", 1)[0]!.includes("session_token"));
}

/**
 * Paths never served from the cache: the admin area, the API (auth), the health check,
 * React Router's data and manifest requests. Compared decoded and lower-cased, because the
 * router matches paths case-insensitively and decodes them.
 */
export function isExcludedPath(path: string): boolean {
  const normalized = normalizeRequestPath(path);
  if (normalized === null) return true;
  return (
    isAdminPath(normalized) ||
    normalized === "/api" ||
    normalized.startsWith("/api/") ||
    normalized.startsWith("/healthz") ||
    normalized.startsWith("/__") ||
    normalized.endsWith(".data")
  );
}

function isCacheableResponse(response: Response, status = 200): boolean {
  const { headers } = response;
  if (response.status !== status || !response.body) return false;
  if (headers.has("set-cookie") || headers.has("content-encoding")) return false;
  if (!cacheableContentType.test(headers.get("content-type") ?? "")) return false;
  // A route may refuse shared caching, or say its content depends on more than the URL.
  if (/no-store|no-cache|private/i.test(headers.get("cache-control") ?? "")) return false;
  const vary = (headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
  return vary.every((name) => !name || name === "accept-encoding");
}

/** If-None-Match uses the weak comparison: W/ prefixes do not matter. */
function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** What a request for a stored page is answered: the same for the fast path and the middleware. */
interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

interface RequestFacts {
  method: string;
  ifNoneMatch: string | null | undefined;
  acceptEncoding: string | null | undefined;
}

type CacheStatus = "HIT" | "MISS" | typeof STALE_CACHE_STATUS;

function answerFromPage(store: PageStore, page: CachedPage, request: RequestFacts, status: CacheStatus): CachedAnswer {
  const headers: Record<string, string> = {
    ...page.headers,
    "cache-control": status === STALE_CACHE_STATUS ? OUTAGE_CACHE_CONTROL : publicCacheControl,
    [cacheStatusHeader.toLowerCase()]: status,
    vary: "Accept-Encoding",
    etag: page.etag,
  };
  if (matchesIfNoneMatch(request.ifNoneMatch, page.etag)) return { status: 304, headers, body: null };
  const coding = chooseContentCoding(
    request.acceptEncoding ?? undefined,
    (candidate) => store.encodedBody(page, candidate) !== undefined,
  );
  const body = coding ? store.encodedBody(page, coding)! : page.body;
  if (coding) headers["content-encoding"] = coding;
  headers["content-length"] = String(body.length);
  return { status: page.status, headers, body: request.method === "HEAD" ? null : body };
}

function toResponse({ status, headers, body }: CachedAnswer): Response {
  // Node's Buffers are views of plain ArrayBuffers; this shares the bytes rather than copying them.
  return new Response(body && new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
    status,
    headers,
  });
}

/** The response with one header replaced (a copy when its headers cannot change, e.g. a redirect's). */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * The headers a page is stored with: the route's, less those of one transfer, and its
 * Content-Security-Policy with hash sources in place of the render's nonce (see the top).
 */
function storedHeaders(rendered: Headers, body: Buffer): CachedPage["headers"] {
  const headers: CachedPage["headers"] = {};
  rendered.forEach((value, name) => {
    if (!transferHeaders.has(name)) headers[name] = value;
  });
  const policy = headers["content-security-policy"];
  if (policy) headers["content-security-policy"] = withScriptHashes(policy, inlineScriptHashes(body.toString("utf8")));
  return headers;
}

/** A failed render's answer during an outage, when no copy is held: 503 with what was rendered. */
function unavailable(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", OUTAGE_CACHE_CONTROL);
  headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}

/** What a page says of itself while it renders (see pageReadsQuery). */
export interface PageDeclaration {
  /** The query parameters the page reads; others do not change it. None when unset. */
  queryParameters?: readonly string[];
  /** Set by the document's render when it is a 404 of this kind (see notFoundKey). */
  notFoundKey?: string;
  /** How the key reads them (pageCacheKey); "as-sent" when unset. */
  queryStyle?: PageQueryStyle;
}

/**
 * The most variants of one path the cache keeps (the least recently used goes first), so
 * that a page keyed by its query (a search) cannot push every other page out.
 */
export const MAX_VARIANTS_PER_PATH = 50;

export interface PublicPageCacheOptions {
  /**
   * Whether the database answers, asked when a render fails (server/app.ts: a ping, reused
   * for a second). Without it every failure is passed on as rendered.
   */
  databaseReachable?: () => Promise<boolean>;
  /** The bounds of the store made when none is given (PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_SIZE). */
  limits?: Pick<PageStoreOptions, "maxEntries" | "maxBytes">;
}

/** The pages of one process, and the renders of them in progress. */
export class PublicPageCache {
  readonly store: PageStore;
  // Renders in progress by key: concurrent misses for one page wait for the first render.
  readonly #inFlight = new Map<string, Promise<CachedPage | undefined>>();
  readonly #databaseReachable: (() => Promise<boolean>) | undefined;
  /*
   * The query parameters each path's page reads, as its last stored render declared them.
   * A page's key is its path and those parameters only (docs/speed-and-search.md, Page
   * cache), so `/?utm=...` is answered from `/`'s entry: a query no page reads cannot make the
   * cache render, store or compress again. Until a path has been stored once its
   * parameters are unknown, and the request renders. Held for stored paths only, within
   * the entry limit.
   */
  readonly #queryParametersByPath = new Map<
    string,
    Required<Pick<PageDeclaration, "queryParameters" | "queryStyle">>
  >();
  readonly #maxPaths: number;
  // Addresses found missing, with the 404 document's key and the store generation then.
  readonly #missing = new Map<string, { key: string; generation: number }>();

  /**
   * `store` defaults to one within `options.limits` that makes a page's Brotli copy when the
   * page is asked for again (a page asked for once never costs a compression at Brotli's
   * best level).
   */
  constructor(store?: PageStore, options: PublicPageCacheOptions = {}) {
    this.store = store ?? new PageStore({ ...options.limits, brotli: "when-asked-again" });
    this.#databaseReachable = options.databaseReachable;
    this.#maxPaths = options.limits?.maxEntries ?? 500;
  }

  /** The key of the page a path-and-query asks for; undefined while its path's parameters are unknown. */
  keyOf(target: string): string | undefined {
    const [path = "/"] = target.split("?", 1);
    const declared = this.#queryParametersByPath.get(path);
    return declared && pageCacheKey(target, declared.queryParameters, declared.queryStyle);
  }

  #learn(target: string, declaration: PageDeclaration): string {
    const [path = "/"] = target.split("?", 1);
    const declared = {
      queryParameters: declaration.queryParameters ?? [],
      queryStyle: declaration.queryStyle ?? "as-sent",
    };
    this.#queryParametersByPath.delete(path);
    this.#queryParametersByPath.set(path, declared);
    if (this.#queryParametersByPath.size > this.#maxPaths) {
      this.#queryParametersByPath.delete(this.#queryParametersByPath.keys().next().value!);
    }
    return pageCacheKey(target, declared.queryParameters, declared.queryStyle);
  }

  /**
   * Answers a request from memory if the page is there; false otherwise (nothing sent).
   * Plain Node request and response, so that the server can call it before any routing: for
   * a page already in memory, routing would cost more than the answer itself. `beforeSend`
   * runs only when the page is sent (the server adds its own headers and log line there).
   * The path rules need no check here: only an eligible path is ever stored under its URL.
   */
  serveCached(req: IncomingMessage, res: ServerResponse, beforeSend?: () => void): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const target = req.url ?? "/";
    const key = this.keyOf(target);
    const page =
      (key === undefined ? undefined : this.store.get(key)) ??
      (hasSessionCookie(req.headers.cookie) ? undefined : this.#knownMissing(target));
    if (!page) return false;
    beforeSend?.();
    const facts = {
      method: req.method,
      ifNoneMatch: req.headers["if-none-match"],
      acceptEncoding: req.headers["accept-encoding"],
    };
    const { status, headers, body } = answerFromPage(this.store, page, facts, "HIT");
    res.writeHead(status, headers);
    res.end(body ?? undefined);
    return true;
  }

  /**
   * The middleware's work for one request. `target` is the path and query the client asked
   * for, which the page's key comes from (React Router hands a data request's middleware the
   * URL of the page whose data it asks for, so request.url cannot tell them apart).
   * `declaration` is filled in by the page while it renders (pageReadsQuery).
   */
  async respond(
    request: Request,
    target: string,
    next: () => Promise<Response>,
    declaration: PageDeclaration = {},
  ): Promise<Response> {
    if ((request.method !== "GET" && request.method !== "HEAD") || isExcludedPath(target.split("?", 1)[0]!))
      return next();
    const key = this.keyOf(target);
    const stored = key === undefined ? undefined : this.store.get(key);
    if (stored) return this.#answer(request, stored, "HIT");
    // Staff may see a draft where everyone else gets 404: only cookie-less requests are answered so.
    const missing = hasSessionCookie(request.headers.get("cookie")) ? undefined : this.#knownMissing(target);
    if (missing) return this.#answer(request, missing, "HIT");
    // Perhaps staff: rendered for this request (a preview of a draft), stored only if public.
    if (hasSessionCookie(request.headers.get("cookie"))) {
      const response =
        request.method === "HEAD" || request.signal.aborted
          ? await this.#unlessOutage(request, await next(), key)
          : await this.#renderAndStore(request, { target, key, rendering: target, declaration }, next, false);
      return response.headers.has(cacheStatusHeader)
        ? response
        : withHeader(response, "Cache-Control", privateCacheControl);
    }

    const rendering = key ?? target;
    const pending = this.#inFlight.get(rendering);
    if (pending) {
      const page = await pending;
      if (page) return this.#answer(request, page, "HIT");
    }
    // A HEAD request renders no body: nothing to store, and nothing for others to wait for.
    // Nor does a request whose client has gone (React Router does not render for it).
    if (request.method === "HEAD" || request.signal.aborted) return this.#unlessOutage(request, await next(), key);
    return this.#renderAndStore(request, { target, key, rendering, declaration }, next, !pending);
  }

  /**
   * A render that failed because the database does not answer: the last good copy of the
   * page (`key`) if one is held, else 503 (never 500). Any other response as it is.
   */
  async #unlessOutage(request: Request, response: Response, key?: string): Promise<Response> {
    if (response.status < 500 || !this.#databaseReachable) return response;
    const kept = key === undefined ? undefined : this.store.lastGood(key);
    const answer = answerForRender({
      status: response.status,
      databaseReachable: await this.#databaseReachable(),
      hasKeptCopy: kept !== undefined,
    });
    if (answer === "as-rendered") return response;
    if (answer === "unavailable") return unavailable(response);
    await response.body?.cancel();
    return this.#answer(request, kept!, STALE_CACHE_STATUS);
  }

  #answer(request: Request, page: CachedPage, status: CacheStatus): Response {
    const facts = {
      method: request.method,
      ifNoneMatch: request.headers.get("if-none-match"),
      acceptEncoding: request.headers.get("accept-encoding"),
    };
    return toResponse(answerFromPage(this.store, page, facts, status));
  }

  /**
   * The stored 404 document of this kind (notFoundKey), as the answer to `request`; undefined
   * when none is held yet (the render then goes on, and is stored).
   */
  notFoundAnswer(request: Request, target: string, key: string): Response | undefined {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const page = this.store.get(key);
    if (!page) return undefined;
    this.#rememberMissing(target, key);
    return this.#answer(request, page, "HIT");
  }

  /** The 404 document of an address found missing since the last change of content. */
  #knownMissing(target: string): CachedPage | undefined {
    const missing = this.#missing.get(target);
    if (!missing) return undefined;
    const page = missing.generation === this.store.generation ? this.store.get(missing.key) : undefined;
    if (!page) this.#missing.delete(target);
    return page;
  }

  #rememberMissing(target: string, key: string): void {
    this.#missing.delete(target);
    this.#missing.set(target, { key, generation: this.store.generation });
    if (this.#missing.size > MAX_REMEMBERED_MISSES) this.#missing.delete(this.#missing.keys().next().value!);
  }

  /** Renders the page; stores and answers it if it is cacheable, else passes it through untouched. */
  async #renderAndStore(
    request: Request,
    page: { target: string; key: string | undefined; rendering: string; declaration: PageDeclaration },
    next: () => Promise<Response>,
    others: boolean,
  ): Promise<Response> {
    const { target, rendering, declaration } = page;
    // Read before the route runs: a render that began before a clear must not be stored after it.
    const generation = this.store.generation;
    let settle!: (page: CachedPage | undefined) => void;
    const rendered = new Promise<CachedPage | undefined>((resolve) => (settle = resolve));
    // Requests for the same page wait on this: it must settle whatever happens to the render.
    const giveUp = setTimeout(() => settle(undefined), maxRenderWaitMs).unref();
    const clientGone = () => settle(undefined);
    request.signal.addEventListener("abort", clientGone, { once: true });
    if (others) {
      this.#inFlight.set(rendering, rendered);
      void rendered.finally(() => {
        if (this.#inFlight.get(rendering) === rendered) this.#inFlight.delete(rendering);
      });
    }
    try {
      const response = await next();
      const notFoundKey = declaration.notFoundKey;
      const storable = isCacheableResponse(response) || (!!notFoundKey && isCacheableResponse(response, 404));
      if (!storable) {
        settle(undefined);
        return await this.#unlessOutage(request, response, page.key);
      }
      const body = Buffer.from(await response.arrayBuffer());
      const headers = storedHeaders(response.headers, body);
      const key = response.status === 404 ? notFoundKey! : this.#learn(target, declaration);
      const stored = this.store.set(key, { status: response.status, headers, body }, generation);
      if (stored && response.status === 404) this.#rememberMissing(target, key);
      else if (stored) this.store.limitVariants(key.split("?", 1)[0]!, MAX_VARIANTS_PER_PATH);
      settle(stored);
      if (stored) return this.#answer(request, stored, "MISS");
      // Cleared while rendering: this render may predate the change; send it, keep nothing.
      return withHeader(new Response(new Uint8Array(body), response), "Cache-Control", privateCacheControl);
    } finally {
      settle(undefined);
      clearTimeout(giveUp);
      request.signal.removeEventListener("abort", clientGone);
    }
  }
}

/** What the page cache middleware needs of one request; server/app.ts puts it in the router context. */
export interface PageCacheRequest {
  cache: PublicPageCache;
  /** The path and query as sent (Express's req.originalUrl). */
  target: string;
  /** What the page declares of itself while it renders (pageReadsQuery). */
  declaration: PageDeclaration;
}

export const pageCacheContext = createContext<PageCacheRequest | null>(null);

/** Root middleware; see the top of this file. Without a cache in the context (PAGE_CACHE off) it does nothing. */
export const publicPageCache: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const pageCache = context.get(pageCacheContext);
  return pageCache ? pageCache.cache.respond(request, pageCache.target, next, pageCache.declaration) : next();
};

/**
 * Route middleware of a page whose content depends on these query parameters (`page` on
 * /news): the cache keys the page on them, and answers a request with any other parameter
 * from the same entry. A page that declares none is one entry whatever its query.
 */
export function pageReadsQuery(...names: string[]): MiddlewareFunction<Response> {
  return ({ context }) => {
    const pageCache = context.get(pageCacheContext);
    if (pageCache) pageCache.declaration.queryParameters = names;
  };
}

/**
 * Route middleware of a search page (/jobs): it reads the first value of each of these
 * parameters, so its key keeps only those, sorted ("normalized", pageCacheKey). Random or
 * repeated parameters then share one entry, and at most MAX_VARIANTS_PER_PATH searches of
 * the path are kept.
 */
export function pageSearchesQuery(names: readonly string[]): MiddlewareFunction<Response> {
  return ({ context }) => {
    const pageCache = context.get(pageCacheContext);
    if (pageCache) Object.assign(pageCache.declaration, { queryParameters: names, queryStyle: "normalized" });
  };
}
