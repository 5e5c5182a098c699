import { afterEach, describe, expect, it, vi } from "vitest";

import { documentResponse, startTestSite, type TestServer } from "../tests/support/http-app";
import { isWellFormedHost, isWellFormedPath } from "./request-validity";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

describe("requests no page sends", () => {
  it("answers a malformed Host with 400, not 500, and logs nothing", async () => {
    const errors = vi.spyOn(console, "error");
    server = await startTestSite(() => documentResponse("<h1>home</h1>"));
    for (const host of ["[::1", "a b", "example.com:99999", "exa/mple.com", "user@example.com"]) {
      const answer = await server.get("/", { Host: host });
      expect(answer.status, host).toBe(400);
      expect(answer.text, host).toBe("Bad request: the Host header is malformed.");
    }
    expect((await server.get("/", { Host: "[::1]:3000" })).status).toBe(200);
    expect((await server.get("/", { Host: "www.example.com" })).status).toBe(200);
    expect(errors).not.toHaveBeenCalled();
  });

  it("answers TRACE and the other methods the site does not use with 405 and Allow", async () => {
    const errors = vi.spyOn(console, "error");
    server = await startTestSite(() => documentResponse("<h1>page</h1>"));
    for (const method of ["TRACE", "PUT", "PATCH", "DELETE", "PROPFIND"]) {
      const answer = await server.get("/news", {}, method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD, POST, OPTIONS");
      expect(answer.text, method).toBe(`The method ${method} is not allowed here.`);
    }
    const options = await server.get("/news", {}, "OPTIONS");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect(errors).not.toHaveBeenCalled();
  });

  it("answers an Origin that is not an origin with 400 (React Router would abort the action as an error)", async () => {
    const errors = vi.spyOn(console, "error");
    server = await startTestSite(() => documentResponse("<h1>page</h1>"));
    for (const origin of ["", "not a url", "://x"]) {
      const answer = await server.send(
        "POST",
        "/contact",
        { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        "a=b",
      );
      expect(answer.status, origin).toBe(400);
      expect(answer.text).toBe("Bad request: the Origin header is malformed.");
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it("answers a path with a broken percent-escape with 400, without React Router's warning, logged once at most", async () => {
    const warnings = vi.spyOn(console, "warn");
    server = await startTestSite(() => documentResponse("<h1>page</h1>"));
    for (const path of ["/news/%ZZ", "/admin/faqs/%E0%A4%A", "/%", "/a%2/b"]) {
      const answer = await server.get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.text).toBe("Bad request: the address is malformed (a broken percent-escape).");
    }
    expect((await server.get("/news/caf%C3%A9?q=%ZZ")).status).toBe(200);
    // Our own line, at most once a minute (server/throttled-log.ts): never one per request.
    expect(warnings.mock.calls.length).toBeLessThanOrEqual(1);
    expect(warnings.mock.calls.flat().join("\n")).not.toContain("could not be decoded");
  });

  it("knows a path from what is not one", () => {
    expect(isWellFormedPath("/news/a%20b?x=%ZZ")).toBe(true);
    expect(isWellFormedPath("/news/%00")).toBe(true);
    for (const path of ["/%ZZ", "/%E0%A4%A", "/%"]) expect(isWellFormedPath(path), path).toBe(false);
  });

  it("knows a host from what is not one", () => {
    expect(isWellFormedHost("localhost:3000")).toBe(true);
    expect(isWellFormedHost("203.0.113.9")).toBe(true);
    expect(isWellFormedHost("[2001:db8::1]")).toBe(true);
    expect(isWellFormedHost(undefined)).toBe(true);
    for (const host of ["", "[::1", "a\\b", "a?b", "a#b", "host:port"])
      expect(isWellFormedHost(host), host).toBe(false);
  });
});
