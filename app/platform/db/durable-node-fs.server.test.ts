import fs, { existsSync, mkdirSync, readlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { tempDir } from "../../../tests/support/temp-dir";
import { openDatabase, type DatabaseHandle } from "./client.server";

const realFsync = fs.fsyncSync;

/** The files fsync'd while `run` ran, relative to the database's directory. */
async function syncedDuring(pgDir: string, run: () => Promise<unknown>): Promise<string[]> {
  const synced: string[] = [];
  vi.spyOn(fs, "fsyncSync").mockImplementation((fd: number) => {
    synced.push(path.relative(pgDir, readlinkSync(`/proc/self/fd/${fd}`)));
    realFsync(fd);
  });
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return synced;
}

describe("the embedded database on disk", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dataDir = tempDir("durable-");
    handle = await openDatabase({ engine: "pglite", dataDir });
    await handle.db.execute(sql`create table notes (id serial primary key, body text not null)`);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("runs with fsync on, syncing the WAL with fsync()", async () => {
    const settings = await handle.db.execute(
      sql`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name`,
    );
    expect(JSON.stringify(settings)).toContain('"setting":"on"');
    expect(JSON.stringify(settings)).toContain('"setting":"fsync"');
  });

  it("syncs the write-ahead log to disk before a commit returns, and nothing for a read", async () => {
    const pgDir = path.join(dataDir, "pglite");
    const forWrite = await syncedDuring(pgDir, () => handle.db.execute(sql`insert into notes (body) values ('kept')`));
    expect(forWrite.some((file) => file.startsWith("pg_wal/"))).toBe(true);
    const forRead = await syncedDuring(pgDir, () => handle.db.execute(sql`select count(*) from notes`));
    expect(forRead).toEqual([]);
  });
});

describe("a first start", () => {
  it("makes the database beside its place and leaves only the whole one", async () => {
    const dataDir = tempDir("first-start-");
    // What a first start killed during initdb leaves: a half-made database beside its place.
    mkdirSync(path.join(dataDir, "pglite.new"));
    writeFileSync(path.join(dataDir, "pglite.new", "PG_VERSION"), "17\n");
    const handle = await openDatabase({ engine: "pglite", dataDir });
    try {
      expect(existsSync(path.join(dataDir, "pglite.new"))).toBe(false);
      expect(existsSync(path.join(dataDir, "pglite", "global", "pg_control"))).toBe(true);
      expect(JSON.stringify(await handle.db.execute(sql`select 1 as one`))).toContain('"one":1');
    } finally {
      await handle.close();
    }
  }, 60_000);
});
