import path from "node:path";
import { fileURLToPath } from "node:url";

import type { RequestHandler } from "express";

import type { PublicPageCache } from "~/platform/cache/page-cache.server";

import type * as App from "./app";
import { renderTurns } from "./render-turns";
import { staticFiles } from "./static-files";

type AppModule = typeof App;

export interface LoadedApp {
  /** What answers requests, after the request policy (server/request-pipeline.ts). */
  handlers: RequestHandler[];
  /** The pages answered before Express. */
  pageCache?: PublicPageCache;
  startup: AppModule["startup"];
  shutdown: AppModule["shutdown"];
}

/** From the production build: this file is bundled into build/server/, beside build/client/. */
export async function loadProductionApp(): Promise<LoadedApp> {
  const app = await import("./app");
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
  return { ...app, handlers: [staticFiles(clientDir), renderTurns(), app.handler] };
}

/**
 * Through Vite's development server: the app's code is loaded again when it changes, and
 * browser code is updated in place (HMR). The page cache is not answered before Express,
 * since each reload of the app has its own.
 */
export async function loadDevelopmentApp(): Promise<LoadedApp> {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true } });
  const load = () => vite.ssrLoadModule("./server/app.ts") as Promise<AppModule>;
  const { startup, shutdown } = await load();
  const reloadingHandler: RequestHandler = async (req, res, next) => {
    try {
      const app = await load();
      await app.handler(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  };
  return {
    handlers: [vite.middlewares, reloadingHandler],
    startup,
    async shutdown() {
      await shutdown();
      await vite.close();
    },
  };
}
