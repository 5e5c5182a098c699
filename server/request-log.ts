import type { IncomingMessage, ServerResponse } from "node:http";

import type { RequestHandler } from "express";

import { REQUEST_ID_HEADER } from "~/platform/http/request-id.server";
import { isAdminPath } from "~/platform/http/request-path";
import { log } from "~/platform/log/log.server";

/**
 * The address as the log writes it: under /admin without its query string, which can hold
 * what staff searched for (a person's name or email) or a token (docs/deploying.md, Logs).
 */
function loggedTarget(target: string): string {
  const path = target.split("?", 1)[0]!;
  return isAdminPath(path) ? path : target;
}

/** One line per request once it is answered: method, address, status, duration (REQUEST_LOG). */
export function logWhenFinished(req: IncomingMessage, res: ServerResponse, started = process.hrtime.bigint()): void {
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const target = loggedTarget((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/");
    const reqId = req.headers[REQUEST_ID_HEADER] as string | undefined;
    log.info(`${req.method} ${target} ${res.statusCode} ${ms.toFixed(1)}ms`, {
      reqId,
      method: req.method,
      url: target,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
    });
  });
}

export const requestLog: RequestHandler = (req, res, next) => {
  logWhenFinished(req, res);
  next();
};
