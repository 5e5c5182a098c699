import type { MiddlewareFunction } from "react-router";

import { isAdminPath } from "./request-path";

const privateHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/**
 * Root middleware: every answer below /admin (pages, the sign-in pages, redirects, 404s,
 * refusals and data requests) is kept out of search engines and out of every cache. The
 * values replace whatever a route set, so each header is sent once.
 */
export const staffAreaHeaders: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!isAdminPath(new URL(request.url).pathname)) return response;
  for (const [name, value] of Object.entries(privateHeaders)) response.headers.set(name, value);
  return response;
};
