import { createHash } from "node:crypto";
import { Readable } from "node:stream";

import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, withScriptHashes } from "../http/security-headers.server";
import { inlineScriptHashes } from "./inline-scripts.server";
import { scriptsAfterFirstPaint } from "./scripts-after-paint.server";

const hashOf = (code: string) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

const entryCode = `import * as route0 from "/assets/root.js";
window.__reactRouterManifest = {"note":"</p> and é"};
import("/assets/entry.client.js");`;

async function withLoader(html: string): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from([Buffer.from(html)]).pipe(scriptsAfterFirstPaint()))
    out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("inlineScriptHashes", () => {
  it("hashes each inline script as the browser reads it, and leaves out scripts with a src", () => {
    const html = [
      '<html><head><script nonce="n">window.a = "é";</script>',
      '<script type="module" src="/assets/x.js" nonce="n"></script></head><body>',
      '<script nonce="n" type="module" async="">import("/assets/y.js");</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script></body></html>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('window.a = "é";'),
      hashOf('import("/assets/y.js");'),
      hashOf('{"@type":"Thing"}'),
    ]);
  });

  it("also hashes the module script that the loader adds after the first paint", async () => {
    const page = await withLoader(
      [
        "<html><head></head><body>",
        '<main><img src="/media/a.avif" fetchpriority="high" alt=""/></main>',
        '<script nonce="abc">window.__reactRouterContext = {};</script>',
        `<script nonce="abc" type="module" async="">${entryCode}</script>`,
        "</body></html>",
      ].join(""),
    );
    const loader = /<script nonce="abc">(\(\(entry, modules\)[\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(inlineScriptHashes(page)).toEqual([
      hashOf("window.__reactRouterContext = {};"),
      hashOf(loader),
      hashOf(entryCode),
    ]);
  });
});

describe("withScriptHashes", () => {
  it("replaces the nonce of script-src with the hashes, and leaves every other directive", () => {
    const policy = contentSecurityPolicy("abc", { development: false });
    const hashed = withScriptHashes(policy, ["'sha256-AAA='", "'sha256-BBB='"]);
    expect(hashed).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
    expect(hashed).not.toContain("nonce");
    expect(hashed.replace(/script-src [^;]*/, "")).toBe(policy.replace(/script-src [^;]*/, ""));
  });
});
