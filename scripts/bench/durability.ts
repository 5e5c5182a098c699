/*
 * What it costs that the embedded database acknowledges a write only once it is on disk
 * (app/platform/db/durable-node-fs.server.ts): the same staff write (an FAQ and its activity
 * row, one transaction, as the admin makes it) timed on the embedded database as the server
 * opens it, and on PGlite as it ships (fsync off, nothing synced), in a directory on the same
 * disk. Prints a table of milliseconds per write.
 *
 *   npm run bench:durability            # WRITES=300, in the system's temporary directory
 *   BENCH_DIR=/srv/data npm run bench:durability   # on the disk the site will use
 */
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";

import { createFaq } from "~/features/faqs/faq.server";
import { openDatabase, setActiveDatabase, type Database, type DatabaseHandle } from "~/platform/db/client.server";
import { applyMigrations } from "~/platform/db/migrate.server";
import * as schema from "~/platform/db/schema";

import { removeTemporaryDir, temporaryDir } from "./support";

const WRITES = Number(process.env.WRITES || 300);
const WARMUP = 20;
const baseDir = process.env.BENCH_DIR || os.tmpdir();

/** PGlite as it ships: fsync off, its Node file system never syncs. */
async function openUnsynced(dataDir: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, engine: "pglite", label: "PGlite unsynced", close: () => client.close() };
}

interface Timing {
  label: string;
  perWriteMs: number[];
}

async function timeWrites(label: string, open: (dataDir: string) => Promise<DatabaseHandle>): Promise<Timing> {
  const dataDir = temporaryDir("teamwork-durability-", baseDir);
  const handle = await open(dataDir);
  setActiveDatabase(handle);
  try {
    await applyMigrations(handle);
    const write = (n: number) =>
      createFaq({
        question: `Bench question ${n}?`,
        answer: "An answer of a few words.",
        category: null,
        displayOrder: 0,
        isPublished: true,
      });
    for (let n = 0; n < WARMUP; n++) await write(-n - 1);
    const perWriteMs: number[] = [];
    for (let n = 0; n < WRITES; n++) {
      const started = performance.now();
      await write(n);
      perWriteMs.push(performance.now() - started);
    }
    return { label, perWriteMs };
  } finally {
    setActiveDatabase(undefined);
    await handle.close();
    await removeTemporaryDir(dataDir);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function row(timing: Timing): string[] {
  const sorted = [...timing.perWriteMs].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
  return [
    timing.label,
    mean.toFixed(2),
    percentile(sorted, 50).toFixed(2),
    percentile(sorted, 95).toFixed(2),
    percentile(sorted, 99).toFixed(2),
    String(Math.round(1000 / mean)),
  ];
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
  for (const cells of rows) console.log(line(cells));
}

console.log(`${WRITES} FAQ writes (each with its activity row, one transaction) in ${baseDir}, one at a time:\n`);
const synced = await timeWrites("synced (as the server runs it)", (dataDir) =>
  openDatabase({ engine: "pglite", dataDir }),
);
const unsynced = await timeWrites("unsynced (PGlite as it ships)", openUnsynced);
printTable(["embedded database", "mean ms", "p50 ms", "p95 ms", "p99 ms", "writes/s"], [row(synced), row(unsynced)]);
const meanOf = (timing: Timing) => timing.perWriteMs.reduce((sum, ms) => sum + ms, 0) / timing.perWriteMs.length;
console.log(`\nCost of syncing: ${(meanOf(synced) - meanOf(unsynced)).toFixed(2)} ms per write.`);
