import fs from "node:fs";

import { afterEach, describe, expect, it, vi } from "vitest";

import { useEnvironment } from "../../../tests/support/environment";
import { log, withoutEmailAddresses } from "./log.server";
import { currentRequestId, runInRequest } from "./request-context.server";

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the JSON lines wrote to standard output (1) and standard error (2), parsed one by one. */
function captureJsonLines(): { lines: () => Array<{ fd: number; line: Record<string, unknown> }> } {
  const written: Array<{ fd: number; text: string }> = [];
  vi.spyOn(fs, "writeSync").mockImplementation(((fd: number, text: string | Uint8Array) => {
    const chunk = typeof text === "string" ? text : Buffer.from(text).toString("utf8");
    written.push({ fd, text: chunk });
    return Buffer.byteLength(chunk);
  }) as typeof fs.writeSync);
  return {
    lines: () =>
      written.flatMap(({ fd, text }) =>
        text
          .split("\n")
          .filter(Boolean)
          .map((line) => ({ fd, line: JSON.parse(line) as Record<string, unknown> })),
      ),
  };
}

describe("the log, as text (the default)", () => {
  it("writes the human line through the console, nothing added", () => {
    const info = vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    runInRequest("req-1", () => {
      log.info("GET / 200 1.0ms", { status: 200 });
      log.warn("auth: slow");
      log.error("GET /x: Error: boom");
    });
    expect(info.mock.calls).toEqual([["GET / 200 1.0ms"]]);
    expect(warn.mock.calls).toEqual([["auth: slow"]]);
    expect(error.mock.calls).toEqual([["GET /x: Error: boom"]]);
  });
});

describe("the log with LOG_FORMAT=json", () => {
  it("writes one JSON object a line, errors to standard error, with the request's id inside a request", async () => {
    useEnvironment({ LOG_FORMAT: "json" });
    const console_ = vi.spyOn(console, "log");
    const output = captureJsonLines();
    log.info("Server listening on http://localhost:3000 (embedded database)");
    await runInRequest("5d1c0c1e-req", async () => {
      await Promise.resolve();
      log.info("GET /faqs 200 3.1ms", { method: "GET", url: "/faqs", status: 200, ms: 3.1 });
      log.error("GET /faqs: Error: boom\n    at loader (faqs.ts:1:1)");
    });
    expect(console_).not.toHaveBeenCalled();
    const lines = output.lines();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ fd: 1, line: { level: "info", msg: expect.stringMatching(/^Server listening/) } });
    expect(lines[0]!.line).not.toHaveProperty("reqId");
    expect(new Date(lines[0]!.line.time as string).toISOString()).toBe(lines[0]!.line.time);
    expect(lines[1]).toEqual({
      fd: 1,
      line: expect.objectContaining({
        level: "info",
        reqId: "5d1c0c1e-req",
        method: "GET",
        url: "/faqs",
        status: 200,
        ms: 3.1,
        msg: "GET /faqs 200 3.1ms",
      }),
    });
    // A stack stays on one line, its line breaks escaped.
    expect(lines[2]).toMatchObject({
      fd: 2,
      line: { level: "error", reqId: "5d1c0c1e-req", msg: "GET /faqs: Error: boom\n    at loader (faqs.ts:1:1)" },
    });
  });
});

describe("the request's id", () => {
  it("follows the work a request starts, and ends with it", async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runInRequest("a", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(seen).toBe("a");
    expect(currentRequestId()).toBeUndefined();
  });
});

describe("withoutEmailAddresses", () => {
  it("replaces the addresses a mail server's refusal quotes", () => {
    expect(withoutEmailAddresses("550 5.1.1 <ann.lee+jobs@example.com>: Recipient address rejected")).toBe(
      "550 5.1.1 <[address]>: Recipient address rejected",
    );
    expect(withoutEmailAddresses("Connection timeout")).toBe("Connection timeout");
  });
});
