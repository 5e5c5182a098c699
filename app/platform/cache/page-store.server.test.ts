import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { pageEtag, PageStore } from "./page-store.server";

const page = (body: string) => ({ status: 200, headers: { "content-type": "text/html" }, body: Buffer.from(body) });

describe("PageStore", () => {
  it("keeps a page with a weak ETag of its body", () => {
    const store = new PageStore();
    const stored = store.set("/", page("<p>home</p>"), store.generation)!;
    expect(stored.etag).toBe(pageEtag(Buffer.from("<p>home</p>")));
    expect(stored.etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(store.get("/")!.body.toString()).toBe("<p>home</p>");
    expect(pageEtag(Buffer.from("a"))).not.toBe(pageEtag(Buffer.from("b")));
  });

  it("drops the least recently used page beyond the entry limit", () => {
    const store = new PageStore({ maxEntries: 2 });
    store.set("/a", page("a"), store.generation);
    store.set("/b", page("b"), store.generation);
    store.get("/a");
    store.set("/c", page("c"), store.generation);
    expect(store.get("/b")).toBeUndefined();
    expect(store.get("/a")).toBeDefined();
    expect(store.get("/c")).toBeDefined();
    expect(store.size).toBe(2);
  });

  it("stays within its byte limit, counting compressed copies too", async () => {
    const store = new PageStore({ maxBytes: 2500 });
    const big = "x".repeat(1000);
    store.set("/1", page(big), store.generation);
    store.set("/2", page(big), store.generation);
    expect(store.bytes).toBe(2000);
    await store.compressionsSettled();
    const brotliOfTwo = store.bytes - 2000;
    expect(brotliOfTwo).toBeGreaterThan(0);
    store.set("/3", page(big), store.generation);
    await store.compressionsSettled();
    expect(store.get("/1")).toBeUndefined();
    expect(store.bytes).toBe(2000 + brotliOfTwo);
    const entry = store.get("/3")!;
    const gzip = store.encodedBody(entry, "gzip")!;
    expect(gunzipSync(gzip).toString()).toBe(big);
    expect(store.encodedBody(entry, "gzip")).toBe(gzip);
    expect(store.bytes).toBe(2000 + brotliOfTwo + gzip.length);
    // A body larger than the whole budget is never kept.
    expect(store.set("/huge", page("y".repeat(3000)), store.generation)).toBeUndefined();
    expect(store.bytes).toBeLessThanOrEqual(2500);
  });

  it("makes the Brotli copy in the background, and gzip when first asked for", async () => {
    const store = new PageStore();
    const body = "<p>" + "Staffing for Louisiana and Texas. ".repeat(200) + "</p>";
    const entry = store.set("/", page(body), store.generation)!;
    expect(store.encodedBody(entry, "br")).toBeUndefined();
    await store.compressionsSettled();
    const brotli = store.encodedBody(entry, "br")!;
    expect(brotliDecompressSync(brotli).toString()).toBe(body);
    expect(entry.encoded.gzip).toBeUndefined();
    const gzip = store.encodedBody(entry, "gzip")!;
    expect(gunzipSync(gzip).toString()).toBe(body);
    expect(brotli.length).toBeLessThan(gzip.length);
    expect(store.bytes).toBe(body.length + brotli.length + gzip.length);
  });

  it("makes the Brotli copy at the second request instead, when asked to", async () => {
    const store = new PageStore({ brotli: "when-asked-again" });
    const body = "<p>" + "Staffing for Louisiana and Texas. ".repeat(200) + "</p>";
    store.set("/", page(body), store.generation);
    await store.compressionsSettled();
    expect(store.peek("/")!.encoded.br).toBeUndefined();
    expect(store.bytes).toBe(body.length);
    const entry = store.get("/")!;
    await store.compressionsSettled();
    expect(brotliDecompressSync(store.encodedBody(entry, "br")!).toString()).toBe(body);
    store.get("/");
    await store.compressionsSettled();
    expect(store.bytes).toBe(body.length + entry.encoded.br!.length);
  });

  it("does not count a copy finished after its page was cleared", async () => {
    const store = new PageStore();
    store.set("/", page("x".repeat(5000)), store.generation);
    store.clear();
    await store.compressionsSettled();
    expect(store.bytes).toBe(0);
  });

  it("forgets pages older than the maximum age", () => {
    let now = 1_000;
    const store = new PageStore({ maxAgeMs: 100, now: () => now });
    store.set("/", page("old"), store.generation);
    now += 100;
    expect(store.get("/")).toBeDefined();
    now += 1;
    expect(store.get("/")).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it("clears itself at a given time, before any timer would: nothing stored earlier is served after it", () => {
    let now = 1_000;
    const store = new PageStore({ now: () => now });
    store.set("/news", page("older list"), store.generation);
    const renderBegun = store.generation;
    store.clearAt(1_500);
    now = 1_499;
    expect(store.get("/news")?.body.toString()).toBe("older list");
    now = 1_500;
    expect(store.get("/news")).toBeUndefined();
    expect(store.peek("/news")).toBeUndefined();
    // A render that began before the time holds the older list: it is not stored.
    expect(store.set("/news", page("older list"), renderBegun)).toBeUndefined();
    expect(store.set("/news", page("newer list"), store.generation)).toBeDefined();
    // Once only: what is stored after the time stays.
    now = 2_000;
    expect(store.get("/news")?.body.toString()).toBe("newer list");
    store.clearAt(null);
    now = 10_000;
    expect(store.get("/news")?.body.toString()).toBe("newer list");
  });

  it("refuses a page rendered before a clear", () => {
    const store = new PageStore();
    const before = store.generation;
    store.clear();
    expect(store.set("/", page("stale"), before)).toBeUndefined();
    expect(store.get("/")).toBeUndefined();
    expect(store.set("/", page("fresh"), store.generation)).toBeDefined();
  });

  it("serves and stores nothing while paused, keeps what it held as the last good copies, and starts empty on resume", () => {
    const store = new PageStore();
    const beforePause = store.generation;
    store.set("/", page("a"), store.generation);
    store.pause();
    expect(store.paused).toBe(true);
    expect(store.get("/")).toBeUndefined();
    expect(store.set("/", page("b"), store.generation)).toBeUndefined();
    // A render that began before the pause is refused too.
    expect(store.set("/other", page("b"), beforePause)).toBeUndefined();
    expect(store.lastGood("/")?.body.toString()).toBe("a");
    const duringPause = store.generation;
    store.resume();
    expect(store.size).toBe(0);
    expect(store.lastGood("/")).toBeUndefined();
    // A render that began while paused may have missed an invalidation: still refused.
    expect(store.set("/", page("c"), duringPause)).toBeUndefined();
    expect(store.set("/", page("d"), store.generation)).toBeDefined();
  });
});
