import { describe, expect, it } from "vitest";

import { contentSecurityPolicy } from "./security-headers.server";

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
