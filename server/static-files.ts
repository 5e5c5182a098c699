import { readdirSync } from "node:fs";
import path from "node:path";

import express, { type RequestHandler, type Router } from "express";

import { precompressedAssets } from "./precompressed-assets";

/** The production build's browser files (build/client): scripts, stylesheets, images, favicon. */
export function staticFiles(clientDir: string): Router {
  const assets = path.join(clientDir, "assets");
  const router = express.Router();
  // Hashed file names never change content: browsers and CDNs may keep them for a year.
  router.use("/assets", precompressedAssets(assets));
  router.use("/assets", express.static(assets, { immutable: true, maxAge: "1y" }));
  router.use(onlyFor(publicFilesIn(clientDir), express.static(clientDir, { maxAge: "1h", index: false })));
  return router;
}

/**
 * The build's other files (the favicon), as URL paths. The build does not change while the
 * server runs, so every page request need not ask the disk whether it names a file.
 */
function publicFilesIn(clientDir: string): Set<string> {
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => "/" + path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((urlPath) => !urlPath.startsWith("/assets/"));
  return new Set(files);
}

function onlyFor(paths: Set<string>, handler: RequestHandler): RequestHandler {
  return (request, response, next) => (paths.has(request.path) ? handler(request, response, next) : next());
}
