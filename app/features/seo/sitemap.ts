import { jobPath } from "~/features/jobs/job-status";
import { APPLY_PATH, JOB_BOARD_PATH } from "~/features/settings/site-settings";
import { articlePath, officePath, REQUEST_STAFF_PATH, staticPublicPaths } from "~/features/site/public-pages";
import { locales, localizedPath } from "~/platform/i18n/locale";

import { escapeXml, xmlDeclaration } from "./xml";

export interface SitemapInput {
  /** The site's origin, without a trailing slash. */
  publicUrl: string;
  /** Published articles; `translated` when the article has its Spanish text. */
  articles: { slug: string; updatedAt: Date; translated?: boolean }[];
  /** The offices of the settings, each with its page (in both languages); absent: none. */
  offices?: { slug: string }[];
  /** When each content-driven list last changed, when known. */
  lastModified: { faqs: Date | null; news: Date | null };
  /** Open jobs, while the site's job board is on (absent: no job board pages). */
  jobs?: { slug: string; updatedAt: Date; translated?: boolean }[];
  /** Whether /request-staff exists: only while staff deliver the inbox. */
  requestStaff?: boolean;
}

interface SitemapUrl {
  path: string;
  lastmod?: Date | null;
  /** In both languages: listed under each, with the pair as xhtml:link alternates. */
  translated: boolean;
}

/**
 * The sitemaps.org XML: every public page (and the staff request form while it exists), each
 * office's page, then every published article with its last change, then the job board, its
 * application form and every open job while the board is on. A page in both languages is
 * listed once per language, each entry naming the pair (and the English page as x-default); an
 * item without its Spanish text has its English address only.
 */
export function renderSitemap({
  publicUrl,
  articles,
  offices = [],
  lastModified,
  jobs,
  requestStaff = false,
}: SitemapInput): string {
  const urls: SitemapUrl[] = staticPublicPaths.map((path) => ({
    path,
    lastmod: path === "/faqs" ? lastModified.faqs : path === "/news" ? lastModified.news : undefined,
    translated: true,
  }));
  if (requestStaff) urls.push({ path: REQUEST_STAFF_PATH, translated: true });
  for (const office of offices) urls.push({ path: officePath(office.slug), translated: true });
  for (const article of articles) {
    urls.push({ path: articlePath(article.slug), lastmod: article.updatedAt, translated: article.translated ?? false });
  }
  if (jobs) {
    const newest = jobs.reduce<Date | null>(
      (latest, job) => (latest && latest > job.updatedAt ? latest : job.updatedAt),
      null,
    );
    urls.push({ path: JOB_BOARD_PATH, lastmod: newest, translated: true });
    urls.push({ path: APPLY_PATH, translated: true });
    for (const job of jobs)
      urls.push({ path: jobPath(job.slug), lastmod: job.updatedAt, translated: job.translated ?? false });
  }

  const lines = [
    xmlDeclaration,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { path, lastmod, translated } of urls) {
    const alternates = translated
      ? [
          ...locales.map((locale) => alternateLink(locale, publicUrl + localizedPath(locale, path))),
          alternateLink("x-default", publicUrl + path),
        ].join("")
      : "";
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
    for (const locale of translated ? locales : (["en"] as const)) {
      lines.push(`<url><loc>${escapeXml(publicUrl + localizedPath(locale, path))}</loc>${modified}${alternates}</url>`);
    }
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

function alternateLink(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
}
