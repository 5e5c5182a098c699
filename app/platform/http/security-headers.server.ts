import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Documents and everything else may be embedded by this site only; the hashed assets and the
 * uploaded images (/media) by any site, so that feed readers and link previews elsewhere show
 * our images (docs/security.md).
 */
function crossOriginResourcePolicy(url: string | undefined): "cross-origin" | "same-origin" {
  return /^\/(assets|media)\//.test(url ?? "") ? "cross-origin" : "same-origin";
}

/**
 * Powerful browser features no page of the site uses: refused to the site and to anything it
 * embeds, so an injected script or a framed page cannot ask for them. Passkeys (WebAuthn) keep
 * their default, this origin only.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * Headers for every response, whoever answers it (the app, a static file, the page cache's
 * fast path): the server sets them before anything answers (server/request-pipeline.ts). The
 * Content-Security-Policy is set per document, below.
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, secure: boolean): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Resource-Policy", crossOriginResourcePolicy(req.url));
  // A window another site opened (or that opens one) shares no browsing context group with
  // ours: it cannot reach our window through window.opener, nor read it by side channels.
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  if (secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}

/**
 * The Content-Security-Policy of every HTML document (app/entry.server.tsx). Scripts run only
 * with the per-request nonce (React Router's inline hydration scripts carry it); styles may be
 * inline because React renders style attributes, which a nonce cannot cover.
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean; httpsSite?: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Featured images of news posts may be addresses on other hosts. An https site refuses
    // http ones when a post is saved (docs/admin.md, Images), and here too: no mixed content.
    "img-src": options.httpsSite ? ["'self'", "data:", "https:"] : ["'self'", "data:", "https:", "http:"],
    "font-src": ["'self'"],
    "connect-src": options.development ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The same policy with its script nonce replaced by hash sources: for a document the page
 * cache serves to many visitors, where a nonce would be one for all of them. Scripts run
 * when their text is one the server rendered (app/platform/document/inline-scripts.server.ts).
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split("; ")
    .map((directive) => {
      if (!directive.startsWith("script-src ")) return directive;
      const sources = directive
        .split(" ")
        .slice(1)
        .filter((source) => !source.startsWith("'nonce-"));
      return ["script-src", ...sources, ...hashes].join(" ");
    })
    .join("; ");
}
