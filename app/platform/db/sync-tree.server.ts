import { open, readdir } from "node:fs/promises";
import path from "node:path";

/** fsync one file or directory. */
export async function syncPath(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Syncs at a time: an embedded database is over a thousand files, synced at every start. One
 * after the other, each open, fsync and close waits for the one before (~0.3 s a start on a
 * two-core machine); several at once keep Node's four file-system threads busy (about half).
 */
const SYNCS_AT_ONCE = 8;

/**
 * fsync every file and directory under `root`, then `root` itself: what was written there
 * without a sync (PGlite's initdb, a database copied in by hand or by an earlier version that
 * never synced) is on disk afterwards, names included. Nothing else writes there meanwhile.
 */
export async function syncTree(root: string): Promise<void> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const pathsOf = (kind: "file" | "directory") =>
    entries
      .filter((entry) => (kind === "file" ? entry.isFile() : entry.isDirectory()))
      .map((entry) => path.join(entry.parentPath, entry.name));
  await syncAll(pathsOf("file"));
  await syncAll([...pathsOf("directory"), root]);
}

async function syncAll(targets: string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < targets.length) await syncPath(targets[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(SYNCS_AT_ONCE, targets.length) }, worker));
}
