import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";

import {
  pageReadsQuery,
  pageSearchesQuery,
  publicPageCache,
  type PublicPageCache,
} from "~/platform/cache/page-cache.server";
import { parseConfig, type RequestBodyLimits } from "~/platform/config/env.server";
import type { RequestBodyHandle } from "~/platform/http/body-limits";
import { compileTrustProxy } from "~/platform/http/client-address.server";

import { createReactRouterHandler } from "../../server/react-router-handler";
import { createRequestPipeline } from "../../server/request-pipeline";
import { routerContextFor } from "../../server/router-context";
import { rawRequest, type RawResponse } from "./raw-request";

export { rawRequest, type RawResponse };

export interface TestServer {
  url: string;
  get(path: string, headers?: Record<string, string>, method?: string): Promise<RawResponse>;
  /** A request with a body (a string is sent as UTF-8). */
  send(method: string, path: string, headers: Record<string, string>, body?: string | Buffer): Promise<RawResponse>;
  close(): Promise<void>;
}

/** The test site's one route: answers every path, as a React Router resource route's loader and action. */
export type TestRoute = (request: Request, url: URL) => Response | Promise<Response>;

export interface TestSiteOptions {
  /** The page cache, as the root middleware and before Express (the server's fast path). */
  pageCache?: PublicPageCache;
  /** Runs after the request policy, before React Router (where the server looks up static files). */
  before?: RequestHandler;
  /** The request body limits (the configuration's defaults unless given). */
  bodyLimits?: RequestBodyLimits;
}

/**
 * React Router's request handler over a build whose root's middleware is the page cache and
 * whose every path is answered by `route` (as resource routes: no document is rendered);
 * the route of paths below /uploads/ declares upload bodies (app/platform/http/body-limits.ts).
 */
function testBuild(route: TestRoute): ServerBuild {
  const answer = ({ request }: { request: Request }) => route(request, new URL(request.url));
  const uploadHandle: RequestBodyHandle = { requestBody: "upload" };
  return {
    entry: { module: { default: () => new Response("No documents in the test build.", { status: 500 }) } },
    routes: {
      root: { id: "root", path: "", module: { middleware: [publicPageCache] } },
      home: { id: "home", parentId: "root", index: true, module: { loader: answer, action: answer } },
      // Like /news: the pages read the `page` query parameter, and no other.
      page: {
        id: "page",
        parentId: "root",
        path: "*",
        module: { loader: answer, action: answer, middleware: [pageReadsQuery("page")] },
      },
      // Like /jobs: a search page, keyed by the first value of each of its parameters, sorted.
      search: {
        id: "search",
        parentId: "root",
        path: "search/*",
        module: { loader: answer, action: answer, middleware: [pageSearchesQuery(["q", "type"])] },
      },
      upload: {
        id: "upload",
        parentId: "root",
        path: "uploads/*",
        module: { loader: answer, action: answer, handle: uploadHandle },
      },
    },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/**
 * A site served the way server/main.ts serves the app: the request pipeline (security
 * headers, client address, compression, the page cache's answers before Express), then
 * React Router's Express adapter with the server's router context. Listens on a free port.
 */
export async function startTestSite(
  route: TestRoute,
  { pageCache, before, bodyLimits = parseConfig({}).requestBodyLimits }: TestSiteOptions = {},
): Promise<TestServer> {
  const { app, listener } = createRequestPipeline({
    trust: compileTrustProxy("none"),
    logRequests: false,
    isReady: () => true,
    pageCache,
  });
  if (before) app.use(before);
  app.use(
    createReactRouterHandler({
      build: testBuild(route),
      getLoadContext: (req) => routerContextFor(req, pageCache),
      mode: "production",
      bodyLimits,
    }),
  );
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get: (path, headers = {}, method = "GET") => rawRequest(`${url}${path}`, headers, method),
    send: (method, path, headers, body) => rawRequest(`${url}${path}`, headers, method, body),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A document as entry.server.tsx makes one: a fresh CSP nonce in both the header and the
 * HTML, the body streamed in more than one chunk.
 */
export function documentResponse(
  html: string,
  options: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const nonce = randomBytes(12).toString("base64");
  const document = `<!DOCTYPE html><html><head><script nonce="${nonce}">/*hydrate*/</script></head><body>${html}</body></html>`;
  const half = Math.floor(document.length / 2);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(document.slice(0, half)));
      controller.enqueue(new TextEncoder().encode(document.slice(half)));
      controller.close();
    },
  });
  return new Response(body, {
    status: options.status ?? 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `script-src 'self' 'nonce-${nonce}'`,
      ...options.headers,
    },
  });
}

/** The nonce in a document's CSP header and the one in its HTML. */
export function noncesOf(response: RawResponse): { header: string | undefined; html: string | undefined } {
  return {
    header: /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"] ?? ""))?.[1],
    html: /<script nonce="([^"]+)"/.exec(response.text)?.[1],
  };
}
