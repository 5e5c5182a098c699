/**
 * One server per DATA_DIR, enforced by the kernel: a second server in another PID namespace
 * (a second container on the same volume) is refused, and a server killed with SIGKILL
 * leaves nothing that blocks the next start.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { migratedDataDir } from "../support/migrated-data-dir";
import { ensureBuild, killAll, spawnServer, startServer, type ServerProcess } from "../support/serve";

const OTHER_PID_NAMESPACE = ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"];
const canUnshare = spawnSync(OTHER_PID_NAMESPACE[0]!, [...OTHER_PID_NAMESPACE.slice(1), "true"]).status === 0;

beforeAll(ensureBuild, 180_000);
const servers: ServerProcess[] = [];
afterEach(() => killAll(servers));

const dataDirWithDatabase = () => migratedDataDir("lock-srv-");

async function healthStatus(port: number): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
}

describe("the DATA_DIR lock, between servers", { timeout: 120_000 }, () => {
  it.runIf(canUnshare)("refuses a second server in another PID namespace; the first keeps serving", async () => {
    const dataDir = await dataDirWithDatabase();
    const first = await startServer({ DATA_DIR: dataDir });
    servers.push(first.server);

    const second = spawnServer({ PORT: "0", DATA_DIR: dataDir }, { wrapper: OTHER_PID_NAMESPACE });
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/^error: DATA_DIR ".*" is in use by another server \(pid \d+ on host .+\)/m);
    expect(await healthStatus(first.port)).toBe(200);
  });

  it.runIf(canUnshare)("refuses a second server in our namespace while one in another namespace holds it", async () => {
    const dataDir = await dataDirWithDatabase();
    const first = await startServer({ DATA_DIR: dataDir }, { wrapper: OTHER_PID_NAMESPACE });
    servers.push(first.server);
    const second = spawnServer({ PORT: "0", DATA_DIR: dataDir });
    servers.push(second);
    expect(await second.exited).toBe(1);
    // The holder is pid 1 in its namespace, an pid alive here too.
    expect(second.output()).toMatch(/^error: DATA_DIR ".*" is in use by another server \(pid 1 on host .+\)/m);
    expect(await healthStatus(first.port)).toBe(200);
  });

  it("starts after the previous server was SIGKILLed, and after a lock file naming a live pid", async () => {
    const dataDir = await dataDirWithDatabase();
    const killed = await startServer({ DATA_DIR: dataDir });
    killed.server.child.kill("SIGKILL");
    await killed.server.exited;
    const next = await startServer({ DATA_DIR: dataDir });
    servers.push(next.server);
    expect(await healthStatus(next.port)).toBe(200);
    next.server.child.kill("SIGKILL");
    await next.server.exited;

    // What the PID-file lock left after a crash once the pid was reused: it blocked until removed by hand.
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
    const third = await startServer({ DATA_DIR: dataDir });
    servers.push(third.server);
    expect(await healthStatus(third.port)).toBe(200);
  });
});
