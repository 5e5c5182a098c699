import { agencyDescription } from "~/features/settings/public-agency";
import { articlePath } from "~/features/site/public-pages";

import type { PublishedPostEntry } from "./feeds.server";
import { escapeXml, xmlDeclaration } from "./xml";

// The feed is English only: whether an article has its Spanish text does not matter to it.
interface RssArticle extends Omit<PublishedPostEntry, "translated"> {
  /** The article's rendered Markdown, for feed readers that show the whole text. */
  contentHtml?: string;
}

export interface RssInput {
  /** The site's origin, without a trailing slash. */
  publicUrl: string;
  /** Published articles, newest first. */
  articles: RssArticle[];
  /** The agency's name and regions, from the settings. */
  agencyName: string;
  regions: readonly string[];
}

const rssPath = "/news/rss.xml";

/**
 * How many of the newest articles carry their whole text (content:encoded). Feed readers
 * fetch the feed often and read only the newest items; every article's text (up to
 * 100,000 characters each) would make the feed of a site with years of posts tens of MB.
 * The older items keep their title, link and excerpt.
 */
export const rssFullTextItems = 20;

/** RFC 822 date-time (RSS 2.0), e.g. "Sun, 15 Mar 2026 17:00:00 GMT". */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

/** RSS 2.0: the news, every published article (the feed stays complete). */
export function renderRss({ publicUrl, articles, agencyName, regions }: RssInput): string {
  const newsUrl = `${publicUrl}/news`;
  // The newest change of any listed article: stable between writes, so the feed caches well.
  const lastBuild = articles.reduce<Date | null>(
    (latest, a) => (!latest || a.updatedAt > latest ? a.updatedAt : latest),
    null,
  );
  const lines = [
    xmlDeclaration,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "<channel>",
    `<title>${escapeXml(`${agencyName} News`)}</title>`,
    `<link>${escapeXml(newsUrl)}</link>`,
    `<description>${escapeXml(`News from ${agencyName}: ${agencyDescription(regions)}`)}</description>`,
    "<language>en-us</language>",
    `<atom:link href="${escapeXml(publicUrl + rssPath)}" rel="self" type="application/rss+xml"/>`,
  ];
  if (lastBuild) lines.push(`<lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`);
  for (const article of articles) {
    const link = escapeXml(publicUrl + articlePath(article.slug));
    lines.push(
      "<item>",
      `<title>${escapeXml(article.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${rfc822(article.publishedAt)}</pubDate>`,
      // RSS's own <author> must be an e-mail address; Dublin Core names the person.
      `<dc:creator>${escapeXml(article.author)}</dc:creator>`,
      `<description>${escapeXml(article.excerpt)}</description>`,
    );
    if (article.contentHtml !== undefined)
      lines.push(`<content:encoded>${escapeXml(article.contentHtml)}</content:encoded>`);
    lines.push("</item>");
  }
  lines.push("</channel>", "</rss>", "");
  return lines.join("\n");
}
