import http from "node:http";

import { afterEach, describe, expect, it, vi } from "vitest";

import { startTestSite, type TestServer } from "../tests/support/http-app";
import { createRenderSlots } from "./render-slots";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("the React Router handler's render slots", () => {
  it("takes one request at a time with one slot; the next waits its turn, and both are answered", async () => {
    const slots = createRenderSlots(1);
    const first = gate();
    const started: string[] = [];
    server = await startTestSite(
      async (_request, url) => {
        started.push(url.pathname);
        if (url.pathname === "/slow") await first.opened;
        return new Response(`answered ${url.pathname}`);
      },
      { renderSlots: slots },
    );
    const slow = server.get("/slow");
    await expect.poll(() => started).toEqual(["/slow"]);
    const quick = server.get("/quick");
    await expect.poll(() => slots.waiting).toBe(1);
    expect(started).toEqual(["/slow"]);

    first.open();
    expect((await slow).text).toBe("answered /slow");
    expect((await quick).text).toBe("answered /quick");
    expect(started).toEqual(["/slow", "/quick"]);
    expect([slots.inUse, slots.waiting]).toEqual([0, 0]);
  });

  it("gives up the turn of a client that left while waiting, and frees the slot after an error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const slots = createRenderSlots(1);
    const first = gate();
    const started: string[] = [];
    server = await startTestSite(
      async (_request, url) => {
        started.push(url.pathname);
        if (url.pathname === "/slow") await first.opened;
        if (url.pathname === "/fails") throw new Error("the route failed");
        return new Response("ok");
      },
      { renderSlots: slots },
    );
    const slow = server.get("/slow");
    await expect.poll(() => started).toEqual(["/slow"]);
    const leaving = http.request(`${server.url}/left`, { agent: false });
    leaving.on("error", () => {});
    leaving.end();
    await expect.poll(() => slots.waiting).toBe(1);
    leaving.destroy();
    await expect.poll(() => slots.waiting).toBe(0);

    first.open();
    await slow;
    expect((await server.get("/fails")).status).toBe(500);
    expect((await server.get("/after")).status).toBe(200);
    expect(started).toEqual(["/slow", "/fails", "/after"]);
    expect([slots.inUse, slots.waiting]).toEqual([0, 0]);
  });
});
