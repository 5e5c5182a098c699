import net from "node:net";

import { afterEach, describe, expect, it, vi } from "vitest";

import { formatByteSize } from "~/platform/http/body-limits";

import { startTestSite, type TestServer } from "../tests/support/http-app";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

const limits = { form: 64 * 1024, upload: 1024 * 1024 };

/** A site whose routes say how much body they received. */
async function start() {
  let bodiesRead = 0;
  server = await startTestSite(
    async (request) => {
      const text = await request.text();
      bodiesRead++;
      return new Response(`received ${Buffer.byteLength(text)} bytes`);
    },
    { bodyLimits: limits },
  );
  return { server, bodiesRead: () => bodiesRead };
}

const formHeaders = { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://127.0.0.1" };

/**
 * Sends the head of a request by hand, then up to `bodyBytes` of body in 16 KB pieces
 * (chunked when no Content-Length is given), and resolves with what the server answered and
 * how much of the body it had been sent by then.
 */
function sendByHand(url: string, head: string, bodyBytes: number, chunked: boolean) {
  const { port } = new URL(url);
  return new Promise<{ status: number; text: string; sent: number }>((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    let sent = 0;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(pump);
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, text: answer.slice(answer.indexOf("\r\n\r\n") + 4), sent });
    };
    socket.on("data", (chunk) => {
      answer += chunk.toString();
      if (answer.includes("\r\n\r\n") && /\r\n\r\n[\s\S]+/.test(answer)) setTimeout(finish, 20);
    });
    socket.on("close", finish);
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // The server closes the connection after its 413: what we were still writing is refused.
      if (error.code === "EPIPE" || error.code === "ECONNRESET") finish();
      else reject(error);
    });
    socket.write(head);
    const piece = Buffer.alloc(16 * 1024, "a");
    const pump = setInterval(() => {
      if (sent >= bodyBytes || socket.destroyed) return;
      const data = chunked
        ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")])
        : piece;
      socket.write(data);
      sent += piece.length;
    }, 1);
  });
}

describe("request bodies", () => {
  it("refuses a 100 MB form before reading it, with 413 and a clear text, and logs no stack", async () => {
    const errors = vi.spyOn(console, "error");
    const { server, bodiesRead } = await start();
    const hundredMegabytes = 100 * 1024 * 1024;
    const head = [
      "POST /admin/login HTTP/1.1",
      "Host: 127.0.0.1",
      "Content-Type: application/x-www-form-urlencoded",
      `Content-Length: ${hundredMegabytes}`,
      "",
      "",
    ].join("\r\n");
    const answer = await sendByHand(server.url, head, hundredMegabytes, false);
    expect(answer.status).toBe(413);
    expect(answer.text).toBe("The request is too large: at most 64 KB may be sent here.");
    // Answered from the Content-Length alone: long before the body was on its way.
    expect(answer.sent).toBeLessThan(hundredMegabytes / 10);
    expect(bodiesRead()).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const { server, bodiesRead } = await start();
    const head = [
      "POST /contact HTTP/1.1",
      "Host: 127.0.0.1",
      "Content-Type: application/x-www-form-urlencoded",
      "Transfer-Encoding: chunked",
      "",
      "",
    ].join("\r\n");
    const answer = await sendByHand(server.url, head, 50 * 1024 * 1024, true);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(10 * 1024 * 1024);
    expect(bodiesRead()).toBe(0);
  });

  it("hands a form within the limit to the route whole", async () => {
    const { server } = await start();
    const body = `answer=${"x".repeat(60 * 1024)}`;
    const answer = await server.send("POST", "/admin/faqs", formHeaders, body);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(`received ${body.length} bytes`);
    const over = await server.send("POST", "/admin/faqs", formHeaders, `${body}${"y".repeat(5 * 1024)}`);
    expect(over.status).toBe(413);
  });

  it("gives a route that declares uploads its own, larger limit, data requests included", async () => {
    const { server } = await start();
    const body = "z".repeat(512 * 1024);
    expect((await server.send("POST", "/uploads/image", formHeaders, body)).text).toBe(`received ${body.length} bytes`);
    for (const path of ["/uploads/image", "/uploads/image.data"]) {
      expect((await server.send("POST", path, formHeaders, "z".repeat(1024 * 1024 + 1))).status, path).toBe(413);
    }
    expect((await server.send("POST", "/elsewhere.data", formHeaders, body)).status).toBe(413);
    // The ordinary limit everywhere else.
    expect((await server.send("POST", "/upload-elsewhere", formHeaders, body)).status).toBe(413);
  });

  it("names limits as people read them", () => {
    expect(formatByteSize(64 * 1024)).toBe("64 KB");
    expect(formatByteSize(12 * 1024 * 1024)).toBe("12 MB");
    expect(formatByteSize(512)).toBe("512 bytes");
  });
});
