import net, { type AddressInfo, type Socket } from "node:net";

import { describe, expect, it } from "vitest";

import { createHttpServer, keepAliveTimeoutMs } from "./http-server";

/** Sends one GET on `socket` and resolves with what came back before the next pause. */
function get(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.endsWith("page")) done();
    };
    const onEnd = () => done();
    const done = () => {
      socket.off("data", onData).off("end", onEnd).off("error", reject);
      resolve(text);
    };
    socket.on("data", onData).once("end", onEnd).once("error", reject);
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n");
  });
}

describe("createHttpServer", () => {
  it("keeps an idle connection open past the 5 s after which clients close their own", async () => {
    expect(keepAliveTimeoutMs).toBeGreaterThan(60_000);
    const server = createHttpServer((_req, res) => res.end("page"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const socket = net.connect((server.address() as AddressInfo).port, "127.0.0.1");
    let closedAt: number | undefined;
    socket.once("close", () => (closedAt = Date.now()));
    try {
      expect(await get(socket)).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*Keep-Alive: timeout=65/);
      // Node's default would have closed it at 5 s.
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      expect(closedAt).toBeUndefined();
      expect(await get(socket)).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*page$/);
    } finally {
      socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 15_000);
});
