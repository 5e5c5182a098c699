import { existsSync } from "node:fs";
import { access, constants, mkdir, rename, rm, statfs } from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";

import type { DatabaseConfig } from "~/platform/config/env.server";
import { log } from "~/platform/log/log.server";

import { DataDirInUseError, lockDataDir } from "./data-dir-lock.server";
import { DurableNodeFS, durableStartParams } from "./durable-node-fs.server";
import * as schema from "./schema";
import { STORAGE_PROBLEM_SENTENCES, storageProblemOf } from "./storage-errors";
import { syncPath, syncTree } from "./sync-tree.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** A short description for logs, without credentials. */
  label: string;
  /** The raw pg pool when running on PostgreSQL (LISTEN/NOTIFY needs it). */
  pool?: pg.Pool;
  /** Where the embedded database keeps its files (none in memory or on PostgreSQL). */
  storageDir?: string;
  close(): Promise<void>;
}

/** A failure the operator can fix; its message is a complete sentence for the log. */
export class DatabaseConfigError extends Error {
  override name = "DatabaseConfigError";
}

/** For logs, without credentials. The URL's form was checked with the configuration (config/env.server.ts). */
function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const label = describePostgresUrl(url);
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process.
  pool.on("error", (error) => log.error(`database: idle client error: ${error.message}`));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseConfigError(`Cannot connect to ${label}: ${(error as Error).message}`);
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return { db, engine: "postgres", label, pool, close: () => pool.end() };
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) {
    try {
      await mkdir(dataDir, { recursive: true });
      await access(dataDir, constants.W_OK);
    } catch (error) {
      throw new DatabaseConfigError(
        `DATA_DIR "${dataDir}" is not a writable directory (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
      );
    }
  }
  const pgDir = dataDir ? path.join(dataDir, "pglite") : undefined;
  const releaseLock = dataDir ? await lockOrExplain(dataDir) : async () => {};
  let client: PGlite;
  const isNew = pgDir !== undefined && !existsSync(pgDir);
  try {
    client = pgDir ? await openDurablePglite(pgDir) : await PGlite.create({ startParams: embeddedStartParams });
  } catch (error) {
    await releaseLock();
    throw new DatabaseConfigError(await describeOpenFailure(pgDir!, isNew, error));
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: "pglite",
    label: pgDir ? `embedded PGlite in ${pgDir}` : "embedded PGlite in memory",
    storageDir: pgDir,
    async close() {
      await client.close();
      await releaseLock();
    },
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives in PGlite's WebAssembly memory and stays
 * resident once touched: with 10,000 posts the server held ~300 MB for the database alone
 * (npm run bench:load). An agency's whole database is a few MB, and the pages it serves are
 * cached above it, so 32 MB keeps every table in memory at ~130 MB less.
 */
const embeddedSettings = ["-c", "shared_buffers=32MB"];
const embeddedStartParams = [...PGlite.defaultStartParams, ...embeddedSettings];

/**
 * The embedded database in `pgDir`, made there first if there is none, with every commit on
 * disk before it is acknowledged (durable-node-fs.server.ts). Whatever is already there is
 * synced first: a database an earlier version wrote without syncing, or copied in by hand.
 */
async function openDurablePglite(pgDir: string): Promise<PGlite> {
  if (existsSync(pgDir)) await syncTree(pgDir);
  else await createEmbeddedDatabase(pgDir);
  return PGlite.create({ fs: new DurableNodeFS(pgDir), startParams: durableStartParams(embeddedSettings) });
}

/**
 * PGlite's initdb writes for seconds, and a directory it left half-written looks like a
 * database to the next start. So the new database is made beside its place, closed, synced,
 * and only then renamed into it: a first start killed (or the power cut) at any moment leaves
 * either no database, to be made again, or a whole one on disk.
 */
async function createEmbeddedDatabase(pgDir: string): Promise<void> {
  const building = `${pgDir}.new`;
  await rm(building, { recursive: true, force: true });
  try {
    const client = await PGlite.create({
      fs: new DurableNodeFS(building),
      startParams: durableStartParams(embeddedSettings),
    });
    await client.close();
    await syncTree(building);
    await rename(building, pgDir);
    await syncPath(path.dirname(pgDir));
  } catch (error) {
    await rm(building, { recursive: true, force: true }).catch(() => {});
    throw error;
  }
}

/** A fresh embedded database takes about 40 MB (PGlite 0.5 with this schema). */
const NEW_DATABASE_BYTES = 40 * 1024 * 1024;

/** The real cause of a failed PGlite start, as one sentence (PGlite's own errors may carry no message). */
async function describeOpenFailure(pgDir: string, isNew: boolean, error: unknown): Promise<string> {
  const opening = `Cannot ${isNew ? "create" : "open"} the embedded database in "${pgDir}"`;
  const problem = storageProblemOf(error);
  if (problem === "disk-full") {
    const free = await statfs(path.dirname(pgDir))
      .then((stats) => stats.bavail * stats.bsize)
      .catch(() => null);
    const freeText = free === null ? "" : ` (${formatMegabytes(free)} free)`;
    const need = isNew ? `; a new one needs about ${formatMegabytes(NEW_DATABASE_BYTES)}` : "";
    return `${opening}: ${STORAGE_PROBLEM_SENTENCES[problem]}${freeText}${need}. Free some space or set DATA_DIR to a larger disk.`;
  }
  if (problem) return `${opening}: ${STORAGE_PROBLEM_SENTENCES[problem]}.`;
  const detail = error instanceof Error && error.message ? error.message : String(error);
  return `${opening}: ${detail}.`;
}

function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

async function lockOrExplain(dataDir: string): Promise<() => Promise<void>> {
  try {
    const lock = await lockDataDir(dataDir);
    return () => lock.release();
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new DatabaseConfigError(error.message);
    throw error;
  }
}

export function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.engine === "postgres" ? openPostgres(config.url) : openPglite(config.dataDir);
}

/*
 * The process-wide database. The server opens it once at start-up; tests set their own.
 * Kept on globalThis so that Vite's module reloading in development does not open a second one.
 */
const globalStore = globalThis as typeof globalThis & { __activeDatabase?: DatabaseHandle };

export function setActiveDatabase(handle: DatabaseHandle | undefined): void {
  globalStore.__activeDatabase = handle;
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = globalStore.__activeDatabase;
  if (!handle) throw new Error("The database is not open yet (start-up has not run).");
  return handle;
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}

/** True when the database answers a trivial query within the time limit. */
export async function pingDatabase(handle: DatabaseHandle, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([handle.db.execute(sql`select 1`).then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
