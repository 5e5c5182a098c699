import { spawn } from "node:child_process";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { describe, expect, it } from "vitest";

import { renderTurns } from "./render-turns";

type Next = () => void;
type Gate = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

const noGate: Gate = (_req, _res, next) => next();

/** Resolves in the event loop's next pass (its check phase), after the renders queued before. */
const nextPass = () => new Promise((resolve) => setImmediate(resolve));

function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Rendering on the embedded database: no I/O to wait for, the loop is busy throughout.
  }
}

/*
 * The client runs in a process of its own, as visitors do, so that it acts while the server
 * is busy: 20 keep-alive connections send a request each at once; when the first answer
 * arrives, one more visitor connects.
 */
const visitors = `
const net = require("node:net");
const port = Number(process.argv[1]);
const request = "GET / HTTP/1.1\\r\\nHost: localhost\\r\\n\\r\\n";
const sockets = [];
let connected = 0;
let latecomer;
for (let i = 0; i < 20; i++) {
  const socket = net.connect(port, "127.0.0.1", () => {
    if (++connected === 20) setTimeout(() => sockets.forEach((s) => s.write(request)), 100);
  });
  socket.on("data", () => {
    latecomer ??= net.connect(port, "127.0.0.1", () => latecomer.write(request));
  });
  sockets.push(socket);
}
process.stdin.on("data", () => process.exit(0));
`;

/** How many of the 20 renders had ended when the server accepted the 21st connection. */
async function rendersBeforeLatecomerAccepted(gate: Gate): Promise<number> {
  let rendered = 0;
  let connections = 0;
  let answer!: (count: number) => void;
  const result = new Promise<number>((resolve) => (answer = resolve));
  const server = http.createServer((req, res) =>
    gate(req, res, () => {
      busyFor(20);
      rendered++;
      res.end("page");
    }),
  );
  server.on("connection", () => {
    if (++connections === 21) answer(rendered);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const client = spawn(process.execPath, ["-e", visitors, String((server.address() as AddressInfo).port)], {
    stdio: ["pipe", "inherit", "inherit"],
  });
  try {
    return await result;
  } finally {
    client.stdin.end("stop");
    await new Promise((resolve) => client.once("exit", resolve));
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("renderTurns", () => {
  it("lets the server accept a new connection between two renders", async () => {
    // Without turns the 20 requests read in one poll all render before the loop polls again.
    expect(await rendersBeforeLatecomerAccepted(noGate)).toBe(20);
    expect(await rendersBeforeLatecomerAccepted(renderTurns())).toBeLessThanOrEqual(3);
  });

  it("starts the waiting requests in the order they came, one per pass of the event loop", async () => {
    const turns = renderTurns();
    const started: string[] = [];
    const res = { destroyed: false } as ServerResponse;
    for (const name of ["a", "b", "c"]) turns({} as IncomingMessage, res, () => started.push(name));
    expect(started).toEqual([]);
    await nextPass();
    expect(started).toEqual(["a"]);
    await nextPass();
    expect(started).toEqual(["a", "b"]);
    await nextPass();
    expect(started).toEqual(["a", "b", "c"]);
  });

  it("skips a request whose client left while it waited", async () => {
    const turns = renderTurns();
    const started: string[] = [];
    turns({} as IncomingMessage, { destroyed: true } as ServerResponse, () => started.push("gone"));
    turns({} as IncomingMessage, { destroyed: false } as ServerResponse, () => started.push("here"));
    // Two passes of the event loop, not a time: on a busy machine a timer can come first.
    await nextPass();
    await nextPass();
    expect(started).toEqual(["here"]);
  });
});
