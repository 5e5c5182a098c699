/**
 * The site's languages. The language of a page comes from its address only (never a cookie
 * or the browser's preference): /es and /es/... are Spanish, everything else is English, and
 * a slug is the same in both. Crawlers and the page cache see one language per URL.
 */
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
const baseLocale: Locale = "en";

const spanishPrefix = "/es";

export function localeFromPathname(pathname: string): Locale {
  return pathname === spanishPrefix || pathname.startsWith(`${spanishPrefix}/`) || pathname === "/es.data"
    ? "es"
    : "en";
}

/** The address without its language prefix: "/es/contact" -> "/contact", "/es" -> "/". */
export function pathWithoutLocale(pathname: string): string {
  return localeFromPathname(pathname) === "es" ? pathname.slice(spanishPrefix.length) || "/" : pathname;
}

/** A site path in a language: localizedPath("es", "/contact") === "/es/contact". */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === baseLocale || !path.startsWith("/")) return path;
  return path === "/" ? spanishPrefix : `${spanishPrefix}${path}`;
}

/** The same page in the other language: "/contact" <-> "/es/contact". */
export function samePageIn(locale: Locale, pathname: string): string {
  return localizedPath(locale, pathWithoutLocale(pathname));
}
