import type { IncomingMessage, ServerResponse } from "node:http";

import type { RequestHandler } from "express";

import { formatByteSize } from "~/platform/http/body-limits";
import { describeError } from "~/platform/http/describe-error.server";
import { sendPlainTextRefusal } from "~/platform/http/plain-text-refusal";
import { log } from "~/platform/log/log.server";

import { isRequestBodyAborted, isRequestBodyTooLarge } from "./request-body";
import { throttledLog } from "./throttled-log";

/** The methods the site answers: pages, forms and the sign-in API need no others. */
const ANSWERED_METHODS = ["GET", "HEAD", "POST"] as const;
const allowHeader = [...ANSWERED_METHODS, "OPTIONS"].join(", ");

/**
 * A Host (or trusted X-Forwarded-Host) that makes a URL: a name or address and an optional
 * port, nothing else. "[::1" or "a/b" would make the app's URL unparseable.
 */
export function isWellFormedHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  if (host === "" || !/^[^\s/?#@\\]+$/.test(host)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * An Origin a browser could send: "null" (an opaque origin) or an origin that parses as a
 * URL. React Router aborts an action with an unparseable one as a server error.
 */
function isWellFormedOrigin(origin: string | undefined): boolean {
  if (origin === undefined || origin === "null") return true;
  try {
    new URL(origin);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path whose percent-escapes decode ("%ZZ" or half a UTF-8 sequence do not). React Router
 * would warn in the log for each such request and answer 404; no link of the site makes one.
 */
export function isWellFormedPath(url: string | undefined): boolean {
  const path = (url ?? "/").split("?", 1)[0]!;
  if (!path.includes("%")) return true;
  try {
    // The result is used: a bundler may drop a call to decodeURIComponent whose result is
    // not (it counts it as pure), and with it the check (the production build did).
    return typeof decodeURIComponent(path) === "string";
  } catch {
    return false;
  }
}

/** Scanners send these by the thousand: one line a minute at most says how many were refused. */
const noteMalformedPath = throttledLog(
  (count) =>
    `request: ${count === 1 ? "an address" : `${count} addresses`} with a broken percent-escape refused with 400 (logged at most once a minute)`,
);

/**
 * Refuses what no page or form could have sent, before anything reads it: a method the site
 * does not answer (TRACE, PUT, PROPFIND, ...) with 405, OPTIONS with the list, and a
 * malformed host, origin or path with 400.
 */
export const requestValidity: RequestHandler = (req, res, next) => {
  if (req.method === "OPTIONS") {
    res.status(204).set({ Allow: allowHeader, "Cache-Control": "no-store" }).end();
    return;
  }
  if (!(ANSWERED_METHODS as readonly string[]).includes(req.method)) {
    sendPlainTextRefusal(res, 405, `The method ${req.method} is not allowed here.`, { Allow: allowHeader });
    return;
  }
  if (!isWellFormedHost(req.host)) {
    sendPlainTextRefusal(res, 400, "Bad request: the Host header is malformed.");
    return;
  }
  if (!isWellFormedPath(req.originalUrl)) {
    noteMalformedPath();
    sendPlainTextRefusal(res, 400, "Bad request: the address is malformed (a broken percent-escape).");
    return;
  }
  if (!isWellFormedOrigin(req.get("origin"))) {
    sendPlainTextRefusal(res, 400, "Bad request: the Origin header is malformed.");
    return;
  }
  next();
};

/**
 * After the app: a body over its limit is 413 (and the connection closes, so the rest of it is
 * never read); any other error that reached here is 500, with a line in the log that names it
 * without, for a database error, its SQL or values (app/platform/http/describe-error.server.ts).
 */
export function answerRequestError(error: unknown, req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent || isRequestBodyAborted(error)) {
    res.destroy();
    return;
  }
  if (isRequestBodyTooLarge(error)) {
    sendPlainTextRefusal(
      res,
      413,
      `The request is too large: at most ${formatByteSize(error.limit)} may be sent here.`,
      {
        Connection: "close",
      },
    );
    return;
  }
  log.error(`${req.method} ${req.url?.split("?", 1)[0]}: ${describeError(error)}`);
  sendPlainTextRefusal(res, 500, "Something went wrong on our side. Please try again in a moment.");
}
