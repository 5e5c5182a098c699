/**
 * The file systems tests mount inside their temporary folders (the small and read-only tmpfs
 * disks of tests/support/temp-dir.ts, the loop disks of tests/support/loop-disk.ts), found in
 * the kernel's table of mounts rather than in a list kept by the test: a test that failed
 * half-way through mounting one is covered too. Released before the folder is removed: a
 * recursive removal would empty the mounted file system, then fail on its mount point
 * ("Device or resource busy") and leave the mount, and its memory or loop device, behind.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, realpathSync } from "node:fs";
import path from "node:path";

const within = (dir: string, candidate: string) => candidate === dir || candidate.startsWith(dir + path.sep);

function canonical(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

/** The mount points at or under any of `dirs`, deepest first (the order to unmount them in). */
export function mountsUnder(dirs: readonly string[]): string[] {
  if (process.platform !== "linux" || dirs.length === 0) return [];
  const roots = dirs.map(canonical);
  return (
    readFileSync("/proc/self/mounts", "utf8")
      .split("\n")
      .map((line) => line.split(" ")[1])
      .filter((point): point is string => !!point)
      // The table writes a space in a path as \040 (and a tab, a newline, a backslash likewise).
      .map((point) => point.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8))))
      .filter((point) => roots.some((root) => within(root, point)))
      .sort((a, b) => b.length - a.length)
  );
}

/**
 * Unmounts every file system mounted under `dirs`, and frees the loop devices whose image
 * lies there. Lazily (umount -l): a server just killed may hold a file there a moment longer,
 * and waiting for it would slow every run. Returns the mount points it found.
 */
export function releaseMountsUnder(dirs: readonly string[]): string[] {
  const points = mountsUnder(dirs);
  if (points.length === 0) return points;
  for (const point of points) spawnSync("umount", ["-l", point]);
  const loops = spawnSync("losetup", ["--list", "--noheadings", "--output", "NAME,BACK-FILE"], { encoding: "utf8" });
  const roots = dirs.map(canonical);
  for (const line of loops.status === 0 ? loops.stdout.split("\n") : []) {
    const [device, ...file] = line.trim().split(/\s+/);
    // A loop device still busy (its lazy unmount pending) is freed once the last user lets go.
    if (device && roots.some((root) => within(root, file.join(" ").replace(/ \(deleted\)$/, ""))))
      spawnSync("losetup", ["--detach", device]);
  }
  return points;
}
