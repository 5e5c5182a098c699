/*
 * The server build's entry (vite.config.ts): React Router's request handler inside an
 * Express app, plus the start-up and shut-down steps that server.js runs around listen().
 */
import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import {
  databaseConfigFromEnv,
  getDatabaseHandle,
  openDatabase,
  setActiveDatabase,
} from "~/db/client.server";
import { applyMigrations } from "~/db/migrate.server";
import { ensureAdminFromEnv } from "~/auth/staff-accounts.server";

export const app = express();
app.disable("x-powered-by");

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
  }),
);

/** Opens the database and applies pending migrations; throws a one-line-message error. */
export async function startup(): Promise<{ database: string }> {
  const handle = await openDatabase(databaseConfigFromEnv());
  setActiveDatabase(handle);
  await applyMigrations(handle);
  const adminStatus = await ensureAdminFromEnv();
  if (adminStatus) console.log(adminStatus);
  return { database: handle.label };
}

export async function shutdown(): Promise<void> {
  const handle = getDatabaseHandle();
  setActiveDatabase(undefined);
  await handle.close();
}
