import type { MetaDescriptor } from "react-router";

import { agency } from "~/config/agency";

/** The public layout's route id: its loader hands out the site's public origin. */
export const PUBLIC_LAYOUT_ROUTE_ID = "routes/_public";

export interface PageSeo {
  /** The page's own name; " | <agency>" is appended unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** The page's path (with its query when it matters, e.g. "/news?page=2"). */
  path: string;
  type?: "website" | "article";
  /** An absolute image URL for link previews. */
  image?: string | null;
  /** The image's size in pixels (previews show it at once) and its description, when known. */
  imageWidth?: number;
  imageHeight?: number;
  imageAlt?: string;
  noindex?: boolean;
}

export function pageTitle(name: string): string {
  return `${name} | ${agency.name}`;
}

/** <title>, description, canonical link and Open Graph / Twitter tags of a public page. */
export function pageMeta(publicUrl: string, seo: PageSeo): MetaDescriptor[] {
  const title = seo.fullTitle ? seo.title : pageTitle(seo.title);
  const url = `${publicUrl}${seo.path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: agency.name },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  ];
  if (seo.image) {
    tags.push({ property: "og:image", content: seo.image });
    if (seo.imageWidth && seo.imageHeight) {
      tags.push(
        { property: "og:image:width", content: String(seo.imageWidth) },
        { property: "og:image:height", content: String(seo.imageHeight) },
      );
    }
    if (seo.imageAlt)
      tags.push(
        { property: "og:image:alt", content: seo.imageAlt },
        { name: "twitter:image:alt", content: seo.imageAlt },
      );
  }
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The public origin from the public layout's loader data (meta functions get no context). */
export function publicUrlFromMatches(matches: readonly MatchLike[]): string {
  const layout = matches.find((match) => match?.id === PUBLIC_LAYOUT_ROUTE_ID);
  const data = layout?.loaderData as { publicUrl?: string } | undefined;
  return data?.publicUrl ?? "";
}
