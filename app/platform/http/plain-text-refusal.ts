import type { ServerResponse } from "node:http";

/*
 * Every refusal the request policy answers itself (a cross-site post, a body that is not a
 * form, a method the site does not answer, a body over its limit) is one short sentence of
 * plain text, and never kept by a cache: the same request may be accepted a moment later
 * (from the right page, once signed in, once the server is up).
 */

function refusalHeaders(headers: Record<string, string>): Record<string, string> {
  return { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers };
}

/** A refusal as the app answers it (middleware, loaders, actions). */
export function plainTextRefusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, { status, headers: refusalHeaders(headers) });
}

/** The same refusal, written by the server process before or after the app (server/request-validity.ts). */
export function sendPlainTextRefusal(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, refusalHeaders({ "Content-Length": String(Buffer.byteLength(message)), ...headers }))
    .end(message);
}
