import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import { lowPriorityPreloads, lowPriorityPreloadsTransform } from "./low-priority-preloads.server";

const low = (href: string) => `<link rel="modulepreload" href="${href}" fetchPriority="low" nonce="n"/>`;
const plain = (href: string) => `<link rel="modulepreload" href="${href}" nonce="n"/>`;

describe("low-priority module preloads", () => {
  it("asks for each address once, at low priority", () => {
    const head = `<head>${plain("/a.js")}${plain("/b.js")}<style>x</style>${plain("/a.js")}${plain("/c.js")}`;
    expect(lowPriorityPreloads(head)).toBe(`<head>${low("/a.js")}${low("/b.js")}<style>x</style>${low("/c.js")}`);
  });

  it("replaces a priority already given rather than adding a second one", () => {
    const high = `<link rel="modulepreload" href="/a.js" fetchPriority="high" nonce="n"/>`;
    expect(lowPriorityPreloads(high)).toBe(low("/a.js"));
  });

  it("leaves other links alone", () => {
    const icon = '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>';
    expect(lowPriorityPreloads(icon)).toBe(icon);
  });

  it("rewrites the head only, across chunks cut anywhere", async () => {
    const body = `<body>${plain("/a.js")}<script type="module">import("/a.js")</script></body></html>`;
    const html = `<!DOCTYPE html><html><head>${plain("/a.js")}${plain("/a.js")}</head>${body}`;
    const chunks = html.match(/[\s\S]{1,7}/g)!.map((part) => Buffer.from(part));
    const out = await text(Readable.from(chunks).pipe(lowPriorityPreloadsTransform()));
    expect(out).toBe(`<!DOCTYPE html><html><head>${low("/a.js")}</head>${body}`);
  });

  it("passes a document cut short before its head ended through as it came", async () => {
    const html = `<html><head>${plain("/a.js")}${plain("/a.js")}`;
    expect(await text(Readable.from([Buffer.from(html)]).pipe(lowPriorityPreloadsTransform()))).toBe(html);
  });
});
