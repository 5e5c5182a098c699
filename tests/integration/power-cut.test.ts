/**
 * A power cut under the embedded database, from the outside: the data directory is on an ext4
 * filesystem of its own (a loop device) that is forced into error right after the server
 * acknowledged its writes, which drops whatever the kernel had not yet written (as when the
 * power goes), then mounted again. Every acknowledged write must be there after the restart,
 * and so must a database that was never written to since start-up. Needs root (as in CI).
 */
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createLoopDisk, loopDiskUnavailable, type LoopDisk } from "../support/loop-disk";
import { ensureBuild, killAll, startServer, type ServerProcess } from "../support/serve";

const ADMIN = { email: "power-cut-admin@example.com", password: "power cut test password" };
const WRITES = 12;

const unavailable = loopDiskUnavailable();
const servers: ServerProcess[] = [];
let disk: LoopDisk | undefined;

beforeAll(ensureBuild, 180_000);
afterAll(async () => {
  // The filesystem unmounts only once nothing holds a file there any more.
  const exits = servers.map((server) => server.exited);
  killAll(servers);
  await Promise.all(exits);
  disk?.dispose();
});

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status, "the admin signs in").toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function createFaq(port: number, cookie: string, question: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/admin/faqs`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: `http://127.0.0.1:${port}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      intent: "create",
      question,
      answer: "Written before the power cut.",
      displayOrder: "0",
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function storedQuestions(dataDir: string): Promise<string[]> {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return (await db.query<{ question: string }>("select question from faqs order by question")).rows.map(
      (row) => row.question,
    );
  } finally {
    await db.close();
  }
}

/** The power goes: the filesystem drops what it holds in memory, the server dies with it. */
async function cutPowerUnder(server: ServerProcess): Promise<void> {
  disk!.cutPower();
  server.child.kill("SIGKILL");
  await server.exited;
  disk!.remount();
}

describe("a power cut under the embedded database", { timeout: 300_000 }, () => {
  it("keeps a database never written since start-up, and every acknowledged write", async (context) => {
    if (unavailable) context.skip(`no loop device to cut the power under: ${unavailable}`);
    disk = createLoopDisk(256);
    const dataDir = path.join(disk.mountPoint, "data");
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

    // The first start makes the database; nothing is written after it is ready.
    const first = await startServer(env, { timeoutMs: 120_000 });
    servers.push(first.server);
    expect(first.server.output()).toContain(`admin ${ADMIN.email} created`);
    await cutPowerUnder(first.server);

    // The same database, not a new one: its admin is already there.
    const second = await startServer(env, { timeoutMs: 120_000 });
    servers.push(second.server);
    expect(second.server.output()).toContain(`admin ${ADMIN.email} already exists`);
    const cookie = await signIn(second.port);
    const acknowledged: string[] = [];
    for (let n = 1; n <= WRITES; n++) {
      const question = `Written before the power cut, number ${String(n).padStart(2, "0")}?`;
      expect(await createFaq(second.port, cookie, question)).toBe(200);
      acknowledged.push(question);
    }
    // At once: no time for the kernel to write anything back by itself.
    await cutPowerUnder(second.server);

    const third = await startServer(env, { timeoutMs: 120_000 });
    servers.push(third.server);
    expect(third.server.output()).toContain(`admin ${ADMIN.email} already exists`);
    await signIn(third.port);
    third.server.child.kill("SIGINT");
    await third.server.exited;
    expect(await storedQuestions(dataDir)).toEqual(acknowledged);
  });
});
