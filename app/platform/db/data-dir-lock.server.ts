import { open, type FileHandle } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";

import nativeFs from "fs-native-extensions";

/** The DATA_DIR is held by another process; its message is a complete sentence for the log. */
export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

export interface DataDirLock {
  release(): Promise<void>;
}

export const LOCK_FILE_NAME = "pglite.lock";

/**
 * PGlite admits one process per data directory; a second one corrupts it. The lock is one
 * the kernel keeps (an open-file-description lock, fcntl F_OFD_SETLK on Linux): it holds
 * across PID namespaces and containers sharing the volume, and it goes away with the
 * process however that ends (SIGKILL, OOM kill), so there is never a stale lock to remove
 * by hand. The file itself stays: deleting it on release would let two processes lock two
 * different files under the same name. Its text (pid and host of the holder) is only for
 * the refusal message.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  // a+ creates the file without truncating it, so a refused process never erases the holder's text.
  const file = await open(lockPath, "a+", 0o600);
  let granted: boolean;
  try {
    granted = nativeFs.tryLock(file.fd);
  } catch (error) {
    await file.close();
    throw error;
  }
  if (!granted) {
    const holder = describeHolder(await file.readFile("utf8").catch(() => ""));
    await file.close();
    throw new DataDirInUseError(
      `DATA_DIR "${dataDir}" is in use by another server${holder}; the embedded database admits one process at a time.`,
    );
  }
  await writeHolder(file);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      nativeFs.unlock(file.fd);
      await file.close();
    },
  };
}

/** Best effort: on a full disk the lock still holds, and PGlite's own start says what is wrong. */
async function writeHolder(file: FileHandle): Promise<void> {
  try {
    await file.truncate(0);
    await file.write(`${process.pid} ${hostname()}\n`, 0);
  } catch {
    // The text only improves another process's refusal message.
  }
}

/** " (pid 123 on host web-1)", from the holder's text; empty when there is none yet. */
function describeHolder(text: string): string {
  const match = /^(\d+)(?: (\S+))?/.exec(text.trim());
  if (!match) return "";
  return match[2] ? ` (pid ${match[1]} on host ${match[2]})` : ` (pid ${match[1]})`;
}
