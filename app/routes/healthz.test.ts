import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { openDatabase, setActiveDatabase } from "~/platform/db/client.server";
import { applyMigrations } from "~/platform/db/migrate.server";

import { tmpfsDisk } from "../../tests/support/temp-dir";
import { createTestDatabase } from "../../tests/support/test-database";
import { loader } from "./healthz";

afterEach(() => setActiveDatabase(undefined));

/** A small disk to fill, and a read-only one (tmpfs; need root, as in CI; unmounted when the file ends). */
const smallDisk = tmpfsDisk("health-disk-", "size=120m");
const readOnlyDisk = tmpfsDisk("health-disk-", "ro,size=200m");

describe("GET /healthz", { timeout: 60_000 }, () => {
  it("answers 200 when the database answers and can write", async () => {
    const handle = await createTestDatabase("pglite");
    setActiveDatabase(handle);
    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: "ok", writes: "ok" });
    await handle.close();
  });

  it("answers 503 when the database does not answer", async () => {
    const handle = await createTestDatabase("pglite");
    await handle.close();
    setActiveDatabase(handle);
    const response = await loader();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable", database: "unreachable", writes: "failing" });
  });

  it.runIf(smallDisk)(
    "answers 503 with the reason when the disk is full, and 200 again once space is freed",
    async () => {
      const dataDir = path.join(smallDisk!, "data");
      const handle = await openDatabase({ engine: "pglite", dataDir });
      await applyMigrations(handle);
      setActiveDatabase(handle);
      try {
        // The check's answer is reused for 3 s (write-check.server.ts, by Date.now()): the test
        // moves that clock on past it instead of waiting, twice.
        vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
        expect((await loader()).status).toBe(200);
        // Leave less than the reserve free.
        const free = Number(execFileSync("df", ["--output=avail", "-B1", smallDisk!]).toString().split("\n")[1]);
        writeFileSync(path.join(smallDisk!, "filler"), Buffer.alloc(free - 10 * 1024 * 1024));
        vi.setSystemTime(Date.now() + 3100);
        const full = await loader();
        expect(full.status).toBe(503);
        expect(await full.json()).toEqual({
          status: "unavailable",
          database: "ok",
          writes: "failing",
          reason: expect.stringMatching(
            /^the disk is full: \d+ MB free where the database lives, under the 64 MB kept in reserve$/,
          ),
        });
        execFileSync("rm", [path.join(smallDisk!, "filler")]);
        vi.setSystemTime(Date.now() + 3100);
        expect((await loader()).status).toBe(200);
      } finally {
        vi.useRealTimers();
        await handle.close();
      }
    },
    120_000,
  );

  it.runIf(readOnlyDisk)(
    "answers 503 when the database's directory is on a read-only file system",
    async () => {
      // PGlite keeps its files open, so its own disk cannot be remounted read-only under it: the
      // check is pointed at a read-only mount instead.
      const handle = { ...(await openDatabase({ engine: "pglite", dataDir: null })), storageDir: readOnlyDisk! };
      setActiveDatabase(handle);
      try {
        const response = await loader();
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          status: "unavailable",
          database: "ok",
          writes: "failing",
          reason: "the file system is read-only",
        });
      } finally {
        await handle.close();
      }
    },
    60_000,
  );
});
