/**
 * The headers of / on an HTTPS deployment (PUBLIC_URL=https://..., TRUST_PROXY=1 behind a
 * proxy that terminates TLS), scored by the MDN HTTP Observatory's rules
 * (tests/support/observatory.ts): A+, and at least 110.
 */
import { afterAll, beforeAll, expect, it } from "vitest";

import { startBuiltApp, type BuiltApp } from "../support/built-app";
import { observatoryScore } from "../support/observatory";
import { tempDir } from "../support/temp-dir";
import { describeEachEngine } from "../support/test-database";

const PUBLIC_URL = "https://www.example.com";
/** What the proxy adds to each request it passes on. */
const proxied = { Host: "www.example.com", "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.7" };

let site: BuiltApp;
beforeAll(async () => {
  site = await startBuiltApp({
    PUBLIC_URL,
    TRUST_PROXY: "1",
    DATA_DIR: tempDir("observatory-"),
  });
}, 180_000);
afterAll(() => site?.close());

describeEachEngine("the MDN HTTP Observatory on an https deployment", () => {
  it("gives / an A+ and at least 110, rendered and from the page cache alike", async () => {
    for (const round of ["rendered", "cached"]) {
      const home = await site.request("GET", "/", proxied);
      expect(home.status, round).toBe(200);
      const { score, grade, tests } = observatoryScore(`${PUBLIC_URL}/`, home.headers, home.text);
      expect(tests["content-security-policy"]!.result, round).toBe(
        "csp-implemented-with-unsafe-inline-in-style-src-only",
      );
      expect(tests["cross-origin-resource-policy"]!.result, round).toBe("corp-implemented-with-same-origin");
      expect(tests["strict-transport-security"]!.result, round).toBe("hsts-implemented-max-age-at-least-six-months");
      expect(grade, `${round}: ${JSON.stringify(tests)}`).toBe("A+");
      expect(score, round).toBeGreaterThanOrEqual(110);
    }
  });

  it("loads images over https only on an https site, and lets other sites show /assets", async () => {
    const home = await site.request("GET", "/", proxied);
    const imgSrc = String(home.headers["content-security-policy"])
      .split("; ")
      .find((d) => d.startsWith("img-src "));
    expect(imgSrc).toBe("img-src 'self' data: https:");
    // A hashed script, wherever the page names it (the loader names them after the first paint).
    const script = /"(\/assets\/[^"\\]+\.js)"/.exec(home.text)?.[1];
    expect(script).toBeDefined();
    const asset = await site.request("GET", script!, proxied);
    expect(asset.status).toBe(200);
    expect(asset.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });
});
