import type { EntryContext } from "react-router";

/*
 * Which 404 document a not-found answer is. Within one chain of matched routes (the public
 * layout and the article page, say) and one section of the site, the document is the same
 * whatever the address: the header marks the section's link as the current page, nothing
 * else shows the address. So the key is the matched route ids, the error boundary's and the
 * section: the first segment of the address when some route starts with it ("news",
 * "services"), else "*". Its values are bounded by the route table, whatever is asked.
 */

type Manifest = EntryContext["manifest"];

const sectionsByManifest = new WeakMap<Manifest, Set<string>>();

/** The static first segments of the routes' full paths ("news", "faqs", ...). */
function sectionsOf(manifest: Manifest): Set<string> {
  let sections = sectionsByManifest.get(manifest);
  if (sections) return sections;
  sections = new Set();
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : manifest.routes[id];
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  for (const id of Object.keys(manifest.routes)) {
    const first = fullPath(id).split("/")[0]!.toLowerCase();
    if (first && !first.startsWith(":") && !first.startsWith("*")) sections.add(first);
  }
  sectionsByManifest.set(manifest, sections);
  return sections;
}

function sectionOf(pathname: string, manifest: Manifest): string {
  let first = pathname.split("/")[1] ?? "";
  try {
    first = decodeURIComponent(first).toLowerCase();
  } catch {
    return "*";
  }
  return sectionsOf(manifest).has(first) ? first : "*";
}

/** The key of a 404 document (GET or HEAD only); undefined for any other answer. */
export function notFoundKey(request: Request, status: number, context: EntryContext): string | undefined {
  if (status !== 404 || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
  const { matches, errors } = context.staticHandlerContext;
  const routes = matches.map((match) => match.route.id).join(",");
  const boundaries = Object.keys(errors ?? {}).join(",");
  return `404 ${routes} ${boundaries} ${sectionOf(new URL(request.url).pathname, context.manifest)}`;
}
