import { Readable } from "node:stream";
import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { scriptsAfterFirstPaint } from "./scripts-after-paint.server";

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
  for await (const chunk of Readable.from(chunks).pipe(scriptsAfterFirstPaint())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

/** The page cut into pieces at the given byte offsets (which may split a character or a tag). */
function cut(html: string, offsets: number[]): Buffer[] {
  const bytes = Buffer.from(html);
  const points = [0, ...offsets, bytes.length];
  return points.slice(1).map((end, i) => bytes.subarray(points[i], end));
}

type FakeElement = Record<string, unknown> & { tag: string };

/**
 * Runs the classic script the page now has, in a fake browser (with a hero image unless
 * `hero` is null): what it added to the head and the body, and its pending callbacks. Its
 * clock stands still but for `msPerAdd`, the time each element added to the head takes.
 */
function runLoader(
  html: string,
  hero: { complete: boolean; naturalWidth?: number } | null,
  entryTypes: string[] | null = ["element", "paint"],
  msPerAdd = 0,
) {
  const code = /<script nonce="abc">(\(\(entry, modules\)[\s\S]*?)<\/script>/.exec(html)![1]!;
  const head: FakeElement[] = [];
  const body: FakeElement[] = [];
  const heroListeners: Record<string, () => void> = {};
  const timers: Array<{ run: () => void; ms: number }> = [];
  const frames: Array<() => void> = [];
  const image = hero && { ...hero, addEventListener: (type: string, run: () => void) => (heroListeners[type] = run) };
  const createElement = (tag: string): FakeElement => {
    const element: FakeElement = { tag, listeners: {} };
    element.addEventListener = (type: string, run: () => void) =>
      ((element.listeners as Record<string, () => void>)[type] = run);
    element.remove = () => body.splice(body.indexOf(element), 1);
    return element;
  };
  const htmlAttributes: Record<string, string> = {};
  let now = 0;
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => (htmlAttributes[name] = value) },
    currentScript: { nonce: "abc" },
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? image : null),
    createElement,
    head: {
      appendChild: (element: FakeElement) => {
        now += msPerAdd;
        head.push({ ...element, addedAt: now });
      },
    },
    body: { appendChild: (element: FakeElement) => body.push(element) },
  };
  type Entry = { name?: string; identifier?: string };
  const observers: Array<{ type: string; buffered: boolean; report: (entries: Entry[]) => void }> = [];
  class PerformanceObserver {
    static supportedEntryTypes = entryTypes ?? undefined;
    private disconnected = false;
    constructor(private readonly callback: (list: { getEntries(): Entry[] }, observer: unknown) => void) {}
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      observers.push({
        type,
        buffered,
        report: (entries) => this.disconnected || this.callback({ getEntries: () => entries }, this),
      });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  runInNewContext(code, {
    document,
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    performance: { now: () => now },
    addEventListener: () => {},
    ...(entryTypes ? { PerformanceObserver } : {}),
  });
  const scripts = () => head.filter((element) => element.tag === "script");
  /** The browser records entries of a type: each observer of it hears of them. */
  const record = (type: string, entries: Entry[]) => {
    for (const observer of observers) if (observer.type === type) observer.report(entries);
  };
  return { head, body, scripts, heroListeners, timers, frames, observers, record, htmlAttributes };
}

const modulesAdded = [
  { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js" },
  { tag: "link", rel: "modulepreload", href: "/assets/framework.js" },
];
const scriptAdded = { tag: "script", type: "module", nonce: "abc", textContent: entryCode };

describe("scriptsAfterFirstPaint", () => {
  it("leaves the module preloads out of the head and keeps everything else", async () => {
    const html = await rewrite([Buffer.from(page)]);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html.replace(/<script nonce="abc">\(\(entry, modules\)[\s\S]*?<\/script>/, "")).toBe(
      page
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<script nonce="abc" type="module" async="">[\s\S]*?<\/script>/, ""),
    );
  });

  it("turns the module script into a classic one that adds it once the hero image is on screen", async () => {
    const html = await rewrite([Buffer.from(page)]);
    expect(html).not.toContain('type="module"');
    const { head, body, heroListeners, observers, record, timers, htmlAttributes } = runLoader(html, {
      complete: false,
    });
    expect(head).toEqual([]);
    // Nothing is asked for before the image is in, and nothing holds the load event but the image.
    expect(observers).toEqual([]);
    expect(body).toEqual([]);
    heroListeners.load!();
    // Then the browser's word that the image is on screen, the load event held until then.
    expect(observers).toMatchObject([{ type: "element", buffered: true }]);
    expect(body).toMatchObject([{ tag: "img", src: "/paint-hold", hidden: true, alt: "" }]);
    record("element", [{ identifier: "logo" }]);
    expect(timers.filter((timer) => timer.ms === 0)).toEqual([]);
    record("element", [{ identifier: "hero" }]);
    expect(head).toEqual([]);
    expect(htmlAttributes).toEqual({});
    timers.find((timer) => timer.ms === 0)!.run();
    // The preloads the head had, each once, then the module script.
    expect(head).toMatchObject([...modulesAdded, scriptAdded]);
    // The page is on screen: the images that waited for it may load (after-first-paint.ts).
    expect(htmlAttributes).toEqual({ "data-shown": "" });
    expect(body).toEqual([]);
    // Whatever else fires later, the scripts start once.
    record("element", [{ identifier: "hero" }]);
    for (const timer of timers) timer.run();
    heroListeners.error?.();
    expect(head).toHaveLength(3);
  });

  it("waits for the image on screen when it had arrived before the script ran", async () => {
    const { scripts, observers, record, timers } = runLoader(await rewrite([Buffer.from(page)]), {
      complete: true,
      naturalWidth: 960,
    });
    expect(observers).toMatchObject([{ type: "element", buffered: true }]);
    record("element", [{ identifier: "hero" }]);
    timers.find((timer) => timer.ms === 0)!.run();
    expect(scripts()).toHaveLength(1);
  });

  it("starts at once when the image failed, and after 2.5 s at most", async () => {
    const html = await rewrite([Buffer.from(page)]);
    const failed = runLoader(html, { complete: false });
    failed.heroListeners.error!();
    expect(failed.scripts()).toHaveLength(1);
    // Failed before the script ran: complete, with no size.
    expect(runLoader(html, { complete: true, naturalWidth: 0 }).scripts()).toHaveLength(1);
    const slow = runLoader(html, { complete: false });
    expect(slow.timers.map((timer) => timer.ms)).toEqual([2500]);
    slow.timers[0]!.run();
    expect(slow.scripts()).toHaveLength(1);
  });

  it("on a page led by text, starts once the first contentful paint is on screen, holding the load event", async () => {
    const html = await rewrite([Buffer.from(page)]);
    const { head, body, scripts, frames, observers, record, timers } = runLoader(html, null);
    // A hidden image the server answers late keeps the load event waiting (server/paint-hold.ts).
    expect(body).toMatchObject([{ tag: "img", src: "/paint-hold", hidden: true, alt: "" }]);
    expect(head).toEqual([]);
    expect(observers).toMatchObject([{ type: "paint", buffered: true }]);
    expect(frames).toEqual([]);
    record("paint", [{ name: "first-paint" }]);
    expect(timers.filter((timer) => timer.ms === 0)).toEqual([]);
    record("paint", [{ name: "first-contentful-paint" }]);
    expect(scripts()).toHaveLength(0);
    timers.find((timer) => timer.ms === 0)!.run();
    expect(head).toMatchObject([...modulesAdded, scriptAdded]);
    // The module script holds the load event now; the image goes before hydration could meet it.
    expect(body).toEqual([]);
  });

  it("adds the preloads a few ms' worth per task, the module script last, holding the load event till then", async () => {
    const html = await rewrite([Buffer.from(page)]);
    // On a slow phone each preload starts its fetch as it is added, in a few ms.
    const slow = runLoader(html, null, undefined, 5);
    slow.record("paint", [{ name: "first-contentful-paint" }]);
    const nextTask = () => {
      const index = slow.timers.findIndex((timer) => timer.ms === 0);
      expect(index, "a task is pending").toBeGreaterThanOrEqual(0);
      slow.timers.splice(index, 1)[0]!.run();
    };
    nextTask();
    expect(slow.head).toMatchObject([modulesAdded[0]!]);
    expect(slow.htmlAttributes).toEqual({ "data-shown": "" });
    // The hidden image still holds the load event, and is asked again if its answer comes now.
    expect(slow.body).toMatchObject([{ tag: "img", src: "/paint-hold" }]);
    (slow.body[0]!.listeners as Record<string, () => void>).error!();
    expect(slow.body).toMatchObject([{ tag: "img", src: "/paint-hold?2" }]);
    nextTask();
    expect(slow.head).toMatchObject(modulesAdded);
    nextTask();
    expect(slow.head).toMatchObject([...modulesAdded, scriptAdded]);
    expect(slow.body).toEqual([]);
    expect(slow.timers.filter((timer) => timer.ms === 0)).toEqual([]);

    // Quicker adds share a task: two preloads within the slice, the script in the next task.
    const quick = runLoader(html, null, undefined, 3);
    quick.record("paint", [{ name: "first-contentful-paint" }]);
    quick.timers.find((timer) => timer.ms === 0)!.run();
    expect(quick.head).toMatchObject(modulesAdded);
    expect(quick.scripts()).toHaveLength(0);
    quick.timers
      .filter((timer) => timer.ms === 0)
      .at(-1)!
      .run();
    expect(quick.head).toMatchObject([...modulesAdded, scriptAdded]);
    expect(quick.body).toEqual([]);
  });

  it("starts after the next frame in a browser that reports no paint or element entries", async () => {
    const html = await rewrite([Buffer.from(page)]);
    for (const entryTypes of [null, []]) {
      const text = runLoader(html, null, entryTypes);
      expect(text.observers).toEqual([]);
      text.frames[0]!();
      expect(text.scripts()).toHaveLength(0);
      text.timers.find((timer) => timer.ms === 0)!.run();
      expect(text.scripts()).toHaveLength(1);

      const led = runLoader(html, { complete: false }, entryTypes);
      led.heroListeners.load!();
      led.frames[0]!();
      led.timers.find((timer) => timer.ms === 0)!.run();
      expect(led.scripts()).toHaveLength(1);
    }
  });

  it("on a page led by text, asks again when the held answer comes before the page is shown", async () => {
    const { body, scripts, record, timers } = runLoader(await rewrite([Buffer.from(page)]), null);
    const holdListeners = (hold: FakeElement) => hold.listeners as Record<string, () => void>;
    // The server's empty answer ends the image with "error" (a browser's "load" counts the same).
    holdListeners(body[0]!).error!();
    // A second hidden image, under its own address, keeps the load event waiting.
    expect(scripts()).toHaveLength(0);
    expect(body).toMatchObject([{ tag: "img", src: "/paint-hold?2", hidden: true }]);
    holdListeners(body[0]!).load!();
    expect(body).toMatchObject([{ tag: "img", src: "/paint-hold?3", hidden: true }]);
    record("paint", [{ name: "first-contentful-paint" }]);
    timers.find((timer) => timer.ms === 0)!.run();
    expect(scripts()).toHaveLength(1);
    expect(body).toEqual([]);
    // A late answer to the image already removed starts nothing twice.
    holdListeners({ tag: "img", listeners: {} }).error?.();
    expect(scripts()).toHaveLength(1);
  });

  it("on a page led by text, starts after five held answers with no paint", async () => {
    const html = await rewrite([Buffer.from(page)]);
    for (const end of ["error", "load"]) {
      const waiting = runLoader(html, null);
      for (let answer = 1; answer <= 5; answer++) {
        expect(waiting.scripts(), `after ${answer - 1} answers`).toHaveLength(0);
        expect(waiting.body).toHaveLength(1);
        (waiting.body[0]!.listeners as Record<string, () => void>)[end]!();
      }
      expect(waiting.scripts()).toHaveLength(1);
      expect(waiting.body).toEqual([]);
      waiting.record("paint", [{ name: "first-contentful-paint" }]);
      for (const timer of waiting.timers) timer.run();
      expect(waiting.scripts()).toHaveLength(1);
    }
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
