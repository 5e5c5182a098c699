import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";

import { notFoundKey } from "~/platform/cache/not-found-key";
import { pageCacheContext } from "~/platform/cache/page-cache.server";
import { getConfig } from "~/platform/config/env.server";
import { lowPriorityPreloadsTransform } from "~/platform/document/low-priority-preloads.server";
import { NonceProvider } from "~/platform/document/nonce";
import { RequestReferenceProvider } from "~/platform/document/request-reference";
import { scriptsAfterFirstPaint } from "~/platform/document/scripts-after-paint.server";
import { StylesheetProvider } from "~/platform/document/stylesheet";
import { describeError } from "~/platform/http/describe-error.server";
import { REQUEST_ID_HEADER } from "~/platform/http/request-id.server";
import { isAdminPath } from "~/platform/http/request-path";
import { contentSecurityPolicy } from "~/platform/http/security-headers.server";
import { log } from "~/platform/log/log.server";

// Compiled by Tailwind at build time; inlined in every document (see utils/stylesheet.tsx).
import adminStylesheet from "./styles/admin.css?inline";
import siteStylesheet from "./styles/site.css?inline";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A 404 document of a kind already rendered is sent again as it is (page-cache.server.ts).
  const pageCache = loadContext.get(pageCacheContext);
  const notFound = pageCache && notFoundKey(request, responseStatusCode, routerContext);
  if (pageCache && notFound) {
    const stored = pageCache.cache.notFoundAnswer(request, pageCache.target, notFound);
    if (stored) return stored;
    pageCache.declaration.notFoundKey = notFound;
  }

  const nonce = randomBytes(16).toString("base64");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, {
      development: !getConfig().isProduction,
      httpsSite: getConfig().httpsSite,
    }),
  );

  // The public pages carry only their own classes (styles/site.css).
  const stylesheet = isAdminPath(new URL(request.url).pathname) ? adminStylesheet : siteStylesheet;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode requests get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={stylesheet}>
          <RequestReferenceProvider value={request.headers.get(REQUEST_ID_HEADER) ?? undefined}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </RequestReferenceProvider>
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          // Production only: the development server's scripts (HMR) are left as Vite makes them.
          if (!getConfig().isProduction) {
            pipe(body);
          } else if (!isAdminPath(new URL(request.url).pathname)) {
            // A public page paints before its scripts run (scripts-after-paint.server.ts).
            const rewrite = scriptsAfterFirstPaint();
            rewrite.pipe(body);
            pipe(rewrite);
          } else {
            // The module preloads at low priority (low-priority-preloads.server.ts).
            const rewrite = lowPriorityPreloadsTransform();
            rewrite.pipe(body);
            pipe(rewrite);
          }
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while streaming the shell are reported through onShellError.
          if (shellRendered) log.error(`render: ${describeError(error)}`);
        },
      },
    );

    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * What the log says of an error in a loader, an action or a render: nothing for a refusal the
 * app meant (a 4xx response thrown on purpose, React Router's own 404 and 405) or for a client
 * that left; one line for the rest, without a database error's SQL or values
 * (utils/describe-error.server.ts).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  log.error(`${request.method} ${new URL(request.url).pathname}: ${describeError(cause)}`);
};
