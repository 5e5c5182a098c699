import type { Transform } from "node:stream";

import { textTransform } from "./text-transform.server";

/*
 * The head preloads each script once. LowPriorityScriptPreloads (script-preloads.tsx) lists
 * the page's modules at low priority first; React Router's <Scripts> then lists the same
 * modules again at the default priority, and has no option to leave them out. The browser
 * fetches a URL once either way, but the second set is 1-2 KB of HTML on every page that
 * only repeats the first. This transform of the document's head drops a module preload whose
 * address an earlier one already gave; the rest of the document passes through untouched.
 */

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/** The head's HTML without the repeated module preloads. */
export function withoutRepeatedPreloads(head: string): string {
  const seen = new Set<string>();
  return head.replace(modulePreload, (link, href: string) => {
    if (seen.has(href)) return "";
    seen.add(href);
    return link;
  });
}

export function onePreloadSet(): Transform {
  let head = "";
  let inHead = true;

  function take(text: string): string {
    if (!inHead) return text;
    head += text;
    const end = head.indexOf("</head>");
    if (end === -1) return "";
    inHead = false;
    const out = withoutRepeatedPreloads(head.slice(0, end)) + head.slice(end);
    head = "";
    return out;
  }

  // A document cut short before its head ended: what came is sent as it came.
  return textTransform(take, () => head);
}
