/*
 * The server process: reads the configuration, loads the app, listens, runs start-up, and
 * stops cleanly on SIGTERM/SIGINT. `npm start` runs it from the production build
 * (build/server/index.js, bundled by Vite beside the app); `npm run dev` runs this file
 * with tsx's loader in this process (tsx's own launcher would cut the shut-down short) and
 * the app through Vite.
 */
import type { AddressInfo } from "node:net";

import { ConfigError, getConfig, loadDotEnvFile, type ServerConfig } from "~/platform/config/env.server";
import { compileTrustProxy } from "~/platform/http/client-address.server";
import { log } from "~/platform/log/log.server";

import { installGracefulShutdown } from "./graceful-shutdown";
import { moderateHeapGrowth } from "./heap-growth";
import { createHttpServer } from "./http-server";
import { loadDevelopmentApp, loadProductionApp } from "./load-app";
import { createRequestPipeline } from "./request-pipeline";

/** An operator's error: one line, no stack trace, exit code 1. */
function fail(message: string): never {
  log.error(`error: ${message}`);
  process.exit(1);
}

function readConfig(): ServerConfig {
  try {
    // .env in the directory the server starts in, under what the environment already sets.
    loadDotEnvFile();
    return getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems.slice(0, -1)) log.error(`error: ${problem}`);
    return fail(error.problems.at(-1)!);
  }
}

const config = readConfig();
moderateHeapGrowth();
const app = config.isProduction ? await loadProductionApp() : await loadDevelopmentApp();

let ready = false;
let stopping = false;
const pipeline = createRequestPipeline({
  trust: compileTrustProxy(config.trustProxy),
  logRequests: config.requestLog,
  isReady: () => ready,
  isStopping: () => stopping,
  pageCache: app.pageCache,
});
for (const handler of app.handlers) pipeline.app.use(handler);

// Listen first, so that a port in use is reported before the database is touched.
const server = createHttpServer(pipeline.listener);
// Before the first connection: the stop needs to know every connection and what it has in flight.
const gracefulShutdown = installGracefulShutdown(server);
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
log.info(`Server listening on http://localhost:${(server.address() as AddressInfo).port} (${started.database})`);

/**
 * SIGTERM (from an orchestrator or a proxy's manager): /healthz answers 503 at once and the
 * server keeps serving for SHUTDOWN_GRACE_MS, so that the proxy notices and stops sending;
 * then the listener closes without resetting a connection that reached it, and in-flight
 * requests get SHUTDOWN_DRAIN_MS to finish. SIGINT (Ctrl-C in a terminal) has no proxy to
 * tell: it skips the grace.
 */
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  const graceMs = signal === "SIGTERM" ? config.shutdown.graceMs : 0;
  log.info(
    `${signal} received: /healthz answers 503; serving ${graceMs} ms more, then finishing in-flight requests and closing the database.`,
  );
  const { forcedConnections } = await gracefulShutdown({ graceMs, drainMs: config.shutdown.drainMs });
  if (forcedConnections > 0) {
    log.error(
      `Shut-down: ${forcedConnections} connection(s) still busy after ${config.shutdown.drainMs} ms (SHUTDOWN_DRAIN_MS) were closed.`,
    );
  }
  try {
    await app.shutdown();
  } catch (error) {
    log.error(`error while closing the database: ${(error as Error).message}`);
  }
  log.info("Stopped.");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
