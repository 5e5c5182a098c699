import type { RequestListener, ServerResponse } from "node:http";

import express, { type Express, type RequestHandler } from "express";

import type { PublicPageCache } from "~/platform/cache/page-cache.server";
import {
  CLIENT_IP_HEADER,
  clientAddress,
  isSecureRequest,
  type TrustFunction,
} from "~/platform/http/client-address.server";
import { sendPlainTextRefusal } from "~/platform/http/plain-text-refusal";
import { REQUEST_ID_HEADER, requestIdFor } from "~/platform/http/request-id.server";
import { setSecurityHeaders } from "~/platform/http/security-headers.server";
import { runInRequest } from "~/platform/log/request-context.server";

import { forwardDrainListenerRemoval } from "./compression-drain-listeners";
import { compressDynamicResponses } from "./dynamic-compression";
import { answerPaintHold, isPaintHold } from "./paint-hold";
import { logWhenFinished, requestLog } from "./request-log";
import { normalizeRequestTarget } from "./request-target";
import { answerRequestError, requestValidity } from "./request-validity";

export interface RequestPipelineOptions {
  trust: TrustFunction;
  /** One log line per request (REQUEST_LOG). */
  logRequests: boolean;
  /** False until start-up is done: meanwhile every request is answered 503. */
  isReady: () => boolean;
  /** True once the process is shutting down: /healthz answers 503 so that a proxy stops sending. */
  isStopping?: () => boolean;
  /** Pages in memory, answered before Express (production). */
  pageCache?: PublicPageCache;
}

export interface RequestPipeline {
  /** The request policy; the caller adds what answers (static files, the app) after it. */
  app: Express;
  /** For http.createServer: cached pages first, everything else through `app`. */
  listener: RequestListener;
}

/** The security headers of every response (app/platform/http/security-headers.server.ts). */
function securityHeaders(trust: TrustFunction): RequestHandler {
  return (req, res, next) => {
    setSecurityHeaders(req, res, isSecureRequest(req, trust));
    next();
  };
}

/** Puts the client's address in the header the app reads, replacing any value the client sent. */
function clientAddressHeader(trust: TrustFunction): RequestHandler {
  return (req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = clientAddress(req, trust);
    next();
  };
}

/** Until start-up is done every request gets a 503 (health checks included). */
function startingUp(isReady: () => boolean): RequestHandler {
  return (_req, res, next) => {
    if (isReady()) return next();
    res.status(503).set("Retry-After", "1").type("text/plain").send("Starting up, try again in a moment.");
  };
}

/** The health check while shutting down, before the app (which would still say 200). */
function stoppingHealthCheck(isStopping: () => boolean): RequestHandler {
  return (req, res, next) => {
    if (!isStopping() || req.path !== "/healthz") return next();
    res.status(503).set("Cache-Control", "no-store").json({ status: "stopping" });
  };
}

/** What nothing answered: the app answers every path, so only a request policy can leave one. */
function notFound(res: ServerResponse): void {
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found.");
}

/**
 * What every request goes through, in production, in development and in the tests, in this
 * order (the policy itself is app/platform/http/'s): its id (X-Request-Id), security headers, the client's address, compression, the request log, the refusal of methods,
 * hosts and origins no page sends (server/request-validity.ts), the start-up gate, the
 * health check's answer while shutting down; after the app, the answer to an error (413 for
 * a body over its limit, 500 without internals). Public
 * pages the page cache holds are answered before Express, with the same headers and log
 * line: for a page already in memory, routing through Express would cost more than the
 * answer itself.
 */
export function createRequestPipeline({
  trust,
  logRequests,
  isReady,
  isStopping = () => false,
  pageCache,
}: RequestPipelineOptions): RequestPipeline {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trust);
  app.use(securityHeaders(trust));
  app.use(clientAddressHeader(trust));
  app.use(compressDynamicResponses);
  app.use(forwardDrainListenerRemoval);
  if (logRequests) app.use(requestLog);
  app.use(requestValidity);
  app.use(startingUp(isReady));
  app.use(stoppingHealthCheck(isStopping));

  const listener: RequestListener = (req, res) => {
    const started = logRequests ? process.hrtime.bigint() : undefined;
    // Its id, first: in the header the app reads (the error pages' reference), in the answer,
    // and in every log line written while it is handled.
    const requestId = requestIdFor(req, trust);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader("X-Request-Id", requestId);
    runInRequest(requestId, () => {
      // Before anything reads the URL: an absolute-form target becomes a path (server/request-target.ts).
      if (normalizeRequestTarget(req) === "malformed") {
        setSecurityHeaders(req, res, isSecureRequest(req, trust));
        if (started !== undefined) logWhenFinished(req, res, started);
        sendPlainTextRefusal(res, 400, "Bad request: the request target is neither a path nor an absolute URL.");
        return;
      }
      if (isPaintHold(req)) {
        setSecurityHeaders(req, res, isSecureRequest(req, trust));
        answerPaintHold(res);
        return;
      }
      const served =
        isReady() &&
        pageCache?.serveCached(req, res, () => {
          setSecurityHeaders(req, res, isSecureRequest(req, trust));
          if (started !== undefined) logWhenFinished(req, res, started);
        });
      if (served) return;
      // Express calls the callback with what no handler answered, or with the error one passed on.
      const done = (error?: unknown) => (error ? answerRequestError(error, req, res) : notFound(res));
      app(req as express.Request, res as express.Response, done);
    });
  };
  return { app, listener };
}
