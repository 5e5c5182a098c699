import { statfs, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

import { sql } from "drizzle-orm";

import type { DatabaseHandle } from "./client.server";
import { appSettings } from "./schema";
import { STORAGE_PROBLEM_SENTENCES, storageProblemOf, type StorageProblem } from "./storage-errors";

type WriteProblem = StorageProblem | "unreachable" | "read-only-database";

export type WriteStatus = { writable: true } | { writable: false; problem: WriteProblem; reason: string };

export interface WriteCheckOptions {
  /**
   * Free space below which the embedded database counts as full. PGlite does not survive
   * running out of space (the query after a failed WAL write never returns, and the event
   * loop with it), so writes stop while a margin is left: a WAL segment is 16 MB.
   */
  reserveBytes?: number;
  /** How long an answer is reused: health checks come every few seconds, from several proxies. */
  ttlMs?: number;
  timeoutMs?: number;
}

const DEFAULTS = { reserveBytes: 64 * 1024 * 1024, ttlMs: 3000, timeoutMs: 2000 } satisfies Required<WriteCheckOptions>;

/**
 * Whether the database can take a write now, checked cheaply and reused for a few seconds.
 * Embedded: the free space and a probe file in its directory (never a test write, which a
 * full disk would turn into a hang), then a query. PostgreSQL: a transaction with an update
 * that matches no row and a transaction id, which a read-only server (a standby,
 * default_transaction_read_only) refuses; no row is written.
 */
export function createWriteCheck(handle: DatabaseHandle, options: WriteCheckOptions = {}): () => Promise<WriteStatus> {
  const { reserveBytes, ttlMs, timeoutMs } = { ...DEFAULTS, ...options };
  let last: { at: number; status: Promise<WriteStatus> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ttlMs) {
      last = { at: now, status: withTimeout(checkOnce(handle, reserveBytes), timeoutMs) };
    }
    return last.status;
  };
}

async function checkOnce(handle: DatabaseHandle, reserveBytes: number): Promise<WriteStatus> {
  if (handle.storageDir) {
    const disk = await checkDisk(handle.storageDir, reserveBytes);
    if (!disk.writable) return disk;
  }
  try {
    if (handle.engine === "postgres") {
      await handle.db.transaction(async (tx) => {
        // Refused by a read-only server whatever it matches; it matches no row, so nothing is written.
        await tx
          .update(appSettings)
          .set({ key: sql`${appSettings.key}` })
          .where(sql`false`);
        await tx.execute(sql`select pg_current_xact_id()`);
      });
    } else {
      await handle.db.execute(sql`select 1`);
    }
    return { writable: true };
  } catch (error) {
    return statusOfError(error);
  }
}

async function checkDisk(storageDir: string, reserveBytes: number): Promise<WriteStatus> {
  try {
    const stats = await statfs(storageDir);
    const free = stats.bavail * stats.bsize;
    if (free < reserveBytes) {
      return {
        writable: false,
        problem: "disk-full",
        reason: `the disk is full: ${megabytes(free)} free where the database lives, under the ${megabytes(reserveBytes)} kept in reserve`,
      };
    }
    const probe = path.join(storageDir, ".write-probe");
    await writeFile(probe, "");
    await unlink(probe);
    return { writable: true };
  } catch (error) {
    return statusOfError(error);
  }
}

function statusOfError(error: unknown): WriteStatus {
  const problem = storageProblemOf(error);
  if (problem) return { writable: false, problem, reason: STORAGE_PROBLEM_SENTENCES[problem] };
  const code =
    (error as { code?: unknown } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (code === "25006") return { writable: false, problem: "read-only-database", reason: "the database is read-only" };
  const message = error instanceof Error ? error.message : String(error);
  return { writable: false, problem: "unreachable", reason: `the database does not answer (${message})` };
}

function withTimeout(status: Promise<WriteStatus>, timeoutMs: number): Promise<WriteStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<WriteStatus>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          writable: false,
          problem: "unreachable",
          reason: `the database did not answer within ${timeoutMs} ms`,
        }),
      timeoutMs,
    );
  });
  return Promise.race([status, timeout]).finally(() => clearTimeout(timer));
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

// One check per open database, shared by /healthz and the write guard.
const checks = new WeakMap<DatabaseHandle, () => Promise<WriteStatus>>();

export function writeCheckFor(handle: DatabaseHandle): () => Promise<WriteStatus> {
  let check = checks.get(handle);
  if (!check) {
    check = createWriteCheck(handle);
    checks.set(handle, check);
  }
  return check;
}
