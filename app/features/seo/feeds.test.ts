import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";

import { serviceCategories } from "~/features/site/services";

import { renderRobotsTxt } from "./robots";
import { renderRss, rfc822 } from "./rss";
import { renderSitemap } from "./sitemap";
import { escapeXml } from "./xml";

const serviceSlugs = serviceCategories.map(({ slug }) => slug);

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const articles = [
  {
    slug: "now-hiring",
    title: 'Now Hiring: "Dock" & <Yard> Crews',
    excerpt: "Shifts at 6 AM \u0001 & more.",
    author: "Maria O'Neil",
    publishedAt: new Date("2026-03-15T17:00:00Z"),
    updatedAt: new Date("2026-03-16T09:30:00Z"),
  },
  {
    slug: "first-week",
    title: "Five Tips",
    excerpt: "Arrive early.",
    author: "James Carter",
    publishedAt: new Date("2026-02-01T03:30:00Z"),
    updatedAt: new Date("2026-02-01T03:30:00Z"),
  },
];

describe("escapeXml", () => {
  it("escapes markup characters and drops characters XML forbids", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
    expect(escapeXml("a\u0000b\u0008c\td\ne\uFFFEf\uD800g 😀")).toBe("abc\td\nefg 😀");
  });
});

describe("renderSitemap", () => {
  const xml = renderSitemap({
    publicUrl: "https://www.example.com",
    articles,
    offices: [{ slug: "louisiana-office" }, { slug: "texas-office" }],
    lastModified: { faqs: new Date("2026-01-02T00:00:00Z"), news: new Date("2026-03-16T09:30:00Z") },
  });
  const urls = asArray(parser.parse(xml).urlset.url) as { loc: string; lastmod?: string }[];
  const byLoc = new Map(urls.map((u) => [u.loc, u]));

  it("is well-formed sitemaps.org XML", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(parser.parse(xml).urlset["@xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  });

  it("lists every public page with absolute URLs, the twelve service pages among them", () => {
    for (const path of ["/", "/why-choose-us", "/services", "/contact", "/locations", "/faqs", "/news", "/sitemap"]) {
      expect(byLoc.has(`https://www.example.com${path}`), path).toBe(true);
    }
    expect(serviceSlugs).toHaveLength(12);
    for (const slug of serviceSlugs) expect(byLoc.has(`https://www.example.com/services/${slug}`), slug).toBe(true);
    // The pages in both languages; articles without their Spanish text in English only.
    expect(urls).toHaveLength((8 + 12 + 2) * 2 + articles.length);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    // The staff request form only while it exists (staff deliver the inbox).
    expect(byLoc.has("https://www.example.com/request-staff")).toBe(false);
  });

  it("lists the staff request form in both languages while staff deliver the inbox", () => {
    const withForm = renderSitemap({
      publicUrl: "https://www.example.com",
      articles: [],
      lastModified: { faqs: null, news: null },
      requestStaff: true,
    });
    expect(withForm).toContain("<loc>https://www.example.com/request-staff</loc>");
    expect(withForm).toContain("<loc>https://www.example.com/es/request-staff</loc>");
  });

  it("lists each page in both languages, each entry naming the pair and x-default", () => {
    const entry = (loc: string) =>
      asArray(
        (parser.parse(xml).urlset.url as Record<string, unknown>[]).find((u) => u.loc === loc)?.["xhtml:link"],
      ) as {
        "@hreflang": string;
        "@href": string;
      }[];
    for (const loc of ["https://www.example.com/contact", "https://www.example.com/es/contact"]) {
      expect(entry(loc).map((link) => `${link["@hreflang"]} ${link["@href"]}`)).toEqual([
        "en https://www.example.com/contact",
        "es https://www.example.com/es/contact",
        "x-default https://www.example.com/contact",
      ]);
    }
    expect(byLoc.has("https://www.example.com/es")).toBe(true);
    expect(byLoc.has("https://www.example.com/es/news/now-hiring")).toBe(false);
    expect(entry("https://www.example.com/news/now-hiring")).toEqual([]);
    const translated = renderSitemap({
      publicUrl: "https://www.example.com",
      articles: [{ ...articles[0]!, translated: true }],
      lastModified: { faqs: null, news: null },
    });
    expect(translated).toContain(`<loc>https://www.example.com/es/news/${articles[0]!.slug}</loc>`);
  });

  it("lists the offices' list and each office's page in both languages, with their alternates", () => {
    for (const path of ["/locations", "/locations/louisiana-office", "/locations/texas-office"]) {
      for (const loc of [`https://www.example.com${path}`, `https://www.example.com/es${path}`]) {
        expect(byLoc.has(loc), loc).toBe(true);
      }
    }
    const office = (parser.parse(xml).urlset.url as Record<string, unknown>[]).find(
      (u) => u.loc === "https://www.example.com/es/locations/texas-office",
    )!;
    expect(asArray(office["xhtml:link"]).map((link) => (link as { "@href": string })["@href"])).toEqual([
      "https://www.example.com/locations/texas-office",
      "https://www.example.com/es/locations/texas-office",
      "https://www.example.com/locations/texas-office",
    ]);
  });

  it("lists each article with its last change, and dates the FAQ and news lists", () => {
    expect(byLoc.get("https://www.example.com/news/now-hiring")!.lastmod).toBe("2026-03-16T09:30:00.000Z");
    expect(byLoc.get("https://www.example.com/news/first-week")!.lastmod).toBe("2026-02-01T03:30:00.000Z");
    expect(byLoc.get("https://www.example.com/faqs")!.lastmod).toBe("2026-01-02T00:00:00.000Z");
    expect(byLoc.get("https://www.example.com/news")!.lastmod).toBe("2026-03-16T09:30:00.000Z");
    expect(byLoc.get("https://www.example.com/contact")!.lastmod).toBeUndefined();
  });
});

describe("renderRss", () => {
  const xml = renderRss({
    publicUrl: "https://www.example.com",
    articles,
    agencyName: "TeamWork Staffing",
    regions: ["Louisiana", "Texas"],
  });
  const channel = parser.parse(xml).rss.channel;
  const items = asArray(channel.item) as Record<string, unknown>[];

  it("is well-formed RSS 2.0 with the channel's required elements", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml).rss["@version"]).toBe("2.0");
    expect(channel.title).toBe("TeamWork Staffing News");
    expect(channel.link).toBe("https://www.example.com/news");
    expect(channel.description).toBeTruthy();
    expect(channel["atom:link"]["@href"]).toBe("https://www.example.com/news/rss.xml");
    expect(channel.lastBuildDate).toBe("Mon, 16 Mar 2026 09:30:00 GMT");
  });

  it("has one item per article, newest first, with RFC 822 dates and the text intact", () => {
    expect(items.map((i) => i.link)).toEqual([
      "https://www.example.com/news/now-hiring",
      "https://www.example.com/news/first-week",
    ]);
    const [first] = items;
    expect(first!.title).toBe('Now Hiring: "Dock" & <Yard> Crews');
    expect(first!.pubDate).toBe("Sun, 15 Mar 2026 17:00:00 GMT");
    expect(first!["dc:creator"]).toBe("Maria O'Neil");
    expect(first!.description).toBe("Shifts at 6 AM  & more.");
    expect((first!.guid as Record<string, string>)["@isPermaLink"]).toBe("true");
    for (const item of items)
      expect(String(item.pubDate)).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
  });

  it("carries an article's rendered HTML as content:encoded, escaped, only where it is given", () => {
    const html = '<p>Read <a href="https://example.com/?a=1&amp;b=2">this</a> &amp; apply.</p>\n';
    const withContent = renderRss({
      publicUrl: "https://www.example.com",
      articles: [{ ...articles[0]!, contentHtml: html }, articles[1]!],
      agencyName: "TeamWork Staffing",
      regions: ["Louisiana", "Texas"],
    });
    expect(XMLValidator.validate(withContent)).toBe(true);
    expect(withContent).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    const parsed = asArray(
      new XMLParser({ processEntities: true, htmlEntities: false }).parse(withContent).rss.channel.item,
    ) as Record<string, unknown>[];
    expect(parsed[0]!["content:encoded"]).toBe(html.trimEnd());
    expect(parsed[1]!["content:encoded"]).toBeUndefined();
  });

  it("is a valid empty channel when nothing is published", () => {
    const empty = renderRss({
      publicUrl: "https://www.example.com",
      articles: [],
      agencyName: "TeamWork Staffing",
      regions: [],
    });
    expect(XMLValidator.validate(empty)).toBe(true);
    expect(parser.parse(empty).rss.channel.item).toBeUndefined();
    expect(rfc822(new Date("2026-11-21T05:04:03Z"))).toBe("Sat, 21 Nov 2026 05:04:03 GMT");
  });
});

describe("renderRobotsTxt", () => {
  it("keeps crawlers out of the admin area and points them to the sitemap", () => {
    const lines = renderRobotsTxt("https://www.example.com").split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });
});
