import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import { onePreloadSet, withoutRepeatedPreloads } from "./one-preload-set.server";

const low = (href: string) => `<link rel="modulepreload" href="${href}" fetchPriority="low" nonce="n"/>`;
const plain = (href: string) => `<link rel="modulepreload" href="${href}" nonce="n"/>`;

describe("one set of module preloads", () => {
  it("keeps each address's first preload only", () => {
    const head = `<head>${low("/a.js")}${low("/b.js")}<style>x</style>${plain("/a.js")}${plain("/b.js")}${plain("/c.js")}`;
    expect(withoutRepeatedPreloads(head)).toBe(`<head>${low("/a.js")}${low("/b.js")}<style>x</style>${plain("/c.js")}`);
  });

  it("rewrites the head only, across chunks cut anywhere", async () => {
    const body = `<body>${plain("/a.js")}<script type="module">import("/a.js")</script></body></html>`;
    const html = `<!DOCTYPE html><html><head>${low("/a.js")}${plain("/a.js")}</head>${body}`;
    const chunks = html.match(/[\s\S]{1,7}/g)!.map((part) => Buffer.from(part));
    const out = await text(Readable.from(chunks).pipe(onePreloadSet()));
    expect(out).toBe(`<!DOCTYPE html><html><head>${low("/a.js")}</head>${body}`);
  });

  it("passes a document cut short before its head ended through as it came", async () => {
    const html = `<html><head>${low("/a.js")}${plain("/a.js")}`;
    expect(await text(Readable.from([Buffer.from(html)]).pipe(onePreloadSet()))).toBe(html);
  });
});
