/**
 * A small ext4 filesystem of its own (an image file on a loop device) that a test can "cut
 * the power" to: the filesystem is forced into error (ext4's trigger_fs_error, mounted with
 * errors=remount-ro), which aborts its journal at once, so whatever the kernel still held in
 * its cache and had not committed never reaches the disk; it is then unmounted and mounted
 * again, as after a reboot, keeping exactly what was made durable. Needs root.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

import { tempDir } from "./temp-dir";

/** Why this machine cannot make a loop device (not root, no loop driver, none free), or null when it can. */
export function loopDiskUnavailable(): string | null {
  if (process.platform !== "linux") return "loop devices exist on Linux only";
  if (process.getuid?.() !== 0) return "making a loop device needs root";
  if (!existsSync("/dev/loop-control")) return "this kernel has no loop device driver (/dev/loop-control)";
  const free = spawnSync("losetup", ["--find"], { encoding: "utf8" });
  if (free.error) return `losetup cannot run (${free.error.message})`;
  if (free.status !== 0) return `no free loop device (${free.stderr.trim()})`;
  return null;
}

export interface LoopDisk {
  /** Where the filesystem is mounted. */
  mountPoint: string;
  /** Forces the filesystem into error: nothing more it holds in memory reaches the disk. */
  cutPower(): void;
  /** Unmounts and mounts it again, as the next boot does (the journal is replayed). */
  remount(): void;
  dispose(): void;
}

/**
 * Its folder is a tempDir: should the test end without `dispose()`, the file's end unmounts the
 * filesystem, frees the loop device and removes the image all the same.
 */
export function createLoopDisk(megabytes: number): LoopDisk {
  const workDir = tempDir("loop-disk-");
  const image = path.join(workDir, "disk.img");
  const mountPoint = path.join(workDir, "mnt");
  execFileSync("truncate", ["-s", `${megabytes}M`, image]);
  execFileSync("mkfs.ext4", ["-q", "-F", image]);
  const device = execFileSync("losetup", ["--find", "--show", image], { encoding: "utf8" }).trim();
  const mount = () => execFileSync("mount", ["-o", "errors=remount-ro", device, mountPoint]);
  execFileSync("mkdir", [mountPoint]);
  try {
    mount();
  } catch (error) {
    // Not mounted, so the end of the file would not find it: the loop device is freed here.
    spawnSync("losetup", ["--detach", device]);
    throw error;
  }
  return {
    mountPoint,
    cutPower() {
      execFileSync("sh", ["-c", `echo 1 > /sys/fs/ext4/${path.basename(device)}/trigger_fs_error`]);
    },
    remount() {
      execFileSync("umount", [mountPoint]);
      // As a boot does after an error: the check also proves nothing holds the filesystem any more.
      const check = spawnSync("e2fsck", ["-f", "-y", device], { encoding: "utf8" });
      if (check.status === null || check.status >= 4) throw new Error(`e2fsck failed: ${check.stdout}${check.stderr}`);
      mount();
      const options = readFileSync("/proc/mounts", "utf8")
        .split("\n")
        .find((line) => line.split(" ")[1] === mountPoint)
        ?.split(" ")[3];
      if (!options?.split(",").includes("rw")) throw new Error(`${mountPoint} is not mounted read-write (${options})`);
    },
    dispose() {
      // A process just killed may hold the filesystem a moment longer: retry, then detach it lazily.
      for (let attempt = 0; attempt < 20 && spawnSync("umount", [mountPoint]).status !== 0; attempt++) {
        if (!readFileSync("/proc/mounts", "utf8").includes(` ${mountPoint} `)) break;
        if (attempt === 19) spawnSync("umount", ["-l", mountPoint]);
        else spawnSync("sleep", ["0.25"]);
      }
      spawnSync("losetup", ["--detach", device]);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
