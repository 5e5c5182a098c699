import { open, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

const waitLimitMs = 180_000;

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * Runs `build` once per test run, across every Vitest worker process, and returns what it
 * returned. `runDir` is the run's own directory (made by the global setup): the first caller
 * takes `<name>.lock` and writes `<name>.done`; the others wait for that file. A failed build
 * is recorded too, so the waiting callers fail with its message instead of timing out.
 */
export async function oncePerRun(runDir: string, name: string, build: () => Promise<string>): Promise<string> {
  const done = path.join(runDir, `${name}.done`);
  const failed = path.join(runDir, `${name}.failed`);
  const finished = await readIfPresent(done);
  if (finished !== undefined) return finished;

  let lock;
  try {
    lock = await open(path.join(runDir, `${name}.lock`), "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if (lock) {
    await lock.close();
    try {
      const result = await build();
      // Written whole under another name, then renamed: a waiting reader never sees half of it.
      await writeFile(`${done}.partial`, result);
      await rename(`${done}.partial`, done);
      return result;
    } catch (error) {
      await writeFile(failed, (error as Error).stack ?? String(error));
      throw error;
    }
  }

  const deadline = Date.now() + waitLimitMs;
  for (;;) {
    const result = await readIfPresent(done);
    if (result !== undefined) return result;
    const failure = await readIfPresent(failed);
    if (failure !== undefined) throw new Error(`Another test worker failed to prepare "${name}":\n${failure}`);
    if (Date.now() > deadline)
      throw new Error(`Waited ${waitLimitMs / 1000} s for another test worker to prepare "${name}".`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
