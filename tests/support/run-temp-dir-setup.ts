/*
 * Vitest global setup: a temporary folder of the run's own, removed whole when the run ends.
 *
 * TMPDIR, which os.tmpdir() reads, points into it before the test workers start, so they
 * inherit it, and so does every server or script a test starts (they get the test's
 * environment): whatever any of them makes in "the temporary folder" lands here. Tests remove
 * their own folders when their file ends (tests/support/temp-dir.ts); this is the guard for
 * what they cannot: a process killed on purpose, a test file whose worker died, a new test
 * that calls mkdtemp itself. Removing one folder per run, rather than checking each file's
 * leftovers, needs no list of names and cannot miss one; a leftover is still named below so
 * that it gets fixed where it is made.
 *
 * A file system still mounted in it fails the run: removing the folder would fail on it
 * ("Device or resource busy") and leave the mount, with its memory or loop device, on the
 * machine. It is unmounted first, then named.
 *
 * A run killed before its teardown (a cancelled CI job) leaves its folder: the next run removes
 * those whose process is gone and that nothing has touched for an hour (a run takes minutes;
 * the hour spares a run of another PID namespace sharing this /tmp).
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { releaseMountsUnder } from "./mounts";

const RUN_PREFIX = "teamwork-vitest-";
const STALE_AFTER_MS = 60 * 60_000;
/** What tools keep in the temporary folder by design, not a test's leftover: tsx's compile cache. */
const TOOL_CACHES = /^tsx-\d+$/;

function processIsGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** Folders of earlier runs killed before their teardown. */
function removeStaleRuns(parent: string): void {
  for (const name of readdirSync(parent)) {
    const pid = new RegExp(`^${RUN_PREFIX}(\\d+)-`).exec(name)?.[1];
    if (!pid || !processIsGone(Number(pid))) continue;
    const dir = path.join(parent, name);
    try {
      if (Date.now() - statSync(dir).mtimeMs < STALE_AFTER_MS) continue;
      releaseMountsUnder([dir]);
      rmSync(dir, { recursive: true, force: true });
      console.warn(`Removed ${dir}, left by a test run that was stopped before its end.`);
    } catch (error) {
      console.warn(`Could not remove ${dir}, left by an earlier test run: ${(error as Error).message}`);
    }
  }
}

export default function setup(): () => void {
  const saved = process.env.TMPDIR;
  const parent = os.tmpdir();
  removeStaleRuns(parent);
  const runDir = mkdtempSync(path.join(parent, `${RUN_PREFIX}${process.pid}-`));
  // Passable by other users, as /tmp is (but not listable): nginx's workers (user www-data,
  // tests/integration/nginx.test.ts) reach their folders through it. Each test's own folder
  // inside is mkdtemp's 0700, unless the test opens it.
  chmodSync(runDir, 0o711);
  process.env.TMPDIR = runDir;

  return () => {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    const mounts = releaseMountsUnder([runDir]);
    const left = readdirSync(runDir).filter((name) => !TOOL_CACHES.test(name));
    // Thrown after the report below, which says what held it.
    let removal: unknown;
    try {
      rmSync(runDir, { recursive: true, force: true, maxRetries: 3 });
    } catch (error) {
      removal = error;
    }
    if (left.length > 0) {
      console.warn(
        `\nThe tests left ${left.length} folder(s) in the temporary folder, removed now with ${runDir}:\n` +
          left.map((name) => `  ${name}\n`).join("") +
          "Make them with tempDir() (tests/support/temp-dir.ts), which removes them when their file ends.\n",
      );
    }
    // Vitest prints a teardown's error ("error during close") but exits 0 all the same.
    if (mounts.length > 0 || removal) process.exitCode = 1;
    if (mounts.length > 0) {
      throw new Error(
        `The tests left ${mounts.length} file system(s) mounted in the temporary folder (now unmounted):\n` +
          mounts.map((point) => `  ${point}\n`).join("") +
          "Mount them with tmpfsDisk() (tests/support/temp-dir.ts), which unmounts them when their file ends.",
      );
    }
    if (removal) throw removal;
  };
}
