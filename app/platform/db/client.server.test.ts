import { existsSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { tempDir, tmpfsDisk } from "../../../tests/support/temp-dir";
import { openDatabase } from "./client.server";

/**
 * A disk too small for a new database: a small tmpfs (needs root, as in CI). Unmounted lazily
 * when the file ends: the failed PGlite instance may still hold files there until it is collected.
 */
const smallDisk = tmpfsDisk("small-disk-", "size=8m");

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
    const dataDir = tempDir("buffers-");
    const handle = await openDatabase({ engine: "pglite", dataDir });
    try {
      const rows = await handle.db.execute(sql`show shared_buffers`);
      expect(JSON.stringify(rows)).toContain('"32MB"');
    } finally {
      await handle.close();
    }
  }, 60_000);
});
