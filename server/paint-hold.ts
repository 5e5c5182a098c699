import type { IncomingMessage, ServerResponse } from "node:http";

import { PAINT_HOLD_PATH, paintHoldMs } from "~/platform/document/scripts-after-paint.server";

/*
 * The answer a public page led by text waits for with a hidden image, so that its load event
 * comes after its first paint and after the scripts that start then
 * (app/platform/document/scripts-after-paint.server.ts): nothing, after `paintHoldMs`. Answered
 * before any routing and not logged: one comes with every public page a visitor opens.
 */

export function isPaintHold(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && req.url === PAINT_HOLD_PATH;
}

export function answerPaintHold(res: ServerResponse, holdMs = paintHoldMs): void {
  const timer = setTimeout(() => {
    res.writeHead(204, { "Cache-Control": "no-store" });
    res.end();
  }, holdMs);
  res.once("close", () => clearTimeout(timer));
}
