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

  // The cached document's CSP nonce is the one its inline scripts carry.
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"]!)![1]!;
  const html = await page.text();
  for (const [, attributes] of html.matchAll(/<script([^>]*)>/g)) expect(attributes).toContain(`nonce="${nonce}"`);

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

test("a request with a session is never served from the cache nor cacheable", async ({ request }) => {
  await request.get("/");
  const response = await request.get("/", { headers: { Cookie: "better-auth.session_token=not-a-real-session" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["x-page-cache"]).toBeUndefined();
  expect(response.headers().etag).toBeUndefined();
  expect(response.headers()["cache-control"]).toBe("private, no-store");
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
