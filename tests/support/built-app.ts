/**
 * The real app over HTTP: the production build's routes, middleware, document entry and
 * page cache (build/server/app.js, vite.config.ts), behind the request pipeline and the
 * static files as server/main.ts serves them, on a free port. It uses the database that is
 * active in the test (describeEachEngine sets it: the build and the tests share it through
 * the process's one database handle, app/platform/db/client.server.ts). Builds first when there is
 * no build; after changing the app, run `npm run build` before these tests.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { parseConfig } from "~/platform/config/env.server";
import { compileTrustProxy } from "~/platform/http/client-address.server";

import type * as AppModule from "../../server/app";
import { createRequestPipeline } from "../../server/request-pipeline";
import { staticFiles } from "../../server/static-files";
import { rawRequest, type RawResponse } from "./raw-request";

/** What must never appear in an answer or the log: a stack frame, SQL, Drizzle's "Failed query". */
export const internals =
  /\n\s+at |Failed query|\bparams: |\binsert into "|\bselect\b[^<>\n]{0,300}\bfrom "|\bupdate "[^"]+" set\b|\bdelete from "/i;

const root = path.resolve(import.meta.dirname, "../..");
const builtApp = path.join(root, "build/server/app.js");

export interface BuiltApp {
  url: string;
  request(method: string, path: string, headers?: Record<string, string>, body?: string | Buffer): Promise<RawResponse>;
  /** What the server wrote to the console since it started (or since the last clearLog). */
  log(): string;
  clearLog(): void;
  app: typeof AppModule;
  close(): Promise<void>;
}

/**
 * The environment the build reads when it is first loaded (once per test file: each file
 * runs in its own process). Production, with the page cache on, as a deployment runs.
 */
export const builtAppEnvironment = {
  NODE_ENV: "production",
  PAGE_CACHE: "on",
  REQUEST_LOG: "off",
  PUBLIC_URL: "http://localhost:3000",
  BETTER_AUTH_SECRET: "built-app-tests-secret-0123456789abcdef",
};

let loaded: Promise<typeof AppModule> | undefined;

function loadBuiltApp(env: Record<string, string>): Promise<typeof AppModule> {
  if (!existsSync(builtApp)) execSync("npm run build", { cwd: root, stdio: "ignore" });
  Object.assign(process.env, env);
  loaded ??= import(/* @vite-ignore */ pathToFileURL(builtApp).href) as Promise<typeof AppModule>;
  return loaded;
}

/** Starts the built app; `env` adds to builtAppEnvironment (the same for every call in a file). */
export async function startBuiltApp(env: Record<string, string> = {}): Promise<BuiltApp> {
  const environment = { ...builtAppEnvironment, ...env };
  const app = await loadBuiltApp(environment);
  const config = parseConfig(environment);
  const { app: express, listener } = createRequestPipeline({
    trust: compileTrustProxy(config.trustProxy),
    logRequests: false,
    isReady: () => true,
    pageCache: app.pageCache,
  });
  express.use(staticFiles(path.join(root, "build/client")));
  express.use(app.handler);

  const lines: string[] = [];
  const original = { log: console.log, warn: console.warn, error: console.error };
  const capture =
    (write: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      lines.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" "));
      write(...args);
    };
  console.log = capture(original.log);
  console.warn = capture(original.warn);
  console.error = capture(original.error);

  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    request: (method, path, headers = {}, body) => rawRequest(`${url}${path}`, headers, method, body),
    log: () => lines.join("\n"),
    clearLog: () => lines.splice(0),
    app,
    close: () =>
      new Promise<void>((resolve) => {
        Object.assign(console, original);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
