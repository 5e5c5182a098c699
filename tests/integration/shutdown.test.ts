/**
 * SIGTERM under load, from the outside: requests in flight and requests still arriving (queued
 * in the kernel while the event loop renders) are all answered, none reset; /healthz answers
 * 503 during the grace; the process exits 0.
 * SHUTDOWN_TEST_REQUESTS changes the number of requests on each side of the signal (50).
 */
import http from "node:http";

import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { migratedDataDir } from "../support/migrated-data-dir";
import { ensureBuild, killAll, startServer, type ServerProcess } from "../support/serve";

const REQUESTS = Number(process.env.SHUTDOWN_TEST_REQUESTS || 50);

beforeAll(ensureBuild, 180_000);
const servers: ServerProcess[] = [];
afterEach(() => killAll(servers));

/** One request on a connection of its own; its status, or the error's code (ECONNRESET, ECONNREFUSED). */
function request(port: number, target: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path: target, agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode!));
        response.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      })
      .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const tally = (results: (number | string)[]) =>
  results.reduce<Record<string, number>>((counts, result) => {
    counts[result] = (counts[result] ?? 0) + 1;
    return counts;
  }, {});

describe("SIGTERM", { timeout: 120_000 }, () => {
  it("answers every request in flight or still arriving, says 503 on /healthz meanwhile, and exits 0", async () => {
    const dataDir = await migratedDataDir("shutdown-");
    const { server, port } = await startServer({
      DATA_DIR: dataDir,
      SHUTDOWN_GRACE_MS: "3000",
      SHUTDOWN_DRAIN_MS: "20000",
    });
    servers.push(server);
    // Each a render of its own (a distinct address is a page-cache miss): the event loop is
    // busy, so most of these wait in the kernel's accept queue when the signal comes.
    const pages = ["/", "/news", "/faqs", "/services", "/why-choose-us"];
    const target = (i: number) => `${pages[i % pages.length]}?shutdown=${i}`;
    const inFlight = Array.from({ length: REQUESTS }, (_, i) => request(port, target(i)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));

    // During the grace: the proxy is told to stop sending, and whatever it still sends is served.
    // All sent at once: waiting for /healthz's answer first (queued behind the renders on a busy
    // machine) could outlast the grace, and then the rest would be sent after it.
    const health = request(port, "/healthz");
    const arriving = Array.from({ length: REQUESTS }, (_, i) => request(port, target(REQUESTS + i)));
    expect(await health).toBe(503);

    const results = [...(await Promise.all(inFlight)), ...(await Promise.all(arriving))];
    expect(tally(results)).toEqual({ 200: REQUESTS * 2 });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("Stopped.");
    // After the grace and the drain, the port is closed.
    expect(await request(port, "/")).toBe("ECONNREFUSED");
  });
});
