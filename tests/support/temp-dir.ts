/**
 * Temporary folders for tests: a new folder under os.tmpdir() that is removed when its test
 * file ends, whether its tests passed or failed. Use these instead of mkdtemp, so that a test
 * file needs no cleanup code of its own.
 *
 * When the file ends rather than when each test ends: a test's servers (serversOfTest,
 * tests/support/serve.ts) are stopped in onTestFinished, which Vitest runs after every
 * per-test hook, so removing the folder there would pull a running server's DATA_DIR from
 * under it. The removal is an afterAll of this module, registered when the test file first
 * imports it; Vitest runs after-hooks in reverse ("stack", its default), so it runs after the
 * file's own afterAll hooks, once the servers those stop are gone. A folder holds a few
 * megabytes and a file makes a few dozen at most.
 *
 * The run's own temporary folder (tests/support/run-temp-dir-setup.ts) then catches what is
 * left all the same.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll } from "vitest";

import { releaseMountsUnder } from "./mounts";

const made: string[] = [];

afterAll(async () => {
  const dirs = made.splice(0);
  releaseMountsUnder(dirs);
  const removals = await Promise.allSettled(
    // Retried: a server killed a moment ago may still be finishing a write there.
    dirs.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 3 })),
  );
  for (const removal of removals) {
    // Not a failure of the file's tests: the run's folder is removed at its end anyway.
    if (removal.status === "rejected") console.warn(`Could not remove a temporary folder: ${String(removal.reason)}`);
  }
});

/** A new empty folder named `<prefix>XXXXXX` (e.g. "srv-"), removed when the test file ends. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/**
 * A small disk of its own: a tmpfs mounted on a new temporary folder, with mount's `options`
 * (e.g. "size=120m", "ro,size=200m"). Null where it cannot be mounted (mounting needs root, as
 * in CI). Unmounted, then removed, when the test file ends.
 */
export function tmpfsDisk(prefix: string, options: string): string | null {
  if (process.getuid?.() !== 0) return null;
  const dir = tempDir(prefix);
  return spawnSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir]).status === 0 ? dir : null;
}
