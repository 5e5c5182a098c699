/*
 * The server process: reads the configuration, loads the app, listens, runs start-up, and
 * stops cleanly on SIGTERM/SIGINT. `npm start` runs it from the production build
 * (build/server/index.js, bundled by Vite beside the app); `npm run dev` runs this file
 * with tsx's loader in this process (tsx's own launcher would cut the shut-down short) and
 * the app through Vite.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

import { ConfigError, getConfig, type ServerConfig } from "~/config/env.server";

import { compileTrustProxy } from "./client-address";
import { loadDevelopmentApp, loadProductionApp } from "./load-app";
import { createRequestPipeline } from "./request-pipeline";

/** An operator's error: one line, no stack trace, exit code 1. */
function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(1);
}

function readConfig(): ServerConfig {
  try {
    return getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems.slice(0, -1)) console.error(`error: ${problem}`);
    return fail(error.problems.at(-1)!);
  }
}

const config = readConfig();
const app = config.isProduction ? await loadProductionApp() : await loadDevelopmentApp();

let ready = false;
const pipeline = createRequestPipeline({
  trust: compileTrustProxy(config.trustProxy),
  logRequests: config.requestLog,
  isReady: () => ready,
  pageCache: app.pageCache,
});
for (const handler of app.handlers) pipeline.app.use(handler);

// Listen first, so that a port in use is reported before the database is touched.
const server = http.createServer(pipeline.listener);
server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") fail(`Port ${config.port} is already in use: stop the other server or set PORT.`);
  if (error.code === "EACCES") fail(`No permission to listen on port ${config.port}: choose another PORT.`);
  fail(error.message);
});
await new Promise<void>((resolve) => server.listen(config.port, resolve));

let started: { database: string };
try {
  started = await app.startup();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
ready = true;
console.log(`Server listening on http://localhost:${(server.address() as AddressInfo).port} (${started.database})`);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing in-flight requests, then closing the database.`);
  // In-flight requests finish; idle keep-alive sockets close now; a stuck request cannot hold us forever.
  const forced = setTimeout(() => {
    console.error("Shut-down took longer than 10 s: closing the remaining connections.");
    server.closeAllConnections();
  }, 10_000);
  forced.unref();
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
  });
  try {
    await app.shutdown();
  } catch (error) {
    console.error(`error while closing the database: ${(error as Error).message}`);
  }
  console.log("Stopped.");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
