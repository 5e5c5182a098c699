import { expect, test } from "@playwright/test";

test("a public page is served with an ETag, a CDN-friendly Cache-Control, and 304 on If-None-Match", async ({ request }) => {
  await request.get("/");
  const page = await request.get("/");
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers["x-page-cache"]).toBe("HIT");
  expect(headers["cache-control"]).toMatch(/^public, /);
  expect(headers["cache-control"]).toMatch(/s-maxage=\d+/);
  expect(headers["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
  expect(headers.etag).toMatch(/^W\/"[^"]+"$/);

  // Served to many: its policy lists its scripts' hashes, and no nonce another visitor had.
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(headers["content-security-policy"]).not.toContain("'nonce-");

  const notModified = await request.get("/", { headers: { "If-None-Match": headers.etag! } });
  expect(notModified.status()).toBe(304);
  expect((await notModified.body()).length).toBe(0);
  const otherTag = await request.get("/", { headers: { "If-None-Match": '"something-else"' } });
  expect(otherTag.status()).toBe(200);
});

test("the feeds are cached like pages", async ({ request }) => {
  for (const path of ["/sitemap.xml", "/news/rss.xml", "/robots.txt"]) {
    await request.get(path);
    const response = await request.get(path);
    expect(response.headers()["x-page-cache"], path).toBe("HIT");
    expect(response.headers().etag, path).toBeTruthy();
  }
});

test("public pages are the same with a session cookie: served from the cache, checked or not", async ({
  request,
}) => {
  const plain = await (await request.get("/")).text();
  const response = await request.get("/", { headers: { Cookie: "better-auth.session_token=not-a-real-session" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["x-page-cache"]).toBe("HIT");
  expect(response.headers()["cache-control"]).toMatch(/^public, /);
  expect(await response.text()).toBe(plain);
});

test("a missing page is answered from one stored 404 document, and an address asked again before routing", async ({
  request,
}) => {
  const first = await request.get(`/no-such-page-${Date.now()}`);
  expect(first.status()).toBe(404);
  const other = await request.get(`/another-missing-page-${Date.now()}`);
  expect(other.status()).toBe(404);
  expect(other.headers()["x-page-cache"]).toBe("HIT");
  expect(await other.text()).toBe(await first.text());
  expect(other.headers()["content-security-policy"]).not.toContain("'nonce-");
  // Another section of the site marks its own link in the header: its own document.
  const article = await request.get(`/news/no-such-article-${Date.now()}`);
  expect(article.status()).toBe(404);
  expect(await article.text()).toContain("Article Not Found");
});

test("every /admin response says noindex and is never cached", async ({ request }) => {
  for (const path of ["/admin", "/admin/login", "/admin/dashboard", "/admin/posts", "/Admin/FAQs"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers["x-robots-tag"], path).toBe("noindex, nofollow");
    expect(headers["cache-control"], path).toContain("no-store");
    expect(headers["x-page-cache"], path).toBeUndefined();
    expect(headers.etag, path).toBeUndefined();
  }
  // Public pages stay indexable.
  expect((await request.get("/")).headers()["x-robots-tag"]).toBeUndefined();
});
