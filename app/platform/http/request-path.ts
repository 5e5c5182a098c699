/**
 * A request path as the router will match it: percent-decoded, lower-cased (routes match
 * case-insensitively) and with repeated slashes collapsed. Null when it does not decode.
 */
export function normalizeRequestPath(path: string): string | null {
  try {
    return decodeURIComponent(path)
      .toLowerCase()
      .replace(/\/{2,}/g, "/");
  } catch {
    return null;
  }
}

/** The staff area: /admin and everything under it, including its data requests (/admin.data). */
export function isAdminPath(path: string): boolean {
  const normalized = normalizeRequestPath(path) ?? path.toLowerCase();
  return normalized === "/admin" || normalized.startsWith("/admin/") || normalized.startsWith("/admin.");
}
