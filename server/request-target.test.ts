import type { IncomingMessage } from "node:http";

import { describe, expect, it } from "vitest";

import { normalizeRequestTarget } from "./request-target";

function request(url: string, method = "GET", host = "site.example"): IncomingMessage {
  return { url, method, headers: { host } } as unknown as IncomingMessage;
}

describe("normalizeRequestTarget", () => {
  it("leaves an origin-form target as it is", () => {
    const req = request("/news?page=2");
    expect(normalizeRequestTarget(req)).toBe("origin-form");
    expect(req.url).toBe("/news?page=2");
    expect(req.headers.host).toBe("site.example");
  });

  it("rewrites an absolute-form target to its path and query, its authority as the Host (RFC 9112, 3.2.2)", () => {
    const cases: [string, string, string][] = [
      ["http://evil.example/admin", "/admin", "evil.example"],
      ["HTTPS://Site.Example:8443/news/a%20b?page=2", "/news/a%20b?page=2", "site.example:8443"],
      ["http://site.example", "/", "site.example"],
      ["http://site.example?x=/y", "/?x=/y", "site.example"],
      ["http://site.example/../admin", "/../admin", "site.example"],
    ];
    for (const [target, path, host] of cases) {
      const req = request(target);
      expect(normalizeRequestTarget(req), target).toBe("rewritten");
      expect(req.url, target).toBe(path);
      expect(req.headers.host, target).toBe(host);
    }
  });

  it("takes the asterisk-form for OPTIONS only", () => {
    const options = request("*", "OPTIONS");
    expect(normalizeRequestTarget(options)).toBe("asterisk");
    expect(options.url).toBe("/");
    expect(normalizeRequestTarget(request("*"))).toBe("malformed");
  });

  it("refuses targets that are neither", () => {
    for (const target of ["evil.example:443", "ftp://site.example/x", "http://[::1/x", "news", "http:/x"])
      expect(normalizeRequestTarget(request(target)), target).toBe("malformed");
  });
});
