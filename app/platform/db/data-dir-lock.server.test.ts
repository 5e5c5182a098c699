import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { tempDir } from "../../../tests/support/temp-dir";
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from "./data-dir-lock.server";

const root = path.resolve(import.meta.dirname, "../../..");
const lockModule = path.join(import.meta.dirname, "data-dir-lock.server.ts");
/** A second container on the same volume: its own PID namespace (needs root, as in CI). */
const OTHER_PID_NAMESPACE = ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"];
const canUnshare = spawnSync(OTHER_PID_NAMESPACE[0]!, [...OTHER_PID_NAMESPACE.slice(1), "true"]).status === 0;

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/**
 * Another process that tries to lock `dataDir`: prints "locked <pid>" and keeps it until
 * killed, or prints "refused: <message>" and exits.
 */
function otherProcess(dataDir: string, wrapper: string[] = []): { child: ChildProcess; said: Promise<string> } {
  const code = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    try { await lockDataDir(${JSON.stringify(dataDir)}); console.log("locked " + process.pid); setInterval(() => {}, 1000); }
    catch (error) { console.log("refused: " + error.message); }`;
  // tsx in-process (--import), not its CLI: a SIGKILL must reach the process that holds the lock.
  const [command, ...args] = [...wrapper, process.execPath, "--import", "tsx", "--input-type=module", "-e", code];
  const child = spawn(command!, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  const said = new Promise<string>((resolve) => {
    let output = "";
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      if (output.includes("\n")) resolve(output.trim());
    });
    child.on("exit", () => resolve(output.trim()));
  });
  return { child, said };
}

function freshDataDir(): string {
  return tempDir("lock-");
}

describe("the DATA_DIR lock", { timeout: 30_000 }, () => {
  it("admits one holder at a time, also within one process, and is free again once released", async () => {
    const dataDir = freshDataDir();
    const lock = await lockDataDir(dataDir);
    const refusal = await lockDataDir(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toMatch(
      new RegExp(
        `^DATA_DIR ".*" is in use by another server \\(pid ${process.pid} on host .+\\); the embedded database admits one process at a time\\.$`,
      ),
    );
    await lock.release();
    await (await lockDataDir(dataDir)).release();
  });

  it("refuses while another process holds it, and is free as soon as that process is SIGKILLed", async () => {
    const dataDir = freshDataDir();
    const holder = otherProcess(dataDir);
    const said = await holder.said;
    expect(said).toMatch(/^locked \d+$/);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `is in use by another server (pid ${said.split(" ")[1]} on host`,
    );
    holder.child.kill("SIGKILL");
    await new Promise((resolve) => holder.child.once("exit", resolve));
    await (await lockDataDir(dataDir)).release();
  });

  it("does not trust a lock file's text: a live pid left in it by a crash does not block", async () => {
    const dataDir = freshDataDir();
    // A pid that is alive (ours): the PID-file lock took this for a running server.
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${process.pid}`);
    const lock = await lockDataDir(dataDir);
    await lock.release();
  });

  it.runIf(canUnshare)("holds across PID namespaces, both ways (two containers on one volume)", async () => {
    const dataDir = freshDataDir();
    const lock = await lockDataDir(dataDir);
    const contender = otherProcess(dataDir, OTHER_PID_NAMESPACE);
    expect(await contender.said).toMatch(/^refused: DATA_DIR ".*" is in use by another server \(pid \d+ on host/);
    await lock.release();

    const holder = otherProcess(dataDir, OTHER_PID_NAMESPACE);
    // pid 1: the first process of its own namespace, a pid that is alive in ours too.
    expect(await holder.said).toBe("locked 1");
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    // unshare's death kills its child (PR_SET_PDEATHSIG) a moment later.
    holder.child.kill("SIGKILL");
    await (await lockWhenFree(dataDir)).release();
  });
});

async function lockWhenFree(dataDir: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await lockDataDir(dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
