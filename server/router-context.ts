import type { Request } from "express";
import { RouterContextProvider } from "react-router";

import { pageCacheContext, type PublicPageCache } from "~/platform/cache/page-cache.server";

/**
 * The router context of one request (React Router's getLoadContext): what the route
 * middleware needs from the server. The page cache keys pages by the path and query the
 * client asked for (req.originalUrl), and the query parameters the page declares while it
 * renders; see PublicPageCache.respond.
 */
export function routerContextFor(req: Request, pageCache: PublicPageCache | undefined): RouterContextProvider {
  return new RouterContextProvider(
    new Map([[pageCacheContext, pageCache ? { cache: pageCache, target: req.originalUrl, declaration: {} } : null]]),
  );
}
