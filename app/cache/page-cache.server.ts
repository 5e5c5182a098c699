import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { chooseContentCoding } from "~/utils/content-coding";
import { isAdminPath, normalizeRequestPath } from "~/utils/request-path";
import { type CachedPage, PageStore } from "./page-store.server";

/*
 * The page cache for public HTML (and the XML/text feeds): an Express middleware placed
 * before React Router's handler. A cacheable response is rendered once, kept in memory
 * with the headers its route produced, and served from there with an ETag (304 on
 * If-None-Match) and a Cache-Control that lets a CDN keep it briefly. Content writes clear
 * the cache (cache-invalidation.server.ts).
 *
 * The CSP nonce: entry.server.tsx puts a fresh nonce in every rendered document and in its
 * Content-Security-Policy header. A cached page is served with the header stored beside
 * it, so the nonce in the header always matches the one in the HTML. Several visitors then
 * share one nonce, which is acceptable: the nonce is chosen by the server before the body
 * is known to anyone, and every change of content (a new key, or a write that clears the
 * cache) is a new render with a new nonce, so no one can learn a nonce in advance and plant
 * a script that carries it.
 */

/** For public pages: browsers revalidate each time (ETag), a CDN may keep them a minute. */
export const publicCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** For public pages rendered for someone signed in: no shared or browser cache may keep them. */
export const privateCacheControl = "private, no-store";

export const cacheStatusHeader = "X-Page-Cache";

const cacheableContentType = /^(text\/html|text\/plain|text\/xml|application\/xml|application\/rss\+xml)\b/i;

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
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
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

/** The key of a page: its path and query string, as requested (Express may rewrite req.url when mounted). */
export function cacheKey(req: IncomingMessage & { originalUrl?: string }): string {
  return req.originalUrl ?? req.url ?? "/";
}

function isCacheableResponse(res: Response): boolean {
  if (res.headersSent || res.statusCode !== 200) return false;
  if (res.getHeader("set-cookie") !== undefined) return false;
  if (res.getHeader("content-encoding") !== undefined) return false;
  const contentType = String(res.getHeader("content-type") ?? "");
  if (!cacheableContentType.test(contentType)) return false;
  // A route may refuse shared caching, or say its content depends on more than the URL.
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (/no-store|no-cache|private/i.test(cacheControl)) return false;
  const vary = String(res.getHeader("vary") ?? "");
  if (vary.split(",").some((name) => name.trim() && name.trim().toLowerCase() !== "accept-encoding")) return false;
  return true;
}

/** If-None-Match uses the weak comparison: W/ prefixes do not matter. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** Sends a stored page with plain Node calls: it also runs before Express (see serveFromCache). */
function sendPage(req: IncomingMessage, res: ServerResponse, store: PageStore, page: CachedPage, status: "HIT" | "MISS"): void {
  for (const name in page.headers) res.setHeader(name, page.headers[name]!);
  res.setHeader("Cache-Control", publicCacheControl);
  res.setHeader(cacheStatusHeader, status);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", page.etag);
  if (matchesIfNoneMatch(req.headers["if-none-match"], page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const coding = chooseContentCoding(req.headers["accept-encoding"], (candidate) => store.encodedBody(page, candidate) !== undefined);
  const body = coding ? store.encodedBody(page, coding)! : page.body;
  if (coding) res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = page.status;
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/**
 * Answers a request from the cache if it holds the page; false otherwise (nothing sent).
 * Plain Node request and response, so that server.js can call it before Express: for a
 * page already in memory, Express's routing would cost more than the answer itself.
 * `beforeSend` runs only when the page is sent (server.js adds its headers and log there).
 * The path rules need no check here: only an eligible path is ever stored under its URL.
 */
export function serveFromCache(
  store: PageStore,
  req: IncomingMessage,
  res: ServerResponse,
  beforeSend?: () => void,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (hasSessionCookie(req.headers.cookie)) return false;
  const page = store.get(cacheKey(req));
  if (!page) return false;
  beforeSend?.();
  sendPage(req, res, store, page, "HIT");
  return true;
}

type Write = Response["write"];
type End = Response["end"];
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

/**
 * Lets the route render as usual, and decides at its first byte whether the response is
 * cacheable. If it is, the body is held back, stored, and sent with its ETag; if not, the
 * response streams through untouched. Resolves with the stored page, if any.
 */
function captureRender(req: Request, res: Response, store: PageStore, key: string): Promise<CachedPage | undefined> {
  // Read before the route runs: a render that began before a clear must not be stored after it.
  const generation = store.generation;
  // Headers already on the response come from the middlewares before this one (security
  // headers that depend on the request, e.g. HSTS): they are not part of the page.
  const upstreamHeaders = new Set(res.getHeaderNames());
  const originalWrite = res.write;
  const originalEnd = res.end;
  const chunks: Buffer[] = [];
  let mode: "hold" | "pass" | undefined;

  let resolveStored!: (page: CachedPage | undefined) => void;
  const stored = new Promise<CachedPage | undefined>((resolve) => (resolveStored = resolve));
  // Requests for the same page wait on this: it must settle whatever happens to the render.
  const giveUp = setTimeout(() => resolveStored(undefined), maxRenderWaitMs).unref();
  const settle = (page: CachedPage | undefined) => {
    clearTimeout(giveUp);
    resolveStored(page);
  };
  res.once("close", () => settle(undefined));
  // The client may have gone while earlier middlewares ran: "close" has fired already, and
  // React Router will not render for a closed response.
  if (res.destroyed || req.socket.destroyed) settle(undefined);

  const restore = () => {
    res.write = originalWrite;
    res.end = originalEnd;
  };
  const decide = () => {
    if (!mode) {
      mode = isCacheableResponse(res) ? "hold" : "pass";
      if (mode === "pass") {
        restore();
        settle(undefined);
      }
    }
    return mode;
  };

  res.write = function write(this: Response, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() === "pass") return (originalWrite as (...args: unknown[]) => boolean).apply(this, [chunk, encoding, callback].filter((a) => a !== undefined));
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") queueMicrotask(() => (done as Callback)());
    return true;
  } as Write;

  res.end = function end(this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() === "pass") return (originalEnd as (...args: unknown[]) => Response).apply(this, [chunk, encoding, callback].filter((a) => a !== undefined));
    if (typeof chunk === "function") callback = chunk;
    else if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    if (typeof encoding === "function") callback = encoding;
    restore();
    const headers: CachedPage["headers"] = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || upstreamHeaders.has(name) || transferHeaders.has(name)) continue;
      headers[name] = typeof value === "number" ? String(value) : value;
    }
    const page = store.set(key, { status: res.statusCode, headers, body: Buffer.concat(chunks) }, generation);
    settle(page);
    if (page) {
      sendPage(req, res, store, page, "MISS");
    } else {
      // Cleared while rendering: this render may predate the change; send it, keep nothing.
      res.setHeader("Cache-Control", privateCacheControl);
      res.end(Buffer.concat(chunks));
    }
    if (typeof callback === "function") res.once("finish", callback as () => void);
    return res;
  } as End;

  return stored;
}

export interface PublicPageCacheOptions {
  store: PageStore;
}

/** The middleware; see the top of this file. */
export function publicPageCache({ store }: PublicPageCacheOptions): RequestHandler {
  // Renders in progress by key: concurrent misses for one page wait for the first render.
  const inFlight = new Map<string, Promise<CachedPage | undefined>>();

  return async function pageCache(req: Request, res: Response, next: NextFunction) {
    if ((req.method !== "GET" && req.method !== "HEAD") || isExcludedPath(req.path)) return next();
    if (hasSessionCookie(req.get("cookie"))) {
      res.setHeader("Cache-Control", privateCacheControl);
      return next();
    }
    if (serveFromCache(store, req, res)) return;
    const key = cacheKey(req);

    const pending = inFlight.get(key);
    if (pending) {
      const page = await pending;
      if (page && !res.headersSent) return sendPage(req, res, store, page, "HIT");
    }
    // A HEAD request renders no body: nothing to store, and nothing for others to wait for.
    if (req.method === "HEAD") return next();
    const render = captureRender(req, res, store, key);
    if (!pending) {
      inFlight.set(key, render);
      void render.finally(() => {
        if (inFlight.get(key) === render) inFlight.delete(key);
      });
    }
    next();
  };
}

/**
 * The process's page cache: PAGE_CACHE=off disables it, PAGE_CACHE=on enables it; unset, it
 * is on in production only (in development every change of code must show at once).
 */
export function pageStoreFromEnv(env: NodeJS.ProcessEnv = process.env): PageStore | undefined {
  const setting = (env.PAGE_CACHE ?? "").trim().toLowerCase();
  if (["off", "false", "0"].includes(setting)) return undefined;
  if (["on", "true", "1"].includes(setting) || env.NODE_ENV === "production") return new PageStore();
  return undefined;
}
