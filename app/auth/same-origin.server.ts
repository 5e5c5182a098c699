import { readServerEnv } from "~/config/env.server";

/**
 * True when a request comes from one of this site's own pages: its Origin header (or,
 * without one, its Referer) is the origin the request was made to, or PUBLIC_URL's.
 * Browsers send Origin with every POST; a request that names neither is refused.
 */
export function isSameOrigin(
  requestOrigin: string,
  headers: { origin?: string | null; referer?: string | null },
  publicUrl: string = readServerEnv().publicUrl,
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
