import fs from "node:fs";

import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/*
 * PGlite's PostgreSQL runs with fsync off (`-F` in its default start parameters), and even
 * with it on nothing would reach the disk: Emscripten's Node file system (NODEFS) has no
 * fsync of its own, so PostgreSQL's fsync() calls end in a no-op, and its fdatasync() is a
 * no-op in any case. An acknowledged write then lives in the kernel's cache only, and a power
 * cut loses it (and a young database entirely). So, as PostgreSQL does on a real server:
 *
 * - NODEFS gets an fsync that syncs the real file (or directory) behind the stream;
 * - fsync is on, and the WAL is synced with fsync() (wal_sync_method=fsync; the default,
 *   fdatasync, would still reach the no-op), so a commit that wrote WAL is on disk before
 *   PostgreSQL reports it; read-only statements sync nothing;
 * - PostgreSQL itself then syncs the data files and pg_control at each checkpoint, new WAL
 *   segments and the directories that gain a file, and, after a crash, the whole data
 *   directory before recovery.
 *
 * This reaches into Emscripten's NODEFS object, which PGlite does not promise to keep: the
 * package's version is pinned, and openDurableFs refuses to start when the hook is missing.
 */

/** PGlite's start parameters with fsync on and the WAL synced by fsync(). */
export function durableStartParams(extra: readonly string[]): string[] {
  return [...PGlite.defaultStartParams.filter((param) => param !== "-F"), "-c", "wal_sync_method=fsync", ...extra];
}

interface EmscriptenStream {
  nfd?: number;
}

interface EmscriptenModule {
  NODEFS?: {
    stream_ops?: { fsync?: (stream: EmscriptenStream) => number };
    tryFSOperation?: <T>(operation: () => T) => T;
  };
}

type EmscriptenOptions = Awaited<ReturnType<NodeFS["init"]>>["emscriptenOpts"];

/** The PGlite file system of a data directory on disk whose fsync reaches the disk. */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [...(emscriptenOpts.preRun ?? []), (module: EmscriptenModule) => installFsync(module)];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as EmscriptenOptions };
  }
}

function installFsync(module: EmscriptenModule): void {
  const nodefs = module.NODEFS;
  if (!nodefs?.stream_ops || !nodefs.tryFSOperation) {
    throw new Error("This PGlite version's file system has no NODEFS stream operations to make durable.");
  }
  const tryFsOperation = nodefs.tryFSOperation.bind(nodefs);
  // Every open stream (files and directories alike) holds a real descriptor in `nfd`. A
  // failed fsync becomes an error PostgreSQL sees (and stops on), never a silent success.
  nodefs.stream_ops.fsync = (stream) => {
    tryFsOperation(() => fs.fsyncSync(stream.nfd!));
    return 0;
  };
}
