import { latestContentUpdates, listPublishedPostEntries } from "~/features/seo/feeds.server";
import { renderSitemap } from "~/features/seo/sitemap";
import { getConfig } from "~/platform/config/env.server";

/** GET /sitemap.xml: every public page and published article (the page cache keeps it between writes). */
export async function loader() {
  const [articles, updates] = await Promise.all([listPublishedPostEntries(), latestContentUpdates()]);
  const xml = renderSitemap({
    publicUrl: getConfig().publicUrl,
    articles,
    lastModified: { faqs: updates.faqs, news: updates.posts },
  });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
