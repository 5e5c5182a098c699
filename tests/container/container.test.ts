/**
 * `npm run test:container`: builds the real Dockerfile and runs the image on each engine:
 * sign in, create a FAQ, stop with SIGTERM, start a new container on the same volume (and
 * database), find the FAQ. Needs root, buildah and debootstrap (Debian packages) and, for
 * PostgreSQL, TEST_DATABASE_URL or scripts/throwaway-postgres.sh's PostgreSQL 15.
 */
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  buildImage,
  Container,
  imageConfig,
  localBaseImage,
  projectRoot,
  removeImage,
  type RunningContainer,
} from "./buildah";

const IMAGE = `localhost/teamwork-staffing:container-test-${process.pid}`;
const ADMIN = { email: "container-admin@example.com", password: "container admin password" };
const NODE_USER_ID = 1000;
let buildSeconds = 0;

const cleanups: (() => void | Promise<void>)[] = [];
afterAll(async () => {
  // Each one, even when another fails: a container left behind keeps its image's storage.
  const failures: unknown[] = [];
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, "Some of the container test's clean-up failed.");
});

beforeAll(() => {
  const started = Date.now();
  const base = localBaseImage();
  buildImage(IMAGE, base);
  buildSeconds = (Date.now() - started) / 1000;
  console.log(`container test: base ${base}, image built in ${buildSeconds.toFixed(0)} s`);
  cleanups.push(() => removeImage(IMAGE));
}, 20 * 60_000);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A directory for /data, owned by the image's user as a named volume would be. */
function volume(): string {
  const dir = mkdtempSync(path.join(process.env.TMPDIR || "/tmp", "container-data-"));
  chownSync(dir, NODE_USER_ID, NODE_USER_ID);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function waitUntilReady(port: number, running: RunningContainer): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The container did not become healthy:\n${running.logs()}`);
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function createFaq(origin: string, cookie: string, question: string): Promise<void> {
  const response = await fetch(`${origin}/admin/faqs`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "create",
      question,
      answer: "Yes: it survives a restart.",
      displayOrder: "0",
      isPublished: "on",
    }),
    redirect: "manual",
  });
  expect(response.status).toBe(200);
}

async function publicFaqs(origin: string): Promise<string> {
  const response = await fetch(`${origin}/faqs`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The scenario on one engine: `env` picks it (DATABASE_URL or the embedded database in /data). */
async function survivesARestart(env: Record<string, string>): Promise<void> {
  const dataDir = volume();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const containerEnv = {
    ...env,
    PORT: String(port),
    PUBLIC_URL: origin,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SHUTDOWN_GRACE_MS: "300",
  };
  const question = `Does a FAQ outlive its container (${Date.now()})?`;

  const first = new Container(IMAGE, dataDir, containerEnv);
  cleanups.push(() => first.remove());
  const running = first.start();
  cleanups.push(() => running.kill());
  await waitUntilReady(port, running);
  expect(first.healthy()).toBe(true);
  await createFaq(origin, await signIn(origin), question);
  expect(await publicFaqs(origin)).toContain(question);
  expect(await running.stop()).toBe(0);
  expect(running.logs()).toContain("SIGTERM received");
  expect(running.logs()).toContain("Stopped.");
  expect(first.healthy()).toBe(false);
  // The admin tool as docs/deploying.md runs it in the container, on the same data.
  const listed = first.exec(["npm", "run", "-s", "admin", "--", "list"]);
  expect(listed, "npm run -s admin -- list").toMatchObject({ code: 0, output: expect.stringContaining(ADMIN.email) });

  // A new container on the same volume and database, as after `docker compose up` with a new image.
  const second = new Container(IMAGE, dataDir, containerEnv);
  cleanups.push(() => second.remove());
  const again = second.start();
  cleanups.push(() => again.kill());
  await waitUntilReady(port, again);
  expect(await publicFaqs(origin)).toContain(question);
  await signIn(origin);
  expect(await again.stop()).toBe(0);
}

describe("the container image", { timeout: 10 * 60_000 }, () => {
  it("runs as a non-root user, keeps /data in a volume, has a health check and no secrets or dev tools", () => {
    const config = imageConfig(IMAGE);
    expect(config.User).toBe("node");
    expect(Object.keys(config.Volumes ?? {})).toEqual(["/data"]);
    expect(config.Cmd[0]).toBe("node");
    expect(config.StopSignal).toBe("SIGTERM");
    expect(config.Healthcheck?.Test.join(" ")).toContain("/healthz");
    expect(config.Env.join("\n")).not.toMatch(/SECRET|PASSWORD|DATABASE_URL|SMTP_URL/);
    const container = new Container(IMAGE, volume(), {});
    try {
      expect(container.exec(["id", "-u"]).output.trim()).toBe(String(NODE_USER_ID));
      expect(container.exec(["node", "--version"]).output).toMatch(/^v20\./);
      for (const absent of ["node_modules/vitest", "node_modules/@playwright/test", ".env", ".git", "data"]) {
        expect(container.exec(["test", "-e", absent]).code, `${absent} is in the image`).not.toBe(0);
      }
      expect(container.exec(["test", "-f", "node_modules/react-router/package.json"]).code).toBe(0);
    } finally {
      container.remove();
    }
  });

  it("keeps a FAQ across a SIGTERM and a new container, on the embedded database", async () => {
    await survivesARestart({});
  });

  it("keeps a FAQ across a SIGTERM and a new container, on PostgreSQL", async () => {
    let serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      const started = execFileSync("bash", ["scripts/throwaway-postgres.sh", "start"], {
        cwd: projectRoot,
        encoding: "utf8",
      });
      serverUrl = /TEST_DATABASE_URL=(\S+)/.exec(started)![1]!;
      const dir = /PG_THROWAWAY_DIR=(\S+)/.exec(started)![1]!;
      cleanups.push(
        () => void execFileSync("bash", ["scripts/throwaway-postgres.sh", "stop", dir], { cwd: projectRoot }),
      );
    }
    const database = `container_test_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    await survivesARestart({ DATABASE_URL: url.toString() });
  });
});
