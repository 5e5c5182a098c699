import type { IncomingMessage, ServerResponse } from "node:http";

import type { RequestHandler } from "express";

/** One line per request once it is answered: method, path, status, duration (REQUEST_LOG). */
export function logWhenFinished(req: IncomingMessage, res: ServerResponse, started = process.hrtime.bigint()): void {
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;
    console.log(`${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
}

export const requestLog: RequestHandler = (req, res, next) => {
  logWhenFinished(req, res);
  next();
};
