import { afterEach, expect, it } from "vitest";
import { sendDocument, startTestServer, type TestServer } from "../../tests/support/http-app";
import { describeEachEngine } from "../../tests/support/test-database";
import { cacheStatusHeader, publicPageCache } from "~/cache/page-cache.server";
import { PageStore } from "~/cache/page-store.server";
import { getDb } from "~/db/client.server";
import { latestContentUpdates, listPublishedPostEntries } from "~/models/feeds.server";
import { createPost, getPublishedPostBySlug, listPublishedPosts } from "~/models/post.server";
import { renderRss } from "~/seo/rss";
import { renderSitemap } from "~/seo/sitemap";
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

async function startSite() {
  const store = new PageStore();
  watch = startScheduledPublicationWatch({ db: getDb(), onPublished: () => store.clear(), pollMs: 60_000 });
  await watch.ready;
  server = await startTestServer((app) => {
    app.use(publicPageCache({ store }));
    app.get("/news", async (_req, res) => {
      const posts = await listPublishedPosts({ limit: 12 });
      await sendDocument(res, `<ul>${posts.map((p) => `<li>${p.title}</li>`).join("")}</ul>`);
    });
    app.get("/sitemap.xml", async (_req, res) => {
      const { posts } = await latestContentUpdates();
      const xml = renderSitemap({ publicUrl: "https://example.com", articles: await listPublishedPostEntries(), lastModified: { faqs: null, news: posts } });
      res.type("application/xml").send(xml);
    });
    app.get("/news/rss.xml", async (_req, res) => {
      res.type("application/rss+xml").send(renderRss({ publicUrl: "https://example.com", articles: await listPublishedPostEntries() }));
    });
    app.get("/news/:slug", async (req, res) => {
      const post = await getPublishedPostBySlug(req.params.slug);
      if (!post) return sendDocument(res, "<h1>Article Not Found</h1>", { status: 404 });
      await sendDocument(res, `<h1>${post.title}</h1>`);
    });
  });
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
    await createPost({ title: "Already Live", slug: "", content: "x", excerpt: "x", featuredImageUrl: null, author: "Staff", isPublished: true });
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

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, scheduled.publishedAt!.getTime() - Date.now()) + 300));
    expect(store.size).toBe(0);
    expect((await server!.get("/news")).text).toContain("Job Fair Announced");
    expect((await server!.get("/news/job-fair-announced")).text).toContain("<h1>Job Fair Announced</h1>");
    expect((await server!.get("/sitemap.xml")).text).toContain("https://example.com/news/job-fair-announced");
    expect((await server!.get("/news/rss.xml")).text).toContain("<title>Job Fair Announced</title>");
  });
});
