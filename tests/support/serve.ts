/**
 * Starts the production server as an operator does (`npm run serve`: NODE_ENV=production on
 * the build), for the tests that treat it as a process: crashes, shut-down, locks, outages.
 * The command lives here only, so a new server entry changes one line.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

import type { TestContext } from "vitest";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

/** What `npm run serve` runs (without npm in between, so that signals reach the server itself). */
export const SERVE_COMMAND: readonly string[] = [process.execPath, "build/server/index.js"];

/** The build's entries the tests run: the server, and the admin tool (tests/support/script-process.ts). */
const BUILD_ENTRIES = ["build/server/index.js", "build/server/admin.js"];

export function ensureBuild(): void {
  if (!BUILD_ENTRIES.every((entry) => existsSync(path.join(projectRoot, entry))))
    execSync("npm run build", { cwd: projectRoot, stdio: "ignore" });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  exited: Promise<number | null>;
  /** The exit signal, once exited by one (e.g. "SIGKILL"). */
  signal(): NodeJS.Signals | null;
}

export interface ServeOptions {
  /** Put in front of the command, e.g. ["unshare", "--pid", "--fork", "--mount-proc"]. */
  wrapper?: readonly string[];
}

/** Spawns the server with these variables on top of the test's (REQUEST_LOG off, no DATABASE_URL unless given). */
export function spawnServer(env: Record<string, string>, options: ServeOptions = {}): ServerProcess {
  const [command, ...args] = [...(options.wrapper ?? []), ...SERVE_COMMAND];
  const child = spawn(command!, args, {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: "production", REQUEST_LOG: "off", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exitSignal: NodeJS.Signals | null = null;
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code, signal) => {
      exitSignal = signal;
      resolve(code);
    }),
  );
  return { child, output: () => output, exited, signal: () => exitSignal };
}

/** The port of a server that says it is ready, or undefined while it is not (yet). */
export function readyPort(server: ServerProcess): number | undefined {
  const listening = /Server listening on http:\/\/localhost:(\d+)/.exec(server.output());
  return listening ? Number(listening[1]) : undefined;
}

/**
 * Starts a server on a port the system picks (PORT=0) and resolves once it is ready, with
 * that port. Rejects when it exits first or is not ready in time.
 */
export async function startServer(
  env: Record<string, string>,
  options: ServeOptions & { timeoutMs?: number } = {},
): Promise<{ server: ServerProcess; port: number }> {
  const server = spawnServer({ PORT: "0", ...env }, options);
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    const port = readyPort(server);
    if (port) return { server, port };
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server exited at start-up:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill("SIGKILL");
  throw new Error(`server did not become ready:\n${server.output()}`);
}

/** SIGKILLs every server still running; for afterEach. */
export function killAll(servers: ServerProcess[]): void {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  }
}

/**
 * A list for the servers one test starts, SIGKILLed (and awaited) when that test ends. Through
 * the test's own context, so that tests running at the same time (describe.concurrent) never
 * stop each other's servers, as a file-wide list emptied in afterEach would.
 */
export function serversOfTest(context: Pick<TestContext, "onTestFinished">): ServerProcess[] {
  const servers: ServerProcess[] = [];
  context.onTestFinished(async () => {
    const exits = servers.map((server) => server.exited);
    killAll(servers);
    await Promise.all(exits);
  });
  return servers;
}
