import { listNewestPublishedPostContents, listPublishedPostEntries } from "~/features/seo/feeds.server";
import { renderRss, rssFullTextItems } from "~/features/seo/rss";
import { getSiteSettings } from "~/features/settings/settings.server";
import { getConfig } from "~/platform/config/env.server";
import { renderMarkdown } from "~/platform/markdown/render-markdown.server";

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
