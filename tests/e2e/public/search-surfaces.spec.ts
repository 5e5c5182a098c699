import { expect, test } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { seededPosts } from "../fixtures/content";
import { servers } from "../servers";

const origin = servers.public.baseURL; // the server's PUBLIC_URL
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const published = seededPosts.filter((p) => p.isPublished);
const drafts = seededPosts.filter((p) => !p.isPublished);

test("robots.txt keeps crawlers out of /admin and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n").map((l) => l.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("sitemap.xml lists every public page and published article with lastmod, and no draft", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const urlset = parser.parse(xml).urlset;
  expect(urlset["@xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const urls = asArray(urlset.url) as { loc: string; lastmod?: string }[];
  const locs = urls.map((u) => u.loc);
  for (const path of ["/", "/why-choose-us", "/services", "/services/dockside", "/services/gaming-casino", "/contact", "/faqs", "/news", "/sitemap"]) {
    expect(locs, path).toContain(`${origin}${path}`);
  }
  expect(locs.filter((loc) => loc.startsWith(`${origin}/services/`))).toHaveLength(12);
  for (const post of published) {
    const entry = urls.find((u) => u.loc === `${origin}/news/${post.slug}`);
    expect(entry, post.slug).toBeDefined();
    expect(new Date(entry!.lastmod!).toString()).not.toBe("Invalid Date");
  }
  for (const draft of drafts) expect(xml).not.toContain(draft.slug);
});

test("the RSS feed is RSS 2.0 with every published article, RFC 822 dates and no draft", async ({ request }) => {
  const response = await request.get("/news/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const rss = parser.parse(xml).rss;
  expect(rss["@version"]).toBe("2.0");
  for (const element of ["title", "link", "description"]) expect(rss.channel[element], element).toBeTruthy();
  const items = asArray(rss.channel.item) as Record<string, string>[];
  // Newest first, as on the news list.
  const expected = [...published].sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!));
  expect(items.map((i) => i.title)).toEqual(expected.map((p) => p.title));
  for (const [index, item] of items.entries()) {
    const post = expected[index]!;
    expect(item.link).toBe(`${origin}/news/${post.slug}`);
    expect(item.pubDate).toBe(new Date(post.publishedAt!).toUTCString());
    expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(item.description).toBe(post.excerpt);
  }
  for (const draft of drafts) expect(xml).not.toContain(draft.title);
});
