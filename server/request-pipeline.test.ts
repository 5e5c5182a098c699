import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import { parseConfig } from "~/platform/config/env.server";
import { compileTrustProxy } from "~/platform/http/client-address.server";

import { rawRequest } from "../tests/support/raw-request";
import { createRequestPipeline } from "./request-pipeline";

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** The pipeline with TRUST_PROXY as given, in front of a handler that shows what the app sees. */
async function start(env: Record<string, string>, isReady = () => true, isStopping = () => false) {
  const { app, listener } = createRequestPipeline({
    trust: compileTrustProxy(parseConfig(env).trustProxy),
    logRequests: false,
    isReady,
    isStopping,
  });
  app.use((req, res) => {
    res.json({ clientIp: req.headers["x-client-ip"], protocol: req.protocol, ip: req.ip });
  });
  server = http.createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (headers: Record<string, string> = {}, path = "/") => {
    const response = await rawRequest(`${url}${path}`, headers);
    return {
      response,
      seen: response.status === 200 ? (JSON.parse(response.text) as Record<string, string>) : undefined,
    };
  };
}

const forwarded = { "X-Forwarded-For": "198.51.100.7, 203.0.113.9", "X-Forwarded-Proto": "https" };

describe("the request pipeline", () => {
  it("believes no proxy by default: the connection's address, plain HTTP, no HSTS", async () => {
    const get = await start({});
    const { response, seen } = await get({ ...forwarded, "X-Client-IP": "6.6.6.6" });
    expect(seen).toEqual({ clientIp: "127.0.0.1", protocol: "http", ip: "127.0.0.1" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("believes one proxy hop with TRUST_PROXY=1, and Express agrees", async () => {
    const get = await start({ TRUST_PROXY: "1" });
    const { response, seen } = await get(forwarded);
    expect(seen).toEqual({ clientIp: "203.0.113.9", protocol: "https", ip: "203.0.113.9" });
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });

  it("believes the listed proxies only", async () => {
    expect((await (await start({ TRUST_PROXY: "loopback" }))(forwarded)).seen?.clientIp).toBe("203.0.113.9");
    server?.close();
    const get = await start({ TRUST_PROXY: "10.0.0.0/8" });
    expect((await get(forwarded)).seen).toMatchObject({ clientIp: "127.0.0.1", protocol: "http" });
  });

  it("lets only the assets and uploaded images be embedded by other sites", async () => {
    const get = await start({});
    expect((await get()).response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect((await get({}, "/news/a")).response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const path of ["/assets/root-abc123.js", "/media/0a/960.avif"]) {
      expect((await get({}, path)).response.headers["cross-origin-resource-policy"], path).toBe("cross-origin");
    }
    // Only those folders: a look-alike path is a page.
    expect((await get({}, "/mediaX/a")).response.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("answers 503 until start-up is done", async () => {
    let ready = false;
    const get = await start({}, () => ready);
    const { response } = await get();
    expect(response.status).toBe(503);
    expect(response.headers["retry-after"]).toBe("1");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    ready = true;
    expect((await get()).response.status).toBe(200);
  });

  it("answers /healthz 503 as soon as the process is stopping, and keeps serving the rest", async () => {
    let stopping = false;
    const get = await start(
      {},
      () => true,
      () => stopping,
    );
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    expect((await rawRequest(`${url}/healthz`)).status).toBe(200);
    stopping = true;
    const health = await rawRequest(`${url}/healthz`);
    expect(health.status).toBe(503);
    expect(health.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(health.text)).toEqual({ status: "stopping" });
    expect((await get()).response.status).toBe(200);
  });

  it("leaves no drain listeners piling up on a compressed response's stream (MaxListenersExceededWarning)", async () => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    const chunks = 40;
    const { app, listener } = createRequestPipeline({
      trust: compileTrustProxy("none"),
      logRequests: false,
      isReady: () => true,
    });
    // What React Router's response writer does under backpressure: once("drain"), then off().
    app.use(async (_req, res) => {
      res.setHeader("Content-Type", "text/html");
      for (let i = 0; i < chunks; i++) {
        if (res.write(chunk)) continue;
        await new Promise<void>((resolve) => {
          const onDrain = () => {
            res.off("drain", onDrain);
            resolve();
          };
          res.once("drain", onDrain);
        });
      }
      res.end();
    });
    server = http.createServer(listener);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      const body = await new Promise<Buffer>((resolve, reject) => {
        const { port } = server!.address() as AddressInfo;
        http
          .get({ host: "127.0.0.1", port, headers: { "accept-encoding": "gzip" }, agent: false }, (res) => {
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
      expect(gunzipSync(body).length).toBe(chunk.length * chunks);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes("drain listeners"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  }, 30_000);
});
