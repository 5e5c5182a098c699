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
 * fsync every file and directory under `root`, then `root` itself: what was written there
 * without a sync (PGlite's initdb, a database copied in by hand or by an earlier version that
 * never synced) is on disk afterwards, names included.
 */
export async function syncTree(root: string): Promise<void> {
  const entries = await readdir(root, { withFileTypes: true });
  for (const entry of entries) {
    const child = path.join(root, entry.name);
    if (entry.isDirectory()) await syncTree(child);
    else if (entry.isFile()) await syncPath(child);
  }
  await syncPath(root);
}
