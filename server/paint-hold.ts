import type { IncomingMessage, ServerResponse } from "node:http";

import { PAINT_HOLD_PATH, paintHoldMs } from "~/platform/document/scripts-after-paint.server";

/*
 * The answer a public page led by text waits for with a hidden image, so that its load event
 * comes after its first paint and after the scripts that start then
 * (app/platform/document/scripts-after-paint.server.ts): nothing, after `paintHoldMs`. Answered
 * before any routing and not logged: one comes with every public page a visitor opens.
 */

// A page asks again, numbered ("?2"), when the answer came before its first frame.
const paintHoldUrl = new RegExp(`^${PAINT_HOLD_PATH}(\\?\\d+)?$`);

export function isPaintHold(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && paintHoldUrl.test(req.url ?? "");
}

export function answerPaintHold(res: ServerResponse, holdMs = paintHoldMs): void {
  const timer = setTimeout(() => {
    res.writeHead(204, { "Cache-Control": "no-store" });
    res.end();
  }, holdMs);
  res.once("close", () => clearTimeout(timer));
}
