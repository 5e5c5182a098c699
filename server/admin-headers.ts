import type { NextFunction, Request, Response } from "express";
import { isAdminPath } from "~/utils/request-path";

const adminHeaders = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
} as const;

/**
 * Every /admin response (pages, redirects, 404s, data requests) is kept out of search
 * engines and out of every cache, whatever the route itself sets. The values are put in
 * place as the headers are written, replacing (not adding to) what a route's own `headers`
 * export appended, so each header is sent once.
 */
export function adminResponseHeaders(req: Request, res: Response, next: NextFunction): void {
  if (isAdminPath(req.path)) {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      for (const [name, value] of Object.entries(adminHeaders)) this.setHeader(name, value);
      return writeHead.apply(this, args);
    } as Response["writeHead"];
  }
  next();
}
