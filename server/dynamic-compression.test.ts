import { gunzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import { startTestSite, type TestServer } from "../tests/support/http-app";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A page big enough to compress that says which Accept-Encoding the app saw. */
async function start() {
  server = await startTestSite((request) =>
    Response.json({ acceptEncoding: request.headers.get("accept-encoding"), filler: "job ".repeat(2000) }),
  );
  return server;
}

describe("responses made per request", () => {
  it("are gzipped for a browser that also takes Brotli, and the app still sees what it sent", async () => {
    const site = await start();
    const response = await site.get("/page", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(response.body).toString()).acceptEncoding).toBe("gzip, deflate, br, zstd");
  });

  it("are sent as they are to a client that takes Brotli only, or nothing", async () => {
    const site = await start();
    for (const accepted of ["br", "br;q=1.0", "identity"]) {
      const response = await site.get("/page", { "Accept-Encoding": accepted });
      expect(response.headers["content-encoding"], accepted).toBeUndefined();
      expect(JSON.parse(response.text).acceptEncoding).toBe(accepted);
    }
  });

  it("are gzipped for a client that asks for gzip", async () => {
    const site = await start();
    const response = await site.get("/page", { "Accept-Encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });
});
