/*
 * The server build's entry (vite.config.ts): React Router's request handler inside an
 * Express app, plus the start-up and shut-down steps that server.js runs around listen().
 */
import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { type CacheInvalidation, startCacheInvalidation } from "~/cache/cache-invalidation.server";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pageStoreFromEnv, publicPageCache, serveFromCache } from "~/cache/page-cache.server";
import {
  databaseConfigFromEnv,
  getDatabaseHandle,
  openDatabase,
  setActiveDatabase,
} from "~/db/client.server";
import { applyMigrations } from "~/db/migrate.server";
import { isSameOrigin } from "~/auth/same-origin.server";
import { ensureAdminFromEnv } from "~/auth/staff-accounts.server";
import { adminResponseHeaders } from "./admin-headers";
import { describeMailConfig, mailConfigFromEnv } from "~/mail/mailer.server";
import { flushOutgoingMail } from "~/mail/outgoing.server";

export { chooseContentCoding } from "~/utils/content-coding";

export const app = express();
app.disable("x-powered-by");

app.use(adminResponseHeaders);

// Rendered public pages kept in memory (PAGE_CACHE); content writes clear it, see startup().
const pageStore = pageStoreFromEnv();
if (pageStore) app.use(publicPageCache({ store: pageStore }));

/**
 * For server.js, before Express: sends the page if the cache holds it and says so.
 * `beforeSend` runs only then (server.js's own headers and request log).
 */
export function serveCachedPage(req: IncomingMessage, res: ServerResponse, beforeSend?: () => void): boolean {
  return pageStore ? serveFromCache(pageStore, req, res, beforeSend) : false;
}
const MUTATION_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every form post and other mutation of the app must come from the site's own pages: a
 * cross-site one is answered 403 before any action runs (React Router would answer 400).
 * better-auth's routes (/api/auth/*) apply their own origin checks.
 */
app.use((req, res, next) => {
  if (!MUTATION_METHODS.has(req.method) || req.path.startsWith("/api/auth/")) return next();
  const requestOrigin = `${req.protocol}://${req.get("host")}`;
  if (isSameOrigin(requestOrigin, { origin: req.get("origin"), referer: req.get("referer") })) return next();
  res.status(403).set("Cache-Control", "no-store").type("text/plain").send("Cross-site request refused.");
});

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
  }),
);

let cacheInvalidation: CacheInvalidation | undefined;

/** Opens the database and applies pending migrations; throws a one-line-message error. */
export async function startup(): Promise<{ database: string }> {
  // A wrong SMTP_URL or MAIL_FROM stops the start, rather than the first password reset.
  console.log(describeMailConfig(mailConfigFromEnv()));
  const handle = await openDatabase(databaseConfigFromEnv());
  setActiveDatabase(handle);
  await applyMigrations(handle);
  const adminStatus = await ensureAdminFromEnv();
  if (adminStatus) console.log(adminStatus);
  if (pageStore) cacheInvalidation = startCacheInvalidation({ handle, store: pageStore });
  return { database: handle.label };
}

export async function shutdown(): Promise<void> {
  await cacheInvalidation?.stop();
  // Messages already accepted (password resets) still go out.
  await flushOutgoingMail(5_000);
  const handle = getDatabaseHandle();
  setActiveDatabase(undefined);
  await handle.close();
}
