import { Readable } from "node:stream";
import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { scriptsAfterHeroImage } from "./scripts-after-hero.server";

const entryCode = `import * as route0 from "/assets/root.js";
window.__reactRouterManifest = {"note":"</p> and é"};
import("/assets/entry.client.js");`;

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Job Fair — Sulphur</title>',
  '<link rel="modulepreload" href="/assets/entry.client.js" fetchPriority="low" nonce="abc"/>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  '<link rel="modulepreload" href="/assets/framework.js" nonce="abc"/>',
  "<style>body{}</style></head><body>",
  '<main><img src="/media/x/960.avif" fetchpriority="high" alt="Job fair"/><p>Café hiring</p></main>',
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  `<script nonce="abc" type="module" async="">${entryCode}</script>`,
  '<script nonce="abc">window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");

async function rewrite(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(scriptsAfterHeroImage())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

/** The page cut into pieces at the given byte offsets (which may split a character or a tag). */
function cut(html: string, offsets: number[]): Buffer[] {
  const bytes = Buffer.from(html);
  const points = [0, ...offsets, bytes.length];
  return points.slice(1).map((end, i) => bytes.subarray(points[i], end));
}

/** Runs the classic script the page now has, in a fake browser; what it added to the head. */
function runLoader(html: string, hero: { complete: boolean }) {
  const code = /<script nonce="abc">(\(\(entry\)[\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: Array<{ type: string; nonce: string; textContent: string }> = [];
  const listeners: Record<string, () => void> = {};
  const timers: Array<{ run: () => void; ms: number }> = [];
  const image = { ...hero, addEventListener: (type: string, run: () => void) => (listeners[type] = run) };
  const document = {
    currentScript: { nonce: "abc" },
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? image : null),
    createElement: () => ({ type: "", nonce: "", textContent: "" }),
    head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
  };
  runInNewContext(code, {
    document,
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    addEventListener: () => {},
  });
  return { added, listeners, timers };
}

describe("scriptsAfterHeroImage", () => {
  it("leaves the module preloads out of the head and keeps everything else", async () => {
    const html = await rewrite([Buffer.from(page)]);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html.replace(/<script nonce="abc">\(\(entry\)[\s\S]*?<\/script>/, "")).toBe(
      page
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<script nonce="abc" type="module" async="">[\s\S]*?<\/script>/, ""),
    );
  });

  it("turns the module script into a classic one that adds it once the hero image is in", async () => {
    const html = await rewrite([Buffer.from(page)]);
    expect(html).not.toContain('type="module"');
    const { added, listeners, timers } = runLoader(html, { complete: false });
    expect(added).toEqual([]);
    listeners.load!();
    expect(added).toEqual([{ type: "module", nonce: "abc", textContent: entryCode }]);
    // Whatever else fires later, the scripts start once.
    for (const timer of timers) timer.run();
    listeners.error?.();
    expect(added).toHaveLength(1);
  });

  it("starts at once when the image is already there", async () => {
    const { added } = runLoader(await rewrite([Buffer.from(page)]), { complete: true });
    expect(added).toHaveLength(1);
  });

  it("starts at once when the image failed, and after 2.5 s at most", async () => {
    const html = await rewrite([Buffer.from(page)]);
    const failed = runLoader(html, { complete: false });
    failed.listeners.error!();
    expect(failed.added).toHaveLength(1);
    const slow = runLoader(html, { complete: false });
    expect(slow.timers.map((timer) => timer.ms)).toEqual([2500]);
    slow.timers[0]!.run();
    expect(slow.added).toHaveLength(1);
  });

  it("gives the same page however its HTML is cut into chunks", async () => {
    const whole = await rewrite([Buffer.from(page)]);
    const length = Buffer.byteLength(page);
    for (let offset = 1; offset < length; offset += 7) {
      expect(await rewrite(cut(page, [offset])), `cut at ${offset}`).toBe(whole);
    }
    const everyByte = Array.from({ length: length - 1 }, (_, i) => i + 1);
    expect(await rewrite(cut(page, everyByte))).toBe(whole);
  });

  it("passes a page without React Router's module script through unchanged, but for the preloads", async () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>No scripts</p></body></html>';
    expect(await rewrite([Buffer.from(plain)])).toBe("<html><head></head><body><p>No scripts</p></body></html>");
  });
});
