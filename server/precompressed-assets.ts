import { readdirSync } from "node:fs";

import type { RequestHandler } from "express";

import { chooseContentCoding, type ContentCoding } from "~/platform/http/content-coding";

const assetTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/**
 * The build writes each script and stylesheet also as .br and .gz, compressed at the highest
 * levels (build-tools/precompress.ts). A client that accepts Brotli (or else gzip) receives
 * that file as it is: the request is pointed at it, for the static files handler after this
 * one; the compression middleware leaves encoded responses alone.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const files = new Set(readdirSync(dir));
  const fileOf = (name: string, coding: ContentCoding) => `${name}.${coding === "br" ? "br" : "gz"}`;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const type = assetTypes[name.slice(name.lastIndexOf("."))];
    if (!type || name.includes("/") || !files.has(name)) return next();
    res.vary("Accept-Encoding");
    const encoding = chooseContentCoding(req.headers["accept-encoding"], (coding) => files.has(fileOf(name, coding)));
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Type", type);
    req.url = `/${fileOf(name, encoding)}`;
    next();
  };
}
