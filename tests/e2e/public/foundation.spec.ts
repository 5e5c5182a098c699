import { createHash } from "node:crypto";

import { expect, test } from "@playwright/test";

test("the home page is server-rendered HTML with the security headers", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain("From Coast to Coast, We Work For You.");
  const headers = response.headers();
  const csp = headers["content-security-policy"]!;
  // A page the cache serves allows its own inline scripts by their hashes (no shared nonce).
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
    expect(csp).toContain(directive);
  }
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  // Plain HTTP: no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();
});

test("every inline script is allowed by its hash on a cached page, and no two responses share a nonce", async ({
  request,
}) => {
  await request.get("/");
  const cached = await request.get("/");
  expect(cached.headers()["x-page-cache"]).toBe("HIT");
  const policy = cached.headers()["content-security-policy"]!;
  expect(policy).not.toContain("'nonce-");
  const html = await cached.text();
  const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/src=/.test(attributes!));
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , code] of inline) expect(policy).toContain(`'sha256-${createHash("sha256").update(code!).digest("base64")}'`);

  // A page rendered for each request (never cached) carries a fresh nonce, in every script.
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const rendered = await request.get("/admin/login");
    const nonce = /'nonce-([^']+)'/.exec(rendered.headers()["content-security-policy"]!)![1]!;
    const scripts = [...(await rendered.text()).matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    nonces.add(nonce);
  }
  expect(nonces.size).toBe(2);
});

test("HSTS is sent when the request came over HTTPS through a trusted proxy", async ({ request }) => {
  // The e2e servers do not trust proxies: a forged header must not turn HSTS on.
  const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toBeUndefined();
});

test("/healthz answers 200 when the database answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});

test("an unknown path answers 404 inside the site's layout", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("hashed assets are served compressed with a year-long immutable cache", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // The stylesheet is inlined (app/platform/document/stylesheet.tsx): a script is the hashed asset here.
  const asset = /"(\/assets\/[^"\\]+\.js)"/.exec(html)![1]!;
  const response = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  expect(response.headers()["content-encoding"]).toBe("gzip");
});

test("browsers that accept Brotli get Brotli pages and scripts", async ({ request }) => {
  const browser = { "Accept-Encoding": "gzip, deflate, br, zstd" };
  const html = await (await request.get("/why-choose-us")).text();
  const asset = /"(\/assets\/[^"\\]+\.js)"/.exec(html)![1]!;
  const script = await request.get(asset, { headers: browser });
  expect(script.headers()["content-encoding"]).toBe("br");
  // The page cache makes a page's Brotli copy in the background once the page is rendered.
  await expect
    .poll(async () => (await request.get("/why-choose-us", { headers: browser })).headers()["content-encoding"])
    .toBe("br");
  const page = await request.get("/why-choose-us", { headers: browser });
  expect(await page.text()).toContain("<h1");
  // One ETag for the page, whichever copy was sent.
  const plain = await request.get("/why-choose-us", { headers: { "Accept-Encoding": "identity" } });
  expect(page.headers().etag).toBeTruthy();
  expect(plain.headers().etag).toBe(page.headers().etag);
});
