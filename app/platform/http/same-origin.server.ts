import type { MiddlewareFunction } from "react-router";

import { getConfig } from "~/platform/config/env.server";

import { plainTextRefusal } from "./plain-text-refusal";

/**
 * True when a request comes from one of this site's own pages: its Origin header (or,
 * without one, its Referer) is the origin the request was made to, or PUBLIC_URL's.
 * Browsers send Origin with every POST; a request that names neither is refused.
 */
export function isSameOrigin(
  requestOrigin: string,
  headers: { origin?: string | null; referer?: string | null },
  publicUrl: string = getConfig().publicUrl,
): boolean {
  const allowed = new Set([requestOrigin, new URL(publicUrl).origin]);
  if (headers.origin) return allowed.has(headers.origin);
  if (headers.referer) {
    try {
      return allowed.has(new URL(headers.referer).origin);
    } catch {
      return false;
    }
  }
  return false;
}

const MUTATION_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A request that may change something: what actions answer (loaders answer GET and HEAD). */
export function isMutation(request: Request): boolean {
  return MUTATION_METHODS.has(request.method);
}

export const CROSS_SITE_REFUSED = "Cross-site request refused.";

/**
 * Root middleware: every form post and other mutation must come from the site's own pages.
 * A cross-site one is answered 403 before any middleware below it or any action runs.
 * better-auth's routes (/api/auth/*) apply their own origin checks.
 */
export const sameOriginMutations: MiddlewareFunction<Response> = ({ request }) => {
  if (!isMutation(request)) return;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/auth/")) return;
  const headers = { origin: request.headers.get("origin"), referer: request.headers.get("referer") };
  if (isSameOrigin(url.origin, headers)) return;
  return plainTextRefusal(403, CROSS_SITE_REFUSED);
};
