import { spawn } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migratedDataDir } from "../tests/support/migrated-data-dir";

const root = path.resolve(import.meta.dirname, "..");
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "admin-backup-"));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** `npm run admin -- …` as the operator runs it, on an embedded database in `dataDir`. */
function admin(args: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/admin.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", BETTER_AUTH_SECRET: "", ADMIN_EMAIL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run admin -- backup / restore", { timeout: 180_000 }, () => {
  it("moves a site from one embedded database to another, and refuses to mix two sites", async () => {
    const site = await migratedDataDir("admin-backup-site-");
    const copy = await migratedDataDir("admin-backup-copy-");
    const archive = path.join(workDir, "site.jsonl");
    expect((await admin(["create", "--email", "boss@example.com", "--password", "long enough pw"], site)).code).toBe(0);

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
    const setPassword = await admin(
      ["set-password", "--email", "boss@example.com", "--password", "another long pw"],
      copy,
    );
    expect(setPassword.code).toBe(0);
  });

  it("explains its arguments", async () => {
    const missing = await admin(["backup"], path.join(workDir, "unused"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("error: backup takes --out FILE only.");
    expect(missing.stderr).toContain("restore        --in FILE [--replace] [--skip-signature]");
  });
});
