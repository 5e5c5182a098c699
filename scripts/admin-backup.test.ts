import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { migratedDataDir } from "../tests/support/migrated-data-dir";
import { withServerClient } from "../tests/support/migrated-snapshots";
import { ADMIN_COMMAND, runScript, type ScriptOutcome } from "../tests/support/script-process";
import { ensureBuild } from "../tests/support/serve";
import { tempDir } from "../tests/support/temp-dir";

const serverUrl = process.env.TEST_DATABASE_URL;

let workDir: string;

beforeAll(ensureBuild, 180_000);
beforeAll(() => {
  workDir = tempDir("admin-backup-");
});

/** `npm run admin -- …` as the operator runs it, on an embedded database in `dataDir`. */
function admin(args: string[], dataDir: string, input = "", env: Record<string, string> = {}): Promise<ScriptOutcome> {
  return runScript(
    [...ADMIN_COMMAND, ...args],
    { DATA_DIR: dataDir, DATABASE_URL: "", BETTER_AUTH_SECRET: "", ADMIN_EMAIL: "", ...env },
    input,
  );
}

describe("npm run admin -- backup / restore", { timeout: 180_000 }, () => {
  it("moves a site from one embedded database to another, and refuses to mix two sites", async () => {
    const site = await migratedDataDir("admin-backup-site-");
    const copy = await migratedDataDir("admin-backup-copy-");
    const archive = path.join(workDir, "site.jsonl");
    expect((await admin(["create", "--email", "boss@example.com"], site, "long enough pw\n")).code).toBe(0);

    const backup = await admin(["backup", "--out", archive], site);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(
      /^Backed up \d+ rows of embedded PGlite in .* to .*site\.jsonl \(readable by you only/,
    );
    expect((await stat(archive)).mode & 0o777).toBe(0o600);

    // The new database has no auth secret yet to check the archive's signature with.
    const unchecked = await admin(["restore", "--in", archive], copy);
    expect(unchecked.code).toBe(1);
    expect(unchecked.stderr).toMatch(/^error: This site has no auth secret yet to check .*--skip-signature\.\n$/);
    const restore = await admin(["restore", "--in", archive, "--skip-signature"], copy);
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toMatch(
      /^Restored \d+ rows from .*site\.jsonl \(made .* on pglite\) into embedded PGlite in .*copy/,
    );

    // The copy now has the site's secret (it travelled in the archive): the signature is checked.
    const again = await admin(["restore", "--in", archive], copy);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^error: The database is not empty \(.*\)\. Restore refuses to mix two sites: add --replace/,
    );
    expect((await admin(["restore", "--in", archive, "--replace"], copy)).code).toBe(0);

    // The copy's admin can do what the original's could: the account travelled.
    const setPassword = await admin(["set-password", "--email", "boss@example.com"], copy, "another long pw\n");
    expect(setPassword.code).toBe(0);
  });

  it("refuses a damaged archive and leaves an empty DATA_DIR as it found it", async () => {
    const damaged = path.join(workDir, "damaged.jsonl");
    await writeFile(damaged, '{"format":"teamwork-staffing-backup"}\n{"table":"faqs"\n');
    const neverMade = path.join(workDir, "never-made");
    const intoNothing = await admin(["restore", "--in", damaged], neverMade);
    expect(intoNothing.code).toBe(1);
    expect(intoNothing.stderr).toMatch(/^error: /);
    expect(existsSync(neverMade)).toBe(false);

    const empty = await mkdtemp(path.join(workDir, "empty-"));
    expect((await admin(["restore", "--in", damaged], empty)).code).toBe(1);
    expect(await readdir(empty)).toEqual([]);
  });

  it.runIf(serverUrl)("refuses a damaged archive without migrating an empty PostgreSQL database", async () => {
    const damaged = path.join(workDir, "damaged-pg.jsonl");
    await writeFile(damaged, "not an archive\n");
    const name = `refused_restore_${Date.now()}`;
    await withServerClient(serverUrl!, (client) => client.query(`CREATE DATABASE ${name}`));
    try {
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const refused = await admin(["restore", "--in", damaged], path.join(workDir, "unused"), "", {
        DATABASE_URL: url.toString(),
      });
      expect(refused.code).toBe(1);
      const tables = await withServerClient(url.toString(), (client) =>
        client.query(
          "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
        ),
      );
      expect(tables.rows[0].n).toBe(0);
    } finally {
      await withServerClient(serverUrl!, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });

  it("explains its arguments", async () => {
    const missing = await admin(["backup"], path.join(workDir, "unused"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("error: backup takes --out FILE only.");
    expect(missing.stderr).toContain("restore        --in FILE [--replace] [--skip-signature]");
  });
});

describe("npm run admin -- backups", { timeout: 120_000 }, () => {
  it("lists the automatic backups, oldest first", async () => {
    const dataDir = await mkdtemp(path.join(workDir, "listing-"));
    const empty = await admin(["backups"], dataDir);
    expect(empty.stdout.trim()).toBe(`No automatic backups in ${path.join(dataDir, "backups")} yet.`);
    await mkdir(path.join(dataDir, "backups"));
    await writeFile(path.join(dataDir, "backups", "backup-2026-01-12T09-00-30Z-daily.jsonl"), "x".repeat(4096));
    await writeFile(path.join(dataDir, "backups", "backup-2026-01-02T15-00-00Z-before-migration.jsonl"), "{}");
    await writeFile(path.join(dataDir, "backups", "notes.txt"), "not a backup");
    const listed = await admin(["backups"], dataDir);
    expect(listed.code).toBe(0);
    expect(listed.stdout.trim().split("\n")).toEqual([
      expect.stringMatching(/^TAKEN +KIND +SIZE +FILE$/),
      expect.stringMatching(/^2026-01-02 15:00 UTC +before-migration +0 KB +\/.+before-migration\.jsonl$/),
      expect.stringMatching(/^2026-01-12 09:00 UTC +daily +4 KB +\/.+daily\.jsonl$/),
    ]);
  });
});
