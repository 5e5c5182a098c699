import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

import type { TrustFunction } from "./client-address.server";

/**
 * The header that carries a request's id: to the app (the error pages show it as their
 * reference), and back to the client on every response. The server sets it on every request
 * (server/request-pipeline.ts), replacing what a client sent unless a trusted proxy sent it.
 */
export const REQUEST_ID_HEADER = "x-request-id";

/** What a proxy's id looks like (nginx's $request_id, a UUID, a trace id): no spaces, no quotes. */
const wellFormedId = /^[\w.:+=/-]{1,128}$/;

/**
 * The id of this request: the X-Request-Id a trusted proxy (TRUST_PROXY) sent, so that its
 * log and ours name the request alike, or a new one. A client's own value is never used: it
 * could pass itself off as another visitor's request in the log.
 */
export function requestIdFor(req: IncomingMessage, trust: TrustFunction): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given === "string" && wellFormedId.test(given) && trust(req.socket.remoteAddress ?? "", 0)) {
    return given;
  }
  return randomUUID();
}
