import type { MetaDescriptor } from "react-router";

import type { PublicAgency } from "~/features/settings/public-agency";
import { locales, localizedPath, type Locale } from "~/platform/i18n/locale";

/**
 * The public layout's route ids, per language (app/routes.ts mounts the public site twice):
 * its loader hands out the site's public origin and identity.
 */
export const publicLayoutRouteId: Record<Locale, string> = { en: "routes/_public", es: "es/routes/_public" };

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
  /**
   * The page exists in one language only (an item without its Spanish text shown on an /es
   * page): no hreflang pair, and its /es copy is noindex.
   */
  untranslated?: boolean;
}

/** What every page's head needs from the public layout: the origin and the agency's name. */
export interface SiteMeta {
  /** The page's language, from which copy of the public layout it is under. */
  locale: Locale;
  publicUrl: string;
  agencyName: string;
  regions: readonly string[];
  /** The whole identity, when the layout's loader answered. */
  agency?: PublicAgency;
}

export function pageTitle(name: string, agencyName: string): string {
  return agencyName ? `${name} | ${agencyName}` : name;
}

/** <title>, description, canonical link and Open Graph / Twitter tags of a public page. */
export function pageMeta(site: SiteMeta, seo: PageSeo): MetaDescriptor[] {
  const title = seo.fullTitle ? seo.title : pageTitle(seo.title, site.agencyName);
  const url = `${site.publicUrl}${localizedPath(site.locale, seo.path)}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (!seo.untranslated && !seo.noindex) tags.push(...languageAlternates(site.publicUrl, seo.path));
  if (site.agencyName) tags.push({ property: "og:site_name", content: site.agencyName });
  tags.push(
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  );
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
  if (seo.noindex || (seo.untranslated && site.locale !== "en")) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** <link rel="alternate" hreflang> for each language and x-default (the English page). */
function languageAlternates(publicUrl: string, path: string): MetaDescriptor[] {
  return [
    ...locales.map((locale) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: locale,
      href: `${publicUrl}${localizedPath(locale, path)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${publicUrl}${path}` },
  ];
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The origin and identity from the public layout's loader data (meta functions get no context). */
export function siteFromMatches(matches: readonly MatchLike[]): SiteMeta {
  const layout = matches.find((match) => match?.id === publicLayoutRouteId.es || match?.id === publicLayoutRouteId.en);
  const data = layout?.loaderData as { publicUrl?: string; agency?: PublicAgency } | undefined;
  return {
    locale: layout?.id === publicLayoutRouteId.es ? "es" : "en",
    publicUrl: data?.publicUrl ?? "",
    agencyName: data?.agency?.name ?? "",
    regions: data?.agency?.regions ?? [],
    agency: data?.agency,
  };
}
