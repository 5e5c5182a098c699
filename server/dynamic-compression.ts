import type { IncomingMessage, ServerResponse } from "node:http";

import compression from "compression";

/*
 * Responses made per request (the admin, a public page's first render, errors) are gzipped
 * as they stream. The compression middleware would pick Brotli when the browser takes it,
 * but a Brotli stream at its default quality holds about three times a gzip stream's native
 * memory (63 MB against 23 MB for a hundred at once, measured), and with a hundred
 * connections those buffers fragmented the allocator's arenas (bench:load: RSS past 900 MB).
 * The pages most visitors get come from the page cache, whose Brotli copy is made once, at
 * the best level (app/platform/cache/page-store.server.ts); static assets are precompressed.
 */
const gzipStreams = compression();

function withoutBrotli(acceptEncoding: string): string {
  return acceptEncoding
    .split(",")
    .filter((coding) => coding.split(";")[0]!.trim().toLowerCase() !== "br")
    .join(",");
}

export function compressDynamicResponses(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
  const accepted = req.headers["accept-encoding"];
  if (typeof accepted !== "string" || !/\bbr\b/i.test(accepted)) {
    gzipStreams(req as never, res as never, next);
    return;
  }
  // The middleware sees the request without Brotli; the app still sees what the client sent.
  const view = Object.create(req, {
    headers: { value: { ...req.headers, "accept-encoding": withoutBrotli(accepted) } },
  }) as IncomingMessage;
  gzipStreams(view as never, res as never, next);
}
