import type { ServerResponse } from "node:http";

import type { RequestHandler } from "express";

import { isSecureRequest, type TrustFunction } from "./client-address";

/**
 * Headers for every response, whoever answers it (the app, a static file, the page cache's
 * fast path). The Content-Security-Policy is set per document, in app/entry.server.tsx.
 */
export function setSecurityHeaders(res: ServerResponse, secure: boolean): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  if (secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}

export function securityHeaders(trust: TrustFunction): RequestHandler {
  return (req, res, next) => {
    setSecurityHeaders(res, isSecureRequest(req, trust));
    next();
  };
}
