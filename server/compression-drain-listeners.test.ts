import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

import compression from "compression";
import { afterEach, describe, expect, it } from "vitest";

import { forwardDrainListenerRemoval } from "./compression-drain-listeners";

const CHUNK = Buffer.alloc(64 * 1024, "a");
const CHUNKS = 40;

/** What React Router's response writer does: write, and on backpressure wait with once("drain"), then off(). */
async function writeLikeReactRouter(res: http.ServerResponse): Promise<void> {
  for (let i = 0; i < CHUNKS; i++) {
    if (!res.write(CHUNK)) {
      await new Promise<void>((resolve) => {
        const onDrain = () => {
          res.off("drain", onDrain);
          resolve();
        };
        res.once("drain", onDrain);
      });
    }
  }
  res.end();
}

const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);
afterEach(() => {
  process.off("warning", onWarning);
  warnings.length = 0;
});

/** Serves one large page through compression (and the fix, or not) to a slow reader; the body it got. */
async function slowClientDownload(withFix: boolean): Promise<Buffer> {
  // compression's types want Express's request and response; it reads only what node:http has.
  const compress = compression() as unknown as (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    next: () => void,
  ) => void;
  const server = http.createServer((req, res) =>
    compress(req, res, () => {
      res.setHeader("Content-Type", "text/html");
      const write = () => void writeLikeReactRouter(res);
      if (withFix) forwardDrainListenerRemoval(req, res, write);
      else write();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, headers: { "accept-encoding": "gzip" } }, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (part: Buffer) => {
            parts.push(part);
            // A slow reader: backpressure reaches the server again and again.
            res.pause();
            setTimeout(() => res.resume(), 2);
          });
          res.on("end", () => resolve(Buffer.concat(parts)));
        })
        .on("error", reject);
    });
  } finally {
    server.close();
  }
}

describe("forwardDrainListenerRemoval", () => {
  it(
    "keeps drain listeners from piling up on the compression stream (no MaxListenersExceededWarning)",
    { timeout: 30_000 },
    async () => {
      process.on("warning", onWarning);
      const body = await slowClientDownload(true);
      expect(gunzipSync(body).length).toBe(CHUNK.length * CHUNKS);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes("drain listeners"))).toEqual([]);
    },
  );

  it("is needed: without it the same download piles them up", { timeout: 30_000 }, async () => {
    process.on("warning", onWarning);
    await slowClientDownload(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.some((message) => message.includes("drain listeners added to [Gzip]"))).toBe(true);
  });
});
