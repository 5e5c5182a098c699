import { jobPath } from "~/features/jobs/job-status";
import { articlePath, staticPublicPaths } from "~/features/site/public-pages";

import { escapeXml, xmlDeclaration } from "./xml";

export interface SitemapInput {
  /** The site's origin, without a trailing slash. */
  publicUrl: string;
  /** Published articles. */
  articles: { slug: string; updatedAt: Date }[];
  /** When each content-driven list last changed, when known. */
  lastModified: { faqs: Date | null; news: Date | null };
  /** Open jobs, while the site's job board is on (absent: no job board pages). */
  jobs?: { slug: string; updatedAt: Date }[];
}

interface SitemapUrl {
  path: string;
  lastmod?: Date | null;
}

/**
 * The sitemaps.org XML: every public page, then every published article with its last change,
 * then the job board and every open job while the board is on.
 */
export function renderSitemap({ publicUrl, articles, lastModified, jobs }: SitemapInput): string {
  const urls: SitemapUrl[] = staticPublicPaths.map((path) => ({
    path,
    lastmod: path === "/faqs" ? lastModified.faqs : path === "/news" ? lastModified.news : undefined,
  }));
  for (const article of articles) urls.push({ path: articlePath(article.slug), lastmod: article.updatedAt });
  if (jobs) {
    const newest = jobs.reduce<Date | null>(
      (latest, job) => (latest && latest > job.updatedAt ? latest : job.updatedAt),
      null,
    );
    urls.push({ path: "/jobs", lastmod: newest });
    for (const job of jobs) urls.push({ path: jobPath(job.slug), lastmod: job.updatedAt });
  }

  const lines = [xmlDeclaration, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const { path, lastmod } of urls) {
    const loc = `<loc>${escapeXml(publicUrl + path)}</loc>`;
    lines.push(lastmod ? `<url>${loc}<lastmod>${lastmod.toISOString()}</lastmod></url>` : `<url>${loc}</url>`);
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}
