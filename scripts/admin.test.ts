import { mkdir, rm } from "node:fs/promises";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { getAuth } from "~/features/staff/auth.server";
import { openDatabase, setActiveDatabase } from "~/platform/db/client.server";

import { copyMigratedDatabaseInto } from "../tests/support/migrated-data-dir";
import { ADMIN_COMMAND, runScript, type ScriptOutcome } from "../tests/support/script-process";
import { ensureBuild } from "../tests/support/serve";
import { ADMIN_USAGE, adminCommands } from "./admin-cli";
import { commandLineOutcome, type CommandLineOutcome } from "./support/cli";

// Set before any module reads the configuration (hoisted above the imports, so it can use
// none of them): the commands run in this process use this DATA_DIR.
const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR || "/tmp"}/admin-cli-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  process.env.DATABASE_URL = "";
  return dir;
});

beforeAll(ensureBuild, 180_000);
beforeAll(async () => {
  await mkdir(dataDir, { recursive: true });
  await copyMigratedDatabaseInto(dataDir);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * `npm run admin -- …` in this process: the same command and the same output, without the
 * seconds a new process takes to load (see `adminProcess` for what needs one).
 */
function admin(args: string[], input = ""): Promise<CommandLineOutcome> {
  const firstLine = async () => input.split("\n")[0]!;
  return commandLineOutcome(adminCommands(firstLine), ADMIN_USAGE, args);
}

/** Runs `npm run admin -- …` as the operator would (a process of its own), on the test's DATA_DIR. */
function adminProcess(args: string[], input = ""): Promise<ScriptOutcome> {
  return runScript([...ADMIN_COMMAND, ...args], { DATA_DIR: dataDir, DATABASE_URL: "" }, input);
}

/** Signs in against the CLI's database, opened here after the CLI has exited. */
async function canSignIn(email: string, password: string): Promise<boolean> {
  const handle = await openDatabase({ engine: "pglite", dataDir });
  setActiveDatabase(handle);
  try {
    const auth = await getAuth();
    const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
    return response.status === 200;
  } finally {
    setActiveDatabase(undefined);
    await handle.close();
  }
}

describe("npm run admin", { timeout: 120_000 }, () => {
  it("refuses a 7-character password with a clear message", async () => {
    const result = await admin(["create", "--email", "boss@example.com"], "1234567\n");
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("error: Password must be at least 8 characters long.");
    expect(await canSignIn("boss@example.com", "1234567")).toBe(false);
  });

  it("creates an admin who can sign in, and refuses the same email twice", async () => {
    const created = await admin(["create", "--email", "Boss@Example.com"], "first password\n");
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("Created the admin account boss@example.com.");
    expect(await canSignIn("boss@example.com", "first password")).toBe(true);

    const again = await admin(["create", "--email", "boss@example.com"], "another password\n");
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe("error: An account with the email boss@example.com already exists.");
  });

  it("sets a password read from standard input", async () => {
    const result = await adminProcess(["set-password", "--email", "boss@example.com"], "second password\n");
    expect(result.code).toBe(0);
    expect(await canSignIn("boss@example.com", "second password")).toBe(true);
    expect(await canSignIn("boss@example.com", "first password")).toBe(false);

    const unknown = await admin(["set-password", "--email", "nobody@example.com"], "some password\n");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe("error: No account has the email nobody@example.com.");
    const empty = await adminProcess(["set-password", "--email", "boss@example.com"], "");
    expect(empty.code).toBe(1);
    expect(empty.stderr).toMatch(/^error: No password given/);
  });

  it("explains its usage when the command line is wrong", async () => {
    for (const args of [
      [],
      ["create"],
      ["delete", "--email", "a@example.com"],
      ["create", "--email", "a@example.com", "--bogus"],
    ]) {
      const result = await admin(args);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^error: .+\n\nUsage: npm run admin -- <command> \[options\]/);
    }
    const help = await adminProcess(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stderr).toContain("set-password");
  });

  it("lists the staff, and removes one (signed out, name kept) but never the last", async () => {
    const created = await admin(
      ["create", "--email", "second@example.com", "--name", "Second Person"],
      "second password\n",
    );
    expect(created.code).toBe(0);
    const listed = await admin(["list"]);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^EMAIL +NAME +TWO-FACTOR +LAST SIGN-IN +STATUS$/);
    expect(lines.find((line) => line.startsWith("second@example.com"))).toMatch(
      /^second@example\.com +Second Person +Off +Not in the last year +Active$/,
    );

    const removed = await admin(["remove", "--email", "Second@Example.com"]);
    expect(removed.stderr).toBe("");
    expect(removed.stdout.trim()).toBe(
      "Removed Second Person (second@example.com): signed out, and can no longer sign in.",
    );
    expect(await canSignIn("second@example.com", "second password")).toBe(false);
    expect((await admin(["list"])).stdout).toMatch(/second@example\.com +Second Person .+ Removed/);

    const last = await admin(["remove", "--email", "boss@example.com"]);
    expect(last.code).toBe(1);
    expect(last.stderr.trim()).toBe("error: The last staff member cannot be removed.");
    const unknown = await admin(["remove", "--email", "nobody@example.com"]);
    expect(unknown.stderr.trim()).toBe("error: No account has the email nobody@example.com.");
    const wrong = await admin(["list", "--email", "x@example.com"]);
    expect(wrong.stderr).toMatch(/^error: list takes no options\./);
  });

  it("says so when a server holds the embedded database", async () => {
    const handle = await openDatabase({ engine: "pglite", dataDir });
    try {
      const result = await adminProcess(["create", "--email", "late@example.com"], "long enough\n");
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toMatch(
        /^error: DATA_DIR ".+" is in use by another server \(pid \d+ on host .+\);.*Stop the server, then run this command again\.$/,
      );
    } finally {
      await handle.close();
    }
  });

  it("never takes a password as an argument, where the process list would show it", async () => {
    const result = await admin(["create", "--email", "argv@example.com", "--password", "visible password"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: --password is not taken: the process list and the shell's history/);
    expect(result.stderr).not.toContain("visible password");
    expect(await canSignIn("argv@example.com", "visible password")).toBe(false);
  });

  it("creates an account with the password piped on standard input, and prints no password", async () => {
    const result = await adminProcess(["create", "--email", "piped@example.com"], "a piped password\n");
    expect(result.code).toBe(0);
    expect(`${result.stdout}${result.stderr}`).not.toContain("a piped password");
    expect(await canSignIn("piped@example.com", "a piped password")).toBe(true);
  });
});
