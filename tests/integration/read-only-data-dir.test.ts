/**
 * The embedded database's disk turned read-only while the server runs (a remount after a disk
 * error, a volume detached): public pages the cache does not hold answer 503 with a page that
 * says 503 (PostgreSQL reports the file it cannot open as error 42501), never 500; pages it
 * holds keep coming; an admin write says nothing was saved. The disk is an ext4 loop device
 * forced into error, which the kernel then remounts read-only (errors=remount-ro), with the
 * server's files open. Needs root (as in CI).
 */
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createLoopDisk, loopDiskUnavailable, type LoopDisk } from "../support/loop-disk";
import { ensureBuild, killAll, startServer, type ServerProcess } from "../support/serve";

const ADMIN = { email: "read-only-admin@example.com", password: "read only test password" };
const servers: ServerProcess[] = [];
let disk: LoopDisk | undefined;

beforeAll(ensureBuild, 180_000);
afterAll(async () => {
  const exits = servers.map((server) => server.exited);
  killAll(servers);
  await Promise.all(exits);
  disk?.dispose();
});

describe("the data directory turned read-only while serving", { timeout: 300_000 }, () => {
  it("answers uncached public pages 503 (never 500), cached ones as before, and refuses admin writes", async (context) => {
    const unavailable = loopDiskUnavailable();
    if (unavailable) context.skip(`no loop device to turn read-only: ${unavailable}`);
    disk = createLoopDisk(256);
    const { server, port } = await startServer(
      { DATA_DIR: path.join(disk.mountPoint, "data"), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      { timeoutMs: 120_000 },
    );
    servers.push(server);
    const origin = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    // Rendered once, so the cache holds it.
    expect((await fetch(`${origin}/faqs`)).status).toBe(200);

    disk.cutPower();

    const uncached = ["/news", "/news/never-rendered", "/sitemap.xml", "/news.rss.xml", "/services"];
    const answers: Record<string, number> = {};
    for (const page of uncached) {
      const response = await fetch(`${origin}${page}`);
      const text = await response.text();
      answers[page] = response.status;
      expect(text, page).not.toMatch(/Something went wrong|Unexpected Server Error|>500</);
      if (response.status === 503 && response.headers.get("content-type")?.includes("html"))
        expect(text, page).toContain(">503<");
    }
    // Each one renders (what the database already had in memory) or says 503; at least one needed the disk.
    expect(
      Object.values(answers).every((status) => [200, 404, 503].includes(status)),
      JSON.stringify(answers),
    ).toBe(true);
    expect(Object.values(answers), JSON.stringify(answers)).toContain(503);
    expect((await fetch(`${origin}/faqs`)).status).toBe(200);

    const write = await fetch(`${origin}/admin/faqs.data`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "create",
        question: "Saved on a read-only disk?",
        answer: "No.",
        displayOrder: "0",
      }),
    });
    expect(write.status).toBe(503);
    expect(await write.text()).toMatch(/not saved|nothing was saved/);
  });
});
