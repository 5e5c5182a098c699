/**
 * The guard of tests/support/run-temp-dir-setup.ts: the run's temporary folder is removed at its
 * end with whatever the tests left there, a mount left there fails the run, and the folders of
 * runs killed before their end are removed by the next.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { mountsUnder } from "../support/mounts";
import setup from "../support/run-temp-dir-setup";
import { tempDir } from "../support/temp-dir";

const savedTmpdir = process.env.TMPDIR;
const savedExitCode = process.exitCode;
afterEach(() => {
  if (savedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmpdir;
  process.exitCode = savedExitCode;
  vi.restoreAllMocks();
});

/** A run of the setup inside a folder of this test's own, as if it were the system's. */
function runIn(parent: string): { runDir: string; teardown: () => void } {
  process.env.TMPDIR = parent;
  const teardown = setup();
  const runDir = process.env.TMPDIR;
  return { runDir, teardown };
}

describe("the run's temporary folder", () => {
  it("is where os.tmpdir() points during the run, and is removed at its end with what tests left, named", () => {
    const parent = tempDir("guard-");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { runDir, teardown } = runIn(parent);
    expect(path.dirname(runDir)).toBe(parent);
    mkdirSync(path.join(runDir, "forgotten-abc123"));
    writeFileSync(path.join(runDir, "forgotten-abc123", "data"), "x");
    mkdirSync(path.join(runDir, "tsx-0"));

    teardown();
    expect(existsSync(runDir)).toBe(false);
    expect(process.env.TMPDIR).toBe(parent);
    expect(process.exitCode).toBe(savedExitCode);
    const report = warn.mock.calls.map((call) => String(call[0])).join("\n");
    expect(report).toContain("forgotten-abc123");
    // tsx's compile cache is no test's leftover.
    expect(report).not.toContain("tsx-0");
  });

  it.runIf(process.getuid?.() === 0)("fails the run when a test left a file system mounted there, unmounted", () => {
    const parent = tempDir("guard-");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { runDir, teardown } = runIn(parent);
    const disk = path.join(runDir, "small-disk-abc123");
    mkdirSync(disk);
    expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", disk]).status).toBe(0);

    expect(teardown).toThrow(/left 1 file system\(s\) mounted[^]*small-disk-abc123/);
    expect(mountsUnder([parent])).toEqual([]);
    expect(existsSync(runDir)).toBe(false);
    expect(process.exitCode).toBe(1);
  });

  it("removes the folders of runs stopped before their end, and no other run's", () => {
    const parent = tempDir("guard-");
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    const folder = (name: string, time: Date) => {
      const dir = path.join(parent, name);
      mkdirSync(dir);
      writeFileSync(path.join(dir, "left"), "x");
      utimesSync(dir, time, time);
      return dir;
    };
    const stale = folder(`teamwork-vitest-${gone}-aaaaaa`, hourAgo);
    const recent = folder(`teamwork-vitest-${gone}-bbbbbb`, new Date());
    const running = folder(`teamwork-vitest-${process.pid}-cccccc`, hourAgo);
    const other = folder("someone-elses-folder", hourAgo);
    vi.spyOn(console, "warn").mockImplementation(() => {});

    const { teardown } = runIn(parent);
    teardown();
    expect([stale, recent, running, other].map(existsSync)).toEqual([false, true, true, true]);
  });
});
