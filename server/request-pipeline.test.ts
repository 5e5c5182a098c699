import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

import { afterEach, describe, expect, it, vi } from "vitest";

import { parseConfig } from "~/platform/config/env.server";
import { compileTrustProxy } from "~/platform/http/client-address.server";
import { currentRequestId } from "~/platform/log/request-context.server";

import { rawRequest } from "../tests/support/raw-request";
import { createRequestPipeline } from "./request-pipeline";

let server: http.Server | undefined;
afterEach(() => {
  vi.restoreAllMocks();
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

describe("the request's id", () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  /** The pipeline in front of a handler that says which id it was given, and logs one line. */
  async function startLogging(env: Record<string, string>) {
    const { app, listener } = createRequestPipeline({
      trust: compileTrustProxy(parseConfig(env).trustProxy),
      logRequests: true,
      isReady: () => true,
    });
    app.use((req, res) => {
      setTimeout(() => res.json({ header: req.headers["x-request-id"], inContext: currentRequestId() }), 1);
    });
    server = http.createServer(listener);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return async (path = "/", headers: Record<string, string> = {}) => {
      const response = await rawRequest(`${url}${path}`, headers);
      return { id: response.headers["x-request-id"], seen: JSON.parse(response.text) as Record<string, string> };
    };
  }

  it("is new for each request, answered in X-Request-Id and known to the app", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const get = await startLogging({});
    const first = await get();
    const second = await get();
    expect(first.id).toMatch(uuid);
    expect(second.id).toMatch(uuid);
    expect(second.id).not.toBe(first.id);
    expect(first.seen).toEqual({ header: first.id, inContext: first.id });
  });

  it("is a client's own X-Request-Id only when it comes from a trusted proxy, and looks like an id", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const direct = await startLogging({});
    expect((await direct("/", { "X-Request-Id": "abc-123" })).id).toMatch(uuid);
    server?.closeAllConnections();
    server?.close();
    const behindProxy = await startLogging({ TRUST_PROXY: "loopback" });
    expect(await behindProxy("/", { "X-Request-Id": "0f1e2d3c4b5a69788796a5b4c3d2e1f0" })).toEqual({
      id: "0f1e2d3c4b5a69788796a5b4c3d2e1f0",
      seen: { header: "0f1e2d3c4b5a69788796a5b4c3d2e1f0", inContext: "0f1e2d3c4b5a69788796a5b4c3d2e1f0" },
    });
    for (const malformed of ["<script>", "a b", "x".repeat(129)]) {
      expect((await behindProxy("/", { "X-Request-Id": malformed })).id, malformed).toMatch(uuid);
    }
  });

  it("leaves the text request line as it was, without the query string of an /admin address", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    const get = await startLogging({});
    await get("/jobs?q=welder");
    await get("/admin/applications?q=ann%40example.com&page=2");
    await get("/ADMIN.data?q=Ann");
    await vi.waitFor(() => expect(lines).toHaveLength(3));
    expect(lines[0]).toMatch(/^GET \/jobs\?q=welder 200 \d+\.\dms$/);
    expect(lines[1]).toMatch(/^GET \/admin\/applications 200 \d+\.\dms$/);
    expect(lines[2]).toMatch(/^GET \/ADMIN\.data 200 \d+\.\dms$/);
  });
});

describe("the paint hold (app/platform/document/scripts-after-paint.server.ts)", () => {
  it("answers a public page's hidden image with nothing, kept back a few frames, never stored", async () => {
    const get = await start({});
    const started = Date.now();
    const { response } = await get({}, "/paint-hold");
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers a page's numbered second ask the same way", async () => {
    const get = await start({});
    expect((await get({}, "/paint-hold?2")).response.status).toBe(204);
  });

  it("is that one path only", async () => {
    const get = await start({});
    expect((await get({}, "/paint-hold/x")).response.status).toBe(200);
    expect((await get({}, "/paint-hold?x=1")).response.status).toBe(200);
  });
});
