import { createHash } from "node:crypto";

import { scriptAddedByLoader } from "./scripts-after-paint.server";

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

function sha256Source(code: string): string {
  return `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
}

/**
 * The CSP hash sources ('sha256-...') of every inline script a document runs: each script
 * element without a src, and the module script the loader adds after the first paint
 * (scripts-after-paint.server.ts). For a document served to many visitors from the page cache,
 * whose nonce would be shared by all of them (app/platform/cache/page-cache.server.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = "", code = ""] of html.matchAll(scriptElement)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    sources.add(sha256Source(code));
    const added = scriptAddedByLoader(code);
    if (added !== undefined) sources.add(sha256Source(added));
  }
  return [...sources];
}
