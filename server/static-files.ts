import path from "node:path";

import express, { type Router } from "express";

import { precompressedAssets } from "./precompressed-assets";

/** The production build's browser files (build/client): scripts, stylesheets, images, favicon. */
export function staticFiles(clientDir: string): Router {
  const assets = path.join(clientDir, "assets");
  const router = express.Router();
  // Hashed file names never change content: browsers and CDNs may keep them for a year.
  router.use("/assets", precompressedAssets(assets));
  router.use("/assets", express.static(assets, { immutable: true, maxAge: "1y" }));
  router.use(express.static(clientDir, { maxAge: "1h", index: false }));
  return router;
}
