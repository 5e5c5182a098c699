/**
 * The container image built and run as a container engine would, with buildah on a machine
 * that has no daemon and cannot pull images (docs/development.md#the-container-test): the
 * Dockerfile's NODE_IMAGE is a local base made by deploy/container/make-local-base.sh, builds
 * and runs use chroot isolation on the host network. `buildah run` runs the command it is
 * given, so the image's own CMD, USER and HEALTHCHECK are read from its configuration and
 * given to it, and SIGTERM goes to the container's first process (its node), as `docker stop`
 * sends it.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "../..");
const BUILDAH = ["buildah", "--storage-driver", "vfs"];

function buildah(args: string[], options: { timeout?: number } = {}): string {
  return execFileSync(BUILDAH[0]!, [...BUILDAH.slice(1), ...args], {
    cwd: projectRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    timeout: options.timeout,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** The local stand-in for node:20-bookworm-slim (made once, then reused). */
export function localBaseImage(): string {
  return execFileSync("bash", ["deploy/container/make-local-base.sh"], { cwd: projectRoot, encoding: "utf8" }).trim();
}

/** Where the base's rootfs and the builds' npm cache are kept between runs. */
const cacheDir = process.env.CONTAINER_CACHE_DIR || "/var/tmp/teamwork-staffing-container";

function openFilesHardLimit(): string {
  return execFileSync("bash", ["-c", "ulimit -Hn"], { encoding: "utf8" }).trim();
}

/** Builds the Dockerfile as IMAGE on `base`, with an npm cache of its own kept between runs. */
export function buildImage(image: string, base: string): void {
  const npmCache = path.join(cacheDir, "npm-cache");
  mkdirSync(npmCache, { recursive: true });
  buildah(
    [
      "bud",
      "--isolation",
      "chroot",
      "--network",
      "host",
      // OCI, buildah's default, has no HEALTHCHECK.
      "--format",
      "docker",
      "--layers=false",
      // npm ci opens more files at once than the chroot's default limit (1,024) allows (EMFILE):
      // the build gets this process's hard limit, the most it may be given.
      "--ulimit",
      `nofile=${openFilesHardLimit()}:${openFilesHardLimit()}`,
      "--build-arg",
      `NODE_IMAGE=${base}`,
      "--build-arg",
      "NPM_CONFIG_PREFER_OFFLINE=true",
      "--volume",
      `${npmCache}:/root/.npm`,
      "--tag",
      image,
      "--file",
      "Dockerfile",
      ".",
    ],
    { timeout: 15 * 60_000 },
  );
}

export interface ImageConfig {
  Cmd: string[];
  User: string;
  WorkingDir: string;
  Env: string[];
  Volumes: Record<string, object> | null;
  StopSignal?: string;
  Healthcheck?: { Test: string[] };
}

export function imageConfig(image: string): ImageConfig {
  return JSON.parse(buildah(["inspect", "--type", "image", image])).Docker.config as ImageConfig;
}

export function removeImage(image: string): void {
  buildah(["rmi", "--force", image]);
}

/** A container made from the image, whose /data is the host directory given (as `docker run -v dir:/data`). */
export class Container {
  readonly name: string;
  readonly config: ImageConfig;

  constructor(
    image: string,
    private readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {
    this.config = imageConfig(image);
    this.name = buildah(["from", image]).trim();
    // buildah gives each declared VOLUME an anonymous volume that would hide the bind mount.
    for (const volume of Object.keys(this.config.Volumes ?? {}))
      buildah(["config", "--volume", `${volume}-`, this.name]);
  }

  private runArgs(command: string[]): string[] {
    return [
      ...BUILDAH.slice(1),
      "run",
      "--isolation",
      "chroot",
      "--network",
      "host",
      "--user",
      this.config.User,
      ...Object.entries(this.env).flatMap(([name, value]) => ["--env", `${name}=${value}`]),
      "--volume",
      `${this.dataDir}:/data`,
      this.name,
      "--",
      ...command,
    ];
  }

  /** Runs a command to its end in the container (as the image's user): its exit code and output. */
  exec(command: string[]): { code: number; output: string } {
    try {
      const output = execFileSync(BUILDAH[0]!, this.runArgs(command), { encoding: "utf8", stdio: "pipe" });
      return { code: 0, output };
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
    }
  }

  /** Starts the image's CMD. */
  start(): RunningContainer {
    return new RunningContainer(
      spawn(BUILDAH[0]!, this.runArgs(this.config.Cmd), { stdio: ["ignore", "pipe", "pipe"] }),
    );
  }

  /** The image's HEALTHCHECK, run once: true when it passes. */
  healthy(): boolean {
    const test = this.config.Healthcheck!.Test;
    if (test[0] !== "CMD") throw new Error(`Unexpected HEALTHCHECK form ${test[0]}`);
    return this.exec(test.slice(1)).code === 0;
  }

  remove(): void {
    buildah(["rm", this.name]);
  }
}

export class RunningContainer {
  private output = "";
  readonly exited: Promise<number | null>;

  constructor(private readonly child: ChildProcess) {
    child.stdout!.on("data", (chunk) => (this.output += chunk));
    child.stderr!.on("data", (chunk) => (this.output += chunk));
    this.exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  }

  logs(): string {
    return this.output;
  }

  /** The container's first process: the first process below buildah's that is not buildah's own. */
  mainProcess(): number {
    // buildah is written in Go, whose threads fork: find children by their parent id.
    const parents = new Map<number, number[]>();
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
      } catch {
        // Gone meanwhile.
      }
    }
    const queue = [...(parents.get(this.child.pid!) ?? [])];
    while (queue.length > 0) {
      const pid = queue.shift()!;
      const command = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
      if (!command.startsWith("buildah") && !command.startsWith("memfd:buildah")) return pid;
      queue.push(...(parents.get(pid) ?? []));
    }
    throw new Error("The container has no process of its own.");
  }

  /** As `docker stop`: SIGTERM to the container's first process; its exit code. */
  async stop(): Promise<number | null> {
    process.kill(this.mainProcess(), "SIGTERM");
    return this.exited;
  }

  kill(): void {
    this.child.kill("SIGKILL");
    try {
      process.kill(this.mainProcess(), "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}
