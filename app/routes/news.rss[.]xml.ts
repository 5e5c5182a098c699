import { getConfig } from "~/config/env.server";
import { listPublishedPostEntries } from "~/models/feeds.server";
import { renderRss } from "~/seo/rss";

/** GET /news/rss.xml: the RSS 2.0 feed of every published article. */
export async function loader() {
  const xml = renderRss({ publicUrl: getConfig().publicUrl, articles: await listPublishedPostEntries() });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
