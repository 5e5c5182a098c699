import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

import type { RequestBodyLimits } from "~/platform/config/env.server";
import { routeBodyLimits } from "~/platform/http/route-body-limits";

import { carriesBody, readRequestBody } from "./request-body";
import { writeBody } from "./write-body";

export interface ReactRouterHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: (req: ExpressRequest) => RouterContextProvider;
  bodyLimits: RequestBodyLimits;
}

/** The request's headers as Fetch Headers (repeated headers kept). */
function fetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Set, not appended: the route's value replaces a default the request policy set before
  // (Cross-Origin-Resource-Policy, say). Set-Cookie is the one header that repeats.
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeBody(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/**
 * React Router's request handler for Express, in place of @react-router/express's: the same
 * translation between Node's request and response and the Fetch ones, with the body read
 * first, within the limit of the route it goes to (app/platform/http/route-body-limits.ts), so that an
 * action is never handed more than that. A body over the limit reaches the error handler of
 * the request pipeline (413) without being read. The host was checked by the pipeline
 * (server/request-validity.ts), so the URL is well formed.
 */
export function createReactRouterHandler({
  build,
  mode,
  getLoadContext,
  bodyLimits,
}: ReactRouterHandlerOptions): RequestHandler {
  const loadBuild = typeof build === "function" ? build : () => Promise.resolve(build);
  const handleRequest = createRequestHandler(loadBuild, mode);
  let limitFor: ((pathname: string) => number) | undefined;
  let limitsOfBuild: ServerBuild | undefined;

  async function bodyLimitFor(pathname: string): Promise<number> {
    const current = await loadBuild();
    // In development the build changes as the code does.
    if (current !== limitsOfBuild) {
      limitsOfBuild = current;
      limitFor = routeBodyLimits(current, bodyLimits);
    }
    return limitFor!(pathname);
  }

  return async (req, res, next) => {
    try {
      const body = carriesBody(req.method) ? await readRequestBody(req, await bodyLimitFor(req.path)) : undefined;
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(`${req.protocol}://${req.host || "localhost"}${req.originalUrl}`, {
        method: req.method,
        headers: fetchHeaders(req),
        body: body ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) : undefined,
        signal: controller.signal,
      });
      await send(res, await handleRequest(request, getLoadContext(req)));
    } catch (error) {
      next(error);
    }
  };
}
