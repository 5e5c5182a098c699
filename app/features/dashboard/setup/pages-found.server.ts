import { findRedirectedSlug, getPublishedPostBySlug } from "~/features/posts/post.server";
import { pointsAtJobBoard, type SiteSettings } from "~/features/settings/site-settings";
import { isSitePath } from "~/features/site/external-link";
import { REQUEST_STAFF_PATH, staticPublicPaths } from "~/features/site/public-pages";

/*
 * Whether a path of this site that a public link leads to opens a page, without requesting it:
 * the fixed public pages, the job board's while it is on, /request-staff while the contact
 * inbox is on, and a live article (or its old
 * slug, which redirects). Anything else is the public layout's 404 (app/routes/_public.$.tsx).
 * A job's own page counts as found while the board is on: its address may still answer 410
 * once the job closes, which the job board explains to the visitor.
 */

/** The path a link names, in English ("/es/contact?x#y" is "/contact"); null when it is not a path of this site. */
function pagePath(href: string): string | null {
  if (!isSitePath(href)) return null;
  const path = new URL(href, "http://site.invalid").pathname.replace(/\/+$/, "") || "/";
  if (path === "/es") return "/";
  return path.startsWith("/es/") ? path.slice("/es".length) : path;
}

async function articleFound(encodedSlug: string): Promise<boolean> {
  let slug: string;
  try {
    slug = decodeURIComponent(encodedSlug);
  } catch {
    return false;
  }
  return (await getPublishedPostBySlug(slug)) !== null || (await findRedirectedSlug(slug)) !== null;
}

type Switches = Pick<SiteSettings, "jobBoardEnabled" | "inboxEnabled">;

async function opensAPage(path: string, switches: Switches): Promise<boolean> {
  if (pointsAtJobBoard(path)) return switches.jobBoardEnabled;
  if (path === REQUEST_STAFF_PATH) return switches.inboxEnabled;
  if (staticPublicPaths.includes(path)) return true;
  const article = /^\/news\/([^/]+)$/.exec(path);
  return article ? articleFound(article[1]!) : false;
}

/** Those of `hrefs` that are paths of this site and open a page. */
export async function pagesFoundAmong(hrefs: readonly string[], switches: Switches): Promise<Set<string>> {
  const found = new Set<string>();
  for (const href of new Set(hrefs)) {
    const path = pagePath(href);
    if (path !== null && (await opensAPage(path, switches))) found.add(href);
  }
  return found;
}
