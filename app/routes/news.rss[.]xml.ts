import { getConfig } from "~/config/env.server";
import { renderMarkdown } from "~/markdown/render-markdown.server";
import { listNewestPublishedPostContents, listPublishedPostEntries } from "~/models/feeds.server";
import { renderRss, rssFullTextItems } from "~/seo/rss";
import { getSiteSettings } from "~/settings/settings.server";

/** GET /news/rss.xml: the RSS 2.0 feed of every published article, the newest with their whole text. */
export async function loader() {
  const [entries, contents, settings] = await Promise.all([
    listPublishedPostEntries(),
    listNewestPublishedPostContents(rssFullTextItems),
    getSiteSettings(),
  ]);
  const contentHtml = new Map(contents.map(({ slug, content }) => [slug, renderMarkdown(content)]));
  const articles = entries.map((entry) => ({ ...entry, contentHtml: contentHtml.get(entry.slug) }));
  const xml = renderRss({
    publicUrl: getConfig().publicUrl,
    articles,
    agencyName: settings.agencyName,
    regions: settings.serviceRegions,
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
