import type { Transform } from "node:stream";

import { SHOWN } from "./after-first-paint";
import { HERO_ELEMENT_TIMING } from "./hero-image";
import { textTransform } from "./text-transform.server";

/*
 * A public page paints before its scripts run. Its scripts (about 110 KB gzipped) only hydrate
 * what is already on screen, but asked for as the HTML is read, they were fetched, compiled
 * and run before the browser's first paint, and Lighthouse, which simulates a slow phone from
 * what happened in that order, counted all of it before the page's largest text or image: the
 * pages led by text painted their headline at 1.9-2.2 s on its phone profile, /news (led by
 * an image) at 2.1 s before the image rule below (docs/speed-and-search.md).
 *
 * This transform of a public page's HTML leaves React Router's module preloads out of the
 * head and turns its module script, which imports the page's modules and starts hydration,
 * into a classic script that adds the preloads and that same module script later:
 * - on a page whose largest element is an image (a post's hero, the first news card), once
 *   that image is on screen (at once if it failed): asked for between its arrival and its
 *   paint, they counted, on Lighthouse's slow phone, as work before the image (an article's
 *   LCP 2.1 s, of which 1 s waiting to be drawn);
 * - on any other page, once its first contentful paint is on screen.
 * "On screen" is the browser's own performance entry (Element Timing for the hero, Paint
 * Timing's first-contentful-paint), recorded when the frame is presented: a few ms after the
 * paint's task, in which scripts asked for after the next animation frame could already start,
 * and Lighthouse then counted them before the first paint (in about one run out of three, the
 * first paint at 1.4 s instead of 0.85 s). A browser without these entries starts them after
 * the next frame. Or at a visitor's first tap or key, or after `maxWaitMs`, whichever comes
 * first. The element stays where React expects a script (hydration matches it), under the same
 * nonce.
 *
 * Hydration still begins before the page's load event, which tests and first taps rely on:
 * the page holds it with a hidden image of its own (added once the hero is in, on a page led
 * by an image), whose answer the server keeps back for `paintHoldMs` (PAINT_HOLD_PATH,
 * server/paint-hold.ts). If that answer comes before the page is shown, the page asks again
 * (up to `maxHolds` times). The image is removed once the module script is added: by then
 * that script holds the load event itself, and hydration never meets the image.
 *
 * The preloads are added a few ms' worth per task (`sliceMs`): each starts its fetch as it is
 * added, and a page's 7-16 of them took 7-45 ms of one task on a slow two-core VM, which
 * Lighthouse's phone counts four times, as blocking time.
 */

/** Where a page's hidden image asks, holding its load event; answered empty after paintHoldMs. */
export const PAINT_HOLD_PATH = "/paint-hold";

/** How long the server keeps that answer back: a few frames, for the first paint to come. */
export const paintHoldMs = 100;

const maxWaitMs = 2_500;

/** How many held answers a page waits through for its frame before it starts anyway. */
const maxHolds = 5;

/** How long one task of the loader adds preloads before it lets the browser do something else. */
const sliceMs = 4;

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const moduleScriptStart = /<script nonce="([^"]*)" type="module" async="">/;

/** The classic script's function, called with the module script's code and the modules to preload. */
const loaderFunction = `(entry, modules) => {
  const nonce = document.currentScript.nonce;
  let started = false;
  let added = false;
  let hold;
  // A few ms of preloads a task, then the module script; the hidden image holds the load event
  // until the script is in.
  const addFrom = (index) => {
    const sliceEnd = performance.now() + ${sliceMs};
    for (; index < modules.length && performance.now() <= sliceEnd; index++) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = modules[index];
      document.head.appendChild(link);
    }
    if (performance.now() > sliceEnd) return void setTimeout(() => addFrom(index), 0);
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = entry;
    document.head.appendChild(script);
    added = true;
    if (hold) hold.remove();
  };
  const start = () => {
    if (started) return;
    started = true;
    document.documentElement.setAttribute(${JSON.stringify(SHOWN)}, "");
    addFrom(0);
  };
  // Holds the load event, and starts the scripts once the browser has put on screen what
  // \`shown\` picks among its performance entries of \`type\` (recorded at the frame's
  // presentation, which comes a little after the paint's own task); in a browser that records
  // no such entry, after the next frame.
  const afterShown = (type, shown) => {
    let holds = 0;
    const armHold = () => {
      if (hold) hold.remove();
      holds += 1;
      hold = document.createElement("img");
      hold.alt = "";
      hold.hidden = true;
      // An answer before the page is shown (a long first layout) asks again, a few times at most.
      // The answer is empty, so an image's "error" is its usual end.
      const answered = () => (holds >= ${maxHolds} ? start() : added || armHold());
      hold.addEventListener("load", answered, { once: true });
      hold.addEventListener("error", answered, { once: true });
      hold.src = holds === 1 ? ${JSON.stringify(PAINT_HOLD_PATH)} : ${JSON.stringify(PAINT_HOLD_PATH)} + "?" + holds;
      document.body.appendChild(hold);
    };
    armHold();
    if (typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes || []).includes(type)) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some(shown)) return;
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type, buffered: true });
    } else requestAnimationFrame(() => setTimeout(start, 0));
  };
  const hero = document.querySelector('img[fetchpriority="high"]');
  const heroShown = () => afterShown("element", (entry) => entry.identifier === ${JSON.stringify(HERO_ELEMENT_TIMING)});
  if (!hero) afterShown("paint", (entry) => entry.name === "first-contentful-paint");
  // Complete with no size: it failed before this script ran.
  else if (hero.complete) hero.naturalWidth ? heroShown() : start();
  else {
    hero.addEventListener("load", heroShown, { once: true });
    hero.addEventListener("error", start, { once: true });
  }
  for (const type of ["pointerdown", "keydown"]) addEventListener(type, start, { once: true, capture: true });
  setTimeout(start, ${maxWaitMs});
}`;
const loaderStart = `(${loaderFunction})(`;

/** A value as JS source inside a script element: "</" escaped so that it cannot end the element. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll("</", "<\\/");

/** The classic script's code: `entry` is the module script's own code. */
function loaderSource(entry: string, modules: string[]): string {
  return `${loaderStart}${scriptLiteral(entry)},${scriptLiteral(modules)})`;
}

/**
 * The code of the module script a loader script adds, or undefined for any other script: a
 * Content-Security-Policy of hashes must list it too (app/platform/document/inline-scripts.ts).
 */
export function scriptAddedByLoader(loaderCode: string): string | undefined {
  if (!loaderCode.startsWith(loaderStart) || !loaderCode.endsWith(")")) return undefined;
  const [entry] = JSON.parse(`[${loaderCode.slice(loaderStart.length, -1)}]`) as [string, string[]];
  return entry;
}

/** Rewrites a page's HTML as described above; passes everything else through untouched. */
export function scriptsAfterFirstPaint(): Transform {
  let pending = "";
  let state: "head" | "body" | "done" = "head";
  const modules: string[] = [];

  function take(text: string): string {
    pending += text;
    let out = "";
    if (state === "head") {
      const headEnd = pending.indexOf("</head>");
      if (headEnd === -1) return out;
      out += pending.slice(0, headEnd).replace(modulePreload, (_link, href: string) => {
        if (!modules.includes(href)) modules.push(href);
        return "";
      });
      pending = pending.slice(headEnd);
      state = "body";
    }
    if (state === "body") {
      const match = moduleScriptStart.exec(pending);
      if (!match) {
        // Keep what could be the start of the script tag for the next chunk.
        const keep = Math.max(pending.lastIndexOf("<"), pending.length - 200, 0);
        out += pending.slice(0, keep);
        pending = pending.slice(keep);
        return out;
      }
      const codeStart = match.index + match[0].length;
      const codeEnd = pending.indexOf("</script>", codeStart);
      if (codeEnd === -1) {
        out += pending.slice(0, match.index);
        pending = pending.slice(match.index);
        return out;
      }
      out += pending.slice(0, match.index);
      out += `<script nonce="${match[1]}">${loaderSource(pending.slice(codeStart, codeEnd), modules)}`;
      pending = pending.slice(codeEnd);
      state = "done";
    }
    out += pending;
    pending = "";
    return out;
  }

  return textTransform(take, () => pending);
}
