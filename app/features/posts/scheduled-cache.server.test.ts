import { afterEach, expect, it } from "vitest";

import { latestContentUpdates, listPublishedPostEntries } from "~/features/seo/feeds.server";
import { renderRss } from "~/features/seo/rss";
import { renderSitemap } from "~/features/seo/sitemap";
import { cacheStatusHeader, PublicPageCache } from "~/platform/cache/page-cache.server";
import { getDb } from "~/platform/db/client.server";

import { documentResponse, startTestSite, type TestServer } from "../../../tests/support/http-app";
import { describeEachEngine } from "../../../tests/support/test-database";
import { createPost, getPublishedPostBySlug, listPublishedPosts } from "./post.server";
import { startScheduledPublicationWatch, type ScheduledPublicationWatch } from "./scheduled-publication.server";

/*
 * The page cache and the scheduled-publication watch together, as server/app.ts wires them:
 * a page cached before a post's time is not served after it, and nothing but the clock
 * (no request, no write) makes that happen.
 */

let server: TestServer | undefined;
let watch: ScheduledPublicationWatch | undefined;
afterEach(async () => {
  watch?.stop();
  await server?.close();
  server = watch = undefined;
});

const xml = (body: string, type: string) => new Response(body, { headers: { "Content-Type": type } });

async function startSite() {
  const pageCache = new PublicPageCache();
  const { store } = pageCache;
  watch = startScheduledPublicationWatch({ db: getDb(), onPublished: () => store.clear(), pollMs: 60_000 });
  await watch.ready;
  server = await startTestSite(
    async (_request, url) => {
      if (url.pathname === "/news") {
        const posts = await listPublishedPosts({ limit: 12 });
        return documentResponse(`<ul>${posts.map((p) => `<li>${p.title}</li>`).join("")}</ul>`);
      }
      if (url.pathname === "/sitemap.xml") {
        const { posts } = await latestContentUpdates();
        const articles = await listPublishedPostEntries();
        const lastModified = { faqs: null, news: posts };
        return xml(renderSitemap({ publicUrl: "https://example.com", articles, lastModified }), "application/xml");
      }
      if (url.pathname === "/news/rss.xml") {
        const articles = await listPublishedPostEntries();
        return xml(
          renderRss({ publicUrl: "https://example.com", articles, agencyName: "TeamWork Staffing", regions: [] }),
          "application/rss+xml",
        );
      }
      const post = await getPublishedPostBySlug(url.pathname.replace("/news/", ""));
      if (!post) return documentResponse("<h1>Article Not Found</h1>", { status: 404 });
      return documentResponse(`<h1>${post.title}</h1>`);
    },
    { pageCache },
  );
  return store;
}

/** Requests a path twice; the second answer, which must come from the cache. */
async function cached(path: string) {
  await server!.get(path);
  const again = await server!.get(path);
  expect(again.headers[cacheStatusHeader.toLowerCase()], path).toBe("HIT");
  return again;
}

describeEachEngine("a scheduled post and the page cache", () => {
  it("appears on /news, its article, the sitemap and RSS at its time, though they were cached before", async () => {
    await createPost({
      title: "Already Live",
      slug: "",
      content: "x",
      excerpt: "x",
      featuredImageUrl: null,
      author: "Staff",
      isPublished: true,
    });
    const scheduled = await createPost({
      title: "Job Fair Announced",
      slug: "job-fair-announced",
      content: "x",
      excerpt: "x",
      featuredImageUrl: null,
      author: "Staff",
      isPublished: true,
      publishAt: new Date(Date.now() + 2500),
    });
    const store = await startSite();

    expect((await cached("/news")).text).not.toContain("Job Fair Announced");
    expect((await cached("/news")).text).toContain("Already Live");
    expect((await server!.get("/news/job-fair-announced")).status).toBe(404);
    expect((await cached("/sitemap.xml")).text).not.toContain("job-fair-announced");
    expect((await cached("/news/rss.xml")).text).not.toContain("Job Fair Announced");
    expect(store.size).toBeGreaterThanOrEqual(3);

    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, scheduled.publishedAt!.getTime() - Date.now()) + 300),
    );
    expect(store.size).toBe(0);
    expect((await server!.get("/news")).text).toContain("Job Fair Announced");
    expect((await server!.get("/news/job-fair-announced")).text).toContain("<h1>Job Fair Announced</h1>");
    expect((await server!.get("/sitemap.xml")).text).toContain("https://example.com/news/job-fair-announced");
    expect((await server!.get("/news/rss.xml")).text).toContain("<title>Job Fair Announced</title>");
  });
});
