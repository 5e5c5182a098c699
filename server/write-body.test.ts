import { Writable } from "node:stream";
import { finished } from "node:stream/promises";

import { describe, expect, it } from "vitest";

import { ResponseClosedError, writeBody } from "./write-body";

/** A response that records each write and flush, answering writes after `delayMs` when given. */
function recordingResponse({ highWaterMark = 1024 * 1024, delayMs = 0 } = {}) {
  const events: string[] = [];
  const out = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      events.push(`write ${chunk.toString()}`);
      if (delayMs) setTimeout(callback, delayMs);
      else callback();
    },
  }) as Writable & { flush: () => void };
  out.flush = () => events.push("flush");
  out.on("finish", () => events.push("end"));
  return { out, events };
}

const text = (value: string) => new TextEncoder().encode(value);

describe("writeBody", () => {
  it("sends the chunks that arrive together as one write, flushed once", async () => {
    const { out, events } = recordingResponse();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ["<html>", "<body>", "hello", "</body>", "</html>"]) controller.enqueue(text(part));
        controller.close();
      },
    });
    await writeBody(body, out);
    await finished(out);
    expect(events).toEqual(["write <html><body>hello</body></html>", "end"]);
  });

  it("flushes what is ready before waiting for the rest of a streamed page", async () => {
    const { out, events } = recordingResponse();
    let later!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text("shell "));
        controller.enqueue(text("ready"));
        later = () => {
          controller.enqueue(text(" then data"));
          controller.close();
        };
      },
    });
    const writing = writeBody(body, out);
    await expect.poll(() => events).toEqual(["write shell ready", "flush"]);
    later();
    await writing;
    await finished(out);
    expect(events).toEqual(["write shell ready", "flush", "write  then data", "end"]);
  });

  it("writes a long burst in pieces of at most 64 KB plus a chunk, in order, waiting for a slow client", async () => {
    const { out, events } = recordingResponse({ highWaterMark: 16, delayMs: 1 });
    const parts = Array.from({ length: 40 }, (_, i) => `${String(i).padStart(2, "0")}${"x".repeat(4094)}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(text(part));
        controller.close();
      },
    });
    await writeBody(body, out);
    await finished(out);
    const writes = events.filter((event) => event.startsWith("write ")).map((event) => event.slice(6));
    expect(writes.join("")).toBe(parts.join(""));
    expect(writes.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...writes.map((chunk) => chunk.length))).toBeLessThanOrEqual(64 * 1024 + 4096);
    expect(events.at(-1)).toBe("end");
  });

  it("stops and cancels the page when the client leaves", async () => {
    const { out, events } = recordingResponse();
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text("shell"));
      },
      cancel() {
        cancelled = true;
      },
    });
    const writing = writeBody(body, out);
    await expect.poll(() => events).toEqual(["write shell", "flush"]);
    out.destroy();
    await expect(writing).rejects.toBeInstanceOf(ResponseClosedError);
    expect(cancelled).toBe(true);
  });

  it("passes on a page that fails while being written, having cancelled nothing twice", async () => {
    const { out } = recordingResponse();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text("shell"));
        setTimeout(() => controller.error(new Error("render failed")), 5);
      },
    });
    await expect(writeBody(body, out)).rejects.toThrow("render failed");
  });
});
