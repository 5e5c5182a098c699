import type { NextFunction, Request, Response } from "express";
import { isAdminPath } from "~/utils/request-path";

/**
 * Every /admin response (pages, redirects, 404s, data requests) is kept out of search
 * engines and out of every cache, whatever the route itself sets.
 */
export function adminResponseHeaders(req: Request, res: Response, next: NextFunction): void {
  if (isAdminPath(req.path)) {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Cache-Control", "private, no-store");
  }
  next();
}
