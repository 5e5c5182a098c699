import type { IncomingMessage, ServerResponse } from "node:http";

import type { RequestHandler } from "express";

import { isSecureRequest, type TrustFunction } from "./client-address";

/**
 * Documents and everything else may be embedded by this site only;
 * the hashed assets and the uploaded images (/media) by any site, so that feed readers and
 * link previews elsewhere show our images.
 */
function crossOriginResourcePolicy(url: string | undefined): "cross-origin" | "same-origin" {
  return /^\/(assets|media)\//.test(url ?? "") ? "cross-origin" : "same-origin";
}

/**
 * Headers for every response, whoever answers it (the app, a static file, the page cache's
 * fast path). The Content-Security-Policy is set per document, in app/entry.server.tsx.
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, secure: boolean): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Resource-Policy", crossOriginResourcePolicy(req.url));
  if (secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}

export function securityHeaders(trust: TrustFunction): RequestHandler {
  return (req, res, next) => {
    setSecurityHeaders(req, res, isSecureRequest(req, trust));
    next();
  };
}
