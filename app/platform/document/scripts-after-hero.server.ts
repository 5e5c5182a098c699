import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/*
 * A page whose largest element is an image (a post's hero, the first news card) paints when
 * that image has arrived. Its scripts (about 105 KB) only hydrate what is on screen, but they
 * are asked for as the HTML is read, so on a slow line they share it with the image, and
 * Lighthouse counts their download and evaluation before the image's paint: /news scored 99
 * (LCP 2.1 s on its phone profile) where every page with a text headline scores 100.
 *
 * On such a page, this transform of its HTML starts the scripts once the hero image has
 * arrived (or has failed, or after `maxWaitMs`, or at a visitor's first tap or key): React
 * Router's module preloads are left out of the head, and its module script, which imports
 * the page's modules and starts hydration, becomes a classic script that adds that same
 * module script then. The element stays where React expects a script (hydration matches it),
 * under the same nonce. The script is added within the image's load event, so it still holds
 * the page's own load event: hydration begins before `load`, as on every other page.
 */

const maxWaitMs = 2_500;

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
const moduleScriptStart = /<script nonce="([^"]*)" type="module" async="">/;

/** The classic script's function, called with the module script's own code. */
const loaderFunction = `(entry) => {
  const nonce = document.currentScript.nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = entry;
    document.head.appendChild(script);
  };
  const hero = document.querySelector('img[fetchpriority="high"]');
  if (!hero || hero.complete) start();
  else {
    hero.addEventListener("load", start, { once: true });
    hero.addEventListener("error", start, { once: true });
  }
  for (const type of ["pointerdown", "keydown"]) addEventListener(type, start, { once: true, capture: true });
  setTimeout(start, ${maxWaitMs});
}`;
const loaderStart = `(${loaderFunction})(`;

/** The classic script's code: `entry` is the module script's own code. */
function loaderSource(entry: string): string {
  // The module's code as a JS string; "</" escaped so that it cannot end the script element.
  return `${loaderStart}${JSON.stringify(entry).replaceAll("</", "<\\/")})`;
}

/**
 * The code of the module script a loader script adds, or undefined for any other script: a
 * Content-Security-Policy of hashes must list it too (app/platform/document/inline-scripts.ts).
 */
export function scriptAddedByLoader(loaderCode: string): string | undefined {
  if (!loaderCode.startsWith(loaderStart) || !loaderCode.endsWith(")")) return undefined;
  return JSON.parse(loaderCode.slice(loaderStart.length, -1)) as string;
}

/** Rewrites a page's HTML as described above; passes everything else through untouched. */
export function scriptsAfterHeroImage(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let state: "head" | "body" | "done" = "head";

  function take(text: string): string {
    pending += text;
    let out = "";
    if (state === "head") {
      const headEnd = pending.indexOf("</head>");
      if (headEnd === -1) return out;
      out += pending.slice(0, headEnd).replace(modulePreload, "");
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
      out += `<script nonce="${match[1]}">${loaderSource(pending.slice(codeStart, codeEnd))}`;
      pending = pending.slice(codeEnd);
      state = "done";
    }
    out += pending;
    pending = "";
    return out;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = take(decoder.write(chunk));
      callback(null, text.length > 0 ? Buffer.from(text) : undefined);
    },
    flush(callback) {
      const text = take(decoder.end());
      callback(null, Buffer.from(text + pending));
    },
  });
}
