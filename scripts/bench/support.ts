/*
 * What both benchmarks share: a fresh production build, a seeded embedded database in a
 * temporary DATA_DIR, and the production server (node build/server/index.js) started as a child process.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { getSiteSettings, saveSiteSettings } from "~/features/settings/settings.server";
import { openDatabase, setActiveDatabase } from "~/platform/db/client.server";
import { applyMigrations } from "~/platform/db/migrate.server";

import { writeSampleContent } from "../sample-content/write";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const temporaryDirs = new Set<string>();
let removingAtExit = false;

function removeTemporaryDirsAtExit(): void {
  if (removingAtExit) return;
  removingAtExit = true;
  process.on("exit", () => {
    for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
  });
  // Ctrl-C or a CI job's SIGTERM would end the process without its `finally` blocks or "exit".
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => process.exit(128 + os.constants.signals[signal]));
}

/**
 * A new folder `<parent>/<prefix>XXXXXX` (in the system's temporary folder unless `parent`
 * says), removed by `removeTemporaryDir`, or else when the process exits, however it ends: a
 * benchmark's database is tens or hundreds of megabytes.
 */
export function temporaryDir(prefix: string, parent = os.tmpdir()): string {
  removeTemporaryDirsAtExit();
  const dir = mkdtempSync(path.join(parent, prefix));
  temporaryDirs.add(dir);
  return dir;
}

export async function removeTemporaryDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  temporaryDirs.delete(dir);
}

/** Builds the app unless BENCH_SKIP_BUILD=1 (then an existing build is used as it is). */
export function ensureBuild(): void {
  if (process.env.BENCH_SKIP_BUILD === "1") {
    console.log("Using the existing build (BENCH_SKIP_BUILD=1).");
    return;
  }
  console.log("Building for production ...");
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("The build failed.");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface SeedOptions {
  faqs: number;
  posts: number;
  /** The newest posts that get an uploaded featured image of their own (a photo-like JPEG). */
  images?: number;
  /** Published jobs; with any, the job board and the contact inbox are turned on (their pages exist then). */
  jobs?: number;
}

export interface SeededSite {
  dataDir: string;
  /** The newest published article's slug. */
  articleSlug: string;
  /** The newest job's slug, when jobs were asked for. */
  jobSlug: string | null;
  remove(): Promise<void>;
}

/** A temporary DATA_DIR whose embedded database holds the given FAQs and published posts: `npm run seed`'s sample content. */
export async function seedSite({ faqs, posts, images = 0, jobs = 0 }: SeedOptions): Promise<SeededSite> {
  const dataDir = temporaryDir("teamwork-bench-");
  const handle = await openDatabase({ engine: "pglite", dataDir });
  setActiveDatabase(handle);
  let written;
  try {
    await applyMigrations(handle);
    written = await writeSampleContent({ faqs, posts, images, jobs });
    if (!written.newestPublishedSlug) throw new Error("The benchmarks need at least one post.");
    if (jobs > 0) await saveSiteSettings({ ...(await getSiteSettings()), jobBoardEnabled: true, inboxEnabled: true });
  } finally {
    setActiveDatabase(undefined);
    await handle.close();
  }
  return {
    dataDir,
    articleSlug: written.newestPublishedSlug,
    jobSlug: written.newestJobSlug,
    remove: () => removeTemporaryDir(dataDir),
  };
}

export interface RunningServer {
  url: string;
  /** The process id, to read its memory. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in
 * Chromium's DevTools, Performance panel). Node refuses --cpu-prof in NODE_OPTIONS.
 */
const profileArgs = process.env.BENCH_CPU_PROFILE
  ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
  : [];

/** The production build's server (node build/server/index.js), ready when /healthz answers. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...profileArgs, "build/server/index.js"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: url,
      REQUEST_LOG: "off",
      // As `npm run serve` starts it (docs/reliability.md, Memory).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || "2",
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ || "131072",
      // No proxy to warn before stopping: SIGTERM stops at once.
      SHUTDOWN_GRACE_MS: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start-up:\n${stderr}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer /healthz within 30 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The routes both benchmarks measure (the list), with the seeded article. */
export function benchRoutes(articleSlug: string): string[] {
  return ["/", "/faqs", "/news", `/news/${articleSlug}`, "/services/dockside"];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A plain-text table with right-aligned numbers. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  return [line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}
