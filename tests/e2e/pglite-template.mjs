/**
 * An empty embedded database (PGlite's initdb, about six seconds of a busy core) made once
 * and copied into each end-to-end server's DATA_DIR, instead of made again by each server
 * and seed script at the same time. Its name carries PGlite's version, so an upgrade makes
 * a new one. Run under `flock` (playwright.config.ts): the first server makes it, the
 * others wait for it.
 *
 *   node tests/e2e/pglite-template.mjs <template dir>
 */
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";

import { PGlite } from "@electric-sql/pglite";

const template = process.argv[2];
if (!template) {
  console.error("usage: node tests/e2e/pglite-template.mjs <template dir>");
  process.exit(1);
}
if (!existsSync(template)) {
  // Made beside it and renamed, so that an interrupted run never leaves half a template.
  const partial = `${template}.partial`;
  await rm(partial, { recursive: true, force: true });
  const db = await PGlite.create(partial);
  await db.close();
  await rename(partial, template);
}
