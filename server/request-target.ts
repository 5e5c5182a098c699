import type { IncomingMessage } from "node:http";

/*
 * The request target as every later step expects it: origin-form ("/news?page=2").
 *
 * RFC 9112, 3.2.2: a server must accept the absolute-form ("GET http://example.com/news
 * HTTP/1.1"), which clients send to proxies but may send to any server; the target's
 * authority then replaces the Host header. It is rewritten here, before the page cache,
 * Express or React Router see it (React Router would put the site's origin in front of the
 * whole URL and fail on it). The asterisk-form ("*") means the server itself and is for
 * OPTIONS only, which the request policy answers with the list of methods. Anything else
 * that is not a path ("evil.example:443", "ftp://...") is refused with 400.
 */

export type RequestTarget = "origin-form" | "rewritten" | "asterisk" | "malformed";

export function normalizeRequestTarget(req: IncomingMessage): RequestTarget {
  const target = req.url ?? "/";
  if (target.startsWith("/")) return "origin-form";
  if (target === "*") {
    if (req.method !== "OPTIONS") return "malformed";
    req.url = "/";
    return "asterisk";
  }
  if (!/^https?:\/\//i.test(target)) return "malformed";
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return "malformed";
  }
  // The target as sent, less its scheme and authority: URL would re-encode it or resolve "..".
  const afterScheme = target.indexOf("//") + 2;
  const authorityLength = target.slice(afterScheme).search(/[/?#]/);
  const rest = authorityLength === -1 ? "" : target.slice(afterScheme + authorityLength);
  req.url = rest.startsWith("/") ? rest : `/${rest}`;
  req.headers.host = url.host;
  return "rewritten";
}
