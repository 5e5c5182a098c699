import { expect, test, type Page } from "@playwright/test";
import { publishedPostsNewestFirst, seededPosts } from "../fixtures/content";
import { serveFixtureImages, waitForHydration } from "../support/public-site";

const withUpload = seededPosts.find((post) => post.upload)!;
const external = seededPosts.find((post) => post.slug === "safety-week-at-our-sulphur-office")!;
const gone = seededPosts.find((post) => post.slug === "spring-hiring-event")!;

/** Every image on another site fails, as a dead link does. */
async function failExternalImages(page: Page) {
  await page.route("https://images.example.com/**", (route) => route.fulfill({ status: 404, contentType: "text/html", body: "Not found" }));
}

test.describe("uploaded images", () => {
  test("a news card offers AVIF, WebP and JPEG in every width made, sized, with its description", async ({ page }) => {
    await page.goto("/news");
    const card = page.getByRole("article").filter({ hasText: withUpload.title });
    const image = card.getByRole("img", { name: withUpload.featuredImageAlt! });
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "800");
    await expect(image).toHaveAttribute("srcset", /\/media\/[0-9a-f]{64}\/480\.jpg 480w, \/media\/[0-9a-f]{64}\/960\.jpg 960w, \/media\/[0-9a-f]{64}\/1200\.jpg 1200w$/);
    await expect(image).toHaveAttribute("sizes", /24rem/);
    const index = publishedPostsNewestFirst.indexOf(withUpload);
    await expect(image).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
    const sources = card.locator("picture source");
    await expect(sources).toHaveCount(2);
    await expect(sources.nth(0)).toHaveAttribute("type", "image/avif");
    await expect(sources.nth(0)).toHaveAttribute("srcset", /480\.avif 480w, .*960\.avif 960w, .*1200\.avif 1200w$/);
    await expect(sources.nth(1)).toHaveAttribute("type", "image/webp");
    // Chromium takes the AVIF, and it decodes.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    await expect(image).toHaveCSS("aspect-ratio", "16 / 9");
  });

  test("on a phone the cards after the first are compact: a small square of the smallest variant", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/news");
    const index = publishedPostsNewestFirst.indexOf(withUpload);
    expect(index, "the uploaded image's post is not the lead card").toBeGreaterThan(0);
    const card = page.getByRole("article").filter({ hasText: withUpload.title });
    const image = card.getByRole("img", { name: withUpload.featuredImageAlt! });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // 6rem at the phone's pixel ratio: the 480 px variant, a few KB, not the card-wide one.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/480\.avif$/);
    const box = (await image.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([96, 96]);
    // Beside the title, not above it.
    const title = (await card.getByRole("heading").boundingBox())!;
    expect(title.x + title.width).toBeLessThanOrEqual(box.x);
    // The lead card's image or pattern spans its card.
    const lead = page.getByRole("article").first();
    const leadMedia = (await lead.locator("picture img, img, .news-card-placeholder").first().boundingBox())!;
    expect(leadMedia.width).toBeGreaterThan(300);

    // On the narrowest phones a long word in a title breaks rather than running under the image.
    // Written once React has hydrated the cards, which would otherwise put their own text back.
    await page.setViewportSize({ width: 320, height: 800 });
    await waitForHydration(page);
    const heading = card.getByRole("heading");
    await heading.getByRole("link").evaluate((link) => (link.textContent = "Representatives Representatives"));
    expect(await heading.evaluate((h2) => h2.scrollWidth <= h2.clientWidth)).toBe(true);

    // From two columns on, every card shows its image across the card again.
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(image).toHaveCSS("aspect-ratio", "16 / 9");
    expect((await image.boundingBox())!.width).toBeGreaterThan(300);
  });

  test("on a phone the compact cards' images are asked for once the page is on screen, and without JavaScript at once", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/news");
    const thumbnails = page.locator("img[data-after-paint]");
    await expect.poll(() => thumbnails.count()).toBeGreaterThan(0);
    await expect(page.locator("html")).toHaveAttribute("data-shown", "");
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      // The scripts are asked for in the same task that lets these images show.
      firstScript: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
      thumbnails: [...document.querySelectorAll<HTMLImageElement>("img[data-after-paint]")]
        .map((img) => performance.getEntriesByName(img.currentSrc)[0]?.startTime)
        .filter((start) => start !== undefined),
    }));
    // The ones near the first screen were fetched, all after the first paint, with the scripts
    // (without the wait, at the first layout: before either).
    expect(timing.thumbnails.length).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThan(timing.firstPaint);
    for (const start of timing.thumbnails) expect(start).toBeGreaterThanOrEqual(timing.firstScript);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const noScript = await context.newPage();
    await noScript.goto("/news");
    const image = noScript.getByRole("article").filter({ hasText: withUpload.title }).getByRole("img");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  test("every variant is served with its type, immutable caching, an ETag, nosniff, cross-origin use, and no EXIF", async ({ page, request }) => {
    await page.goto("/news");
    const picture = page.getByRole("article").filter({ hasText: withUpload.title }).locator("picture");
    const srcsets = [
      ...(await picture.locator("source").evaluateAll((sources) => sources.map((s) => s.getAttribute("srcset")!))),
      (await picture.locator("img").getAttribute("srcset"))!,
    ];
    const urls = srcsets.flatMap((srcset) => srcset.split(", ").map((candidate) => candidate.split(" ")[0]!));
    expect(urls).toHaveLength(9);
    const types: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };
    for (const url of urls) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"], url).toBe(types[url.split(".").pop()!]);
      expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
      // Set once for every response by the server (a second copy from the route would be a list).
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"], url).toBe("cross-origin");
      expect(headers["etag"], url).toMatch(/^"[0-9a-f]{32}-\d+\.(avif|webp|jpg)"$/);
      const body = await response.body();
      // The upload carried a GPS position and the phone's make in its EXIF: none of it is served.
      expect(body.includes("Exif\0\0"), url).toBe(false);
      expect(body.includes("TestPhoneMaker"), url).toBe(false);
      const again = await request.get(url, { headers: { "If-None-Match": headers["etag"]! } });
      expect(again.status(), url).toBe(304);
    }
  });

  test("the article's hero image loads first, at its size, and is the share image", async ({ page }) => {
    await page.goto(`/news/${withUpload.slug}`);
    const hero = page.getByRole("main").getByRole("img", { name: withUpload.featuredImageAlt! });
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("width", "1200");
    await expect(hero).toHaveAttribute("height", "800");
    await expect(hero).toHaveAttribute("sizes", "(min-width: 51rem) 48rem, calc(100vw - 2rem)");
    const origin = new URL(page.url()).origin;
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${origin}/media/[0-9a-f]{64}/1200\\.jpg$`));
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "800");
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", withUpload.featuredImageAlt!);
    const share = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect((await page.request.get(share!)).headers()["content-type"]).toBe("image/jpeg");
  });

  test("a page led by an image asks for its scripts once the image is in, then hydrates as usual", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const order: string[] = [];
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("request", (request) => void (request.resourceType() === "script" && order.push("script asked for")));
    page.on("requestfinished", (request) => void (/\/media\//.test(request.url()) && order.push("image in")));
    await page.addInitScript(() => {
      const record = window as unknown as { __modulesAtLoad: number; __heroFrame: number; __heroShown: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[])
          if (entry.identifier === "hero") record.__heroShown = entry.renderTime;
      }).observe({ type: "element", buffered: true });
      addEventListener("load", () => {
        record.__modulesAtLoad = document.querySelectorAll('script[type="module"]').length;
      });
      // The frame after the hero's arrival: the image is drawn in it. (An image's load event
      // never reaches the window.)
      document.addEventListener(
        "load",
        (event) => {
          const target = event.target as HTMLImageElement;
          if (target.fetchPriority === "high") requestAnimationFrame(() => (record.__heroFrame = performance.now()));
        },
        { capture: true },
      );
    });
    await page.goto(`/news/${withUpload.slug}`);
    // The scripts were added before the load event, which they hold as on any other page.
    expect(await page.evaluate(() => (window as unknown as { __modulesAtLoad: number }).__modulesAtLoad)).toBe(1);
    await waitForHydration(page);
    expect(order[0]).toBe("image in");
    expect(order).toContain("script asked for");
    // Asked for once the image is drawn and on screen, never between its arrival and its paint.
    const timing = await page.evaluate(() => ({
      heroFrame: (window as unknown as { __heroFrame: number }).__heroFrame,
      heroShown: (window as unknown as { __heroShown: number }).__heroShown,
      firstScript: Math.min(
        ...(performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(timing.heroFrame).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.heroFrame);
    expect(timing.heroShown).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.heroShown);
    // The module preloads are left out on such a page, and no script is lost on the way.
    await expect(page.locator('link[rel="modulepreload"][fetchpriority="low"]')).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQS" }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    expect(errors).toEqual([]);
  });

  // A phone (Lighthouse's), a tablet and a laptop: the cards in and next to the first screenful
  // differ with the number of columns.
  for (const width of [412, 768, 1280]) {
    test(`the news list does not shift while it loads, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 823 });
      await serveFixtureImages(page);
      await page.addInitScript(() => {
        (window as unknown as { __shifts: number[] }).__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            (window as unknown as { __shifts: number[] }).__shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/news", { waitUntil: "networkidle" });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    });
  }
});

test.describe("an image address that fails to load", () => {
  test("shows the placeholder in the first screenful of /news, not a broken image", async ({ page }) => {
    await failExternalImages(page);
    await page.goto("/news");
    await waitForHydration(page);
    const card = page.getByRole("article").filter({ hasText: external.title });
    await expect(card.locator(".news-card-placeholder")).toHaveCount(1);
    await expect(card.getByRole("img")).toHaveCount(0);
  });

  test("shows the placeholder when a card below the fold scrolls into view", async ({ page, request }) => {
    // The card's image is lazy: the browser asks for it only near the viewport, after hydration.
    const html = await (await request.get("/news")).text();
    const tag = html.match(/<img[^>]*>/g)!.find((img) => img.includes(`src="${gone.featuredImageUrl}"`));
    expect(tag).toContain('loading="lazy"');
    await page.setViewportSize({ width: 375, height: 700 });
    await failExternalImages(page);
    await page.goto("/news");
    await waitForHydration(page);
    const card = page.getByRole("article").filter({ hasText: gone.title });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator(".news-card-placeholder")).toHaveCount(1);
    await expect(card.getByRole("img")).toHaveCount(0);
  });

  test("leaves the article without an image, as a post that has none", async ({ page }) => {
    await failExternalImages(page);
    await page.goto(`/news/${external.slug}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: external.title })).toBeVisible();
    await expect(page.getByRole("main").getByRole("img")).toHaveCount(0);
  });
});
