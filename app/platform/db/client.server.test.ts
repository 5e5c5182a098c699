import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "./client.server";

/** A disk too small for a new database: a small tmpfs (needs root, as in CI). */
function mountSmallDisk(megabytes: number): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), "small-disk-"));
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m`, "tmpfs", dir]).status === 0;
  return mounted ? dir : null;
}

const smallDisk = process.getuid?.() === 0 ? mountSmallDisk(8) : null;
afterAll(() => {
  // Lazily: the failed PGlite instance may still hold files there until it is collected.
  if (smallDisk) execFileSync("umount", ["-l", smallDisk]);
});

describe("opening the embedded database", () => {
  it.runIf(smallDisk)(
    "says the disk is too small, and leaves no half-made database behind",
    async () => {
      const dataDir = path.join(smallDisk!, "data");
      const failure = await openDatabase({ engine: "pglite", dataDir }).then(
        (handle) => handle.close().then(() => null),
        (error: unknown) => error as Error,
      );
      expect(failure?.message).toMatch(
        /^Cannot create the embedded database in ".*\/data\/pglite": the disk is full \(No space left on device\) \(\d+ MB free\); a new one needs about 40 MB\. Free some space or set DATA_DIR to a larger disk\.$/,
      );
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
    },
    120_000,
  );

  it("keeps its shared buffers small: the server's memory stays bounded with thousands of posts", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "buffers-"));
    const handle = await openDatabase({ engine: "pglite", dataDir });
    try {
      const rows = await handle.db.execute(sql`show shared_buffers`);
      expect(JSON.stringify(rows)).toContain('"32MB"');
    } finally {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
