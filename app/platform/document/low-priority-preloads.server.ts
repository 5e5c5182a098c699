import type { Transform } from "node:stream";

import { textTransform } from "./text-transform.server";

/*
 * A staff page is complete HTML with its stylesheet inlined, so its first paint needs no
 * JavaScript: the scripts only hydrate what is already on screen. React Router's <Scripts>
 * preloads them at the browser's default priority, with no option for another, so on a slow
 * connection ~100 KB of JavaScript would compete with the document for the line. This
 * transform of the document's head asks for each module preload at low priority, so that the
 * browser fetches them after what the first paint needs. They still load at once, in
 * parallel, before the load event: hydration is not postponed, and nothing typed or tapped
 * early is lost. A preload whose address an earlier one already gave is dropped (the
 * browser would fetch it once anyway). The rest of the document passes through untouched.
 *
 * Public pages go further: their scripts start after the first paint
 * (scripts-after-paint.server.ts).
 */

const modulePreload = /<link rel="modulepreload" href="([^"]+)"([^>]*)>/g;
const priority = /\sfetchPriority="[^"]*"/i;

/** The head's HTML with each module preload once, at low priority. */
export function lowPriorityPreloads(head: string): string {
  const seen = new Set<string>();
  return head.replace(modulePreload, (_link, href: string, rest: string) => {
    if (seen.has(href)) return "";
    seen.add(href);
    return `<link rel="modulepreload" href="${href}" fetchPriority="low"${rest.replace(priority, "")}>`;
  });
}

export function lowPriorityPreloadsTransform(): Transform {
  let head = "";
  let inHead = true;

  function take(text: string): string {
    if (!inHead) return text;
    head += text;
    const end = head.indexOf("</head>");
    if (end === -1) return "";
    inHead = false;
    const out = lowPriorityPreloads(head.slice(0, end)) + head.slice(end);
    head = "";
    return out;
  }

  // A document cut short before its head ended: what came is sent as it came.
  return textTransform(take, () => head);
}
