/**
 * The Content-Security-Policy of every HTML document. Scripts run only with the
 * per-request nonce (React Router's inline hydration scripts carry it); styles may be
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
