import { afterEach, describe, expect, it } from "vitest";

import { documentResponse, startTestSite, type TestServer } from "../../../tests/support/http-app";
import { contentSecurityPolicy, PERMISSIONS_POLICY } from "./security-headers.server";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("headers on every response", () => {
  it("keep other sites from embedding the documents and data (Cross-Origin-Resource-Policy)", async () => {
    server = await startTestSite((_request, url) =>
      url.pathname.endsWith(".json") ? Response.json({ ok: true }) : documentResponse("<h1>page</h1>"),
    );
    for (const path of ["/", "/news", "/admin/faqs.data", "/feed.json"]) {
      const answer = await server.get(path);
      expect(answer.headers["cross-origin-resource-policy"], path).toBe("same-origin");
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
    }
    const refused = await server.get("/", {}, "TRACE");
    expect(refused.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("isolate the window from other sites' windows and refuse the browser features no page uses", async () => {
    server = await startTestSite(() => documentResponse("<h1>page</h1>"));
    for (const [path, method] of [
      ["/", "GET"],
      ["/news", "GET"],
      ["/", "TRACE"],
    ] as const) {
      const answer = await server.get(path, {}, method);
      expect(answer.headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(answer.headers["permissions-policy"], path).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain("camera=()");
    expect(PERMISSIONS_POLICY).toContain("geolocation=()");
    expect(PERMISSIONS_POLICY).not.toContain("publickey-credentials");
  });
});

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("contentSecurityPolicy", () => {
  it("lets an https site load images only over https (no mixed content)", () => {
    expect(directive(contentSecurityPolicy("n", { development: false, httpsSite: true }), "img-src")).toBe(
      "img-src 'self' data: https:",
    );
  });

  it("lets a plain-http site (local use) load http images too", () => {
    expect(directive(contentSecurityPolicy("n", { development: false, httpsSite: false }), "img-src")).toBe(
      "img-src 'self' data: https: http:",
    );
  });

  it("runs scripts only with the nonce", () => {
    expect(directive(contentSecurityPolicy("abc", { development: false }), "script-src")).toBe(
      "script-src 'self' 'nonce-abc'",
    );
  });
});
