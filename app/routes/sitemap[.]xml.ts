import { listJobSitemapEntries } from "~/features/jobs/job-feeds.server";
import { latestContentUpdates, listPublishedPostEntries } from "~/features/seo/feeds.server";
import { renderSitemap } from "~/features/seo/sitemap";
import { officeSlugs } from "~/features/settings/public-offices";
import { getSiteSettings } from "~/features/settings/settings.server";
import { getConfig } from "~/platform/config/env.server";

/**
 * GET /sitemap.xml: every public page, office page and published article, the staff request
 * form while staff deliver the inbox, and the job board while it is on (the page cache keeps
 * it between writes and expiries).
 */
export async function loader() {
  const settings = await getSiteSettings();
  const [articles, updates, jobs] = await Promise.all([
    listPublishedPostEntries(),
    latestContentUpdates(),
    settings.jobBoardEnabled ? listJobSitemapEntries() : undefined,
  ]);
  const xml = renderSitemap({
    publicUrl: getConfig().publicUrl,
    articles,
    offices: officeSlugs(settings.offices).map((slug) => ({ slug })),
    lastModified: { faqs: updates.faqs, news: updates.posts },
    jobs,
    requestStaff: settings.inboxEnabled,
  });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
