import { renderIndeedFeed } from "~/features/jobs/indeed-feed";
import { listFeedJobs } from "~/features/jobs/job-feeds.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { getConfig } from "~/platform/config/env.server";

/**
 * GET /jobs/feed.xml: every open job in Indeed's XML feed format, while the site's job board
 * is on; 404 while it is off (the spec's external job board is the agency's then).
 */
export async function loader() {
  const settings = await getSiteSettings();
  if (!settings.jobBoardEnabled)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const jobs = await listFeedJobs();
  const xml = renderIndeedFeed({
    publicUrl: getConfig().publicUrl,
    agencyName: settings.agencyName,
    jobs,
  });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
