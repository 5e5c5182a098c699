import { expect, test } from "@playwright/test";
import { defaultAgency as agency } from "../support/default-identity";
import { publishedPostsNewestFirst, seededPosts } from "../fixtures/content";
import { delayDataRequests, jsonLd, serveFixtureImages, waitForHydration } from "../support/public-site";

const PER_PAGE = 12;
const drafts = seededPosts.filter((post) => !post.isPublished);
const withImage = publishedPostsNewestFirst.find((post) => post.featuredImageUrl)!;
const dockside = seededPosts.find((post) => post.slug === "now-hiring-dockside-workers")!;
const fiveTips = seededPosts.find((post) => post.slug === "five-tips-for-your-first-week")!;

test.describe("news list", () => {
  test("shows the newest 12 published posts, newest first, without drafts", async ({ page }) => {
    await page.goto("/news");
    await expect(page).toHaveTitle(`News | ${agency.name}`);
    await expect(page.getByRole("heading", { level: 1, name: "Latest News" })).toBeVisible();
    const titles = page.getByRole("article").getByRole("heading", { level: 2 });
    await expect(titles).toHaveText(publishedPostsNewestFirst.slice(0, PER_PAGE).map((post) => post.title));
    for (const draft of drafts) await expect(page.getByText(draft.title)).toHaveCount(0);
  });

  test("each card has its date, author, excerpt and a Read More link", async ({ page }) => {
    await page.goto("/news");
    const card = page.getByRole("article").filter({ hasText: dockside.title });
    // 17:00 UTC on March 15th is still March 15th in Chicago.
    await expect(card.locator("time")).toHaveText("March 15, 2026");
    await expect(card).toContainText(`By ${dockside.author}`);
    await expect(card).toContainText(dockside.excerpt);
    const readMore = card.getByRole("link", { name: "Read More" });
    await expect(readMore).toHaveAttribute("href", `/news/${dockside.slug}`);
    await expect(readMore).toHaveAccessibleName(new RegExp(`^Read More\\s+about ${dockside.title}$`));
    await expect(readMore).toHaveText(/^Read More/);

    // 03:30 UTC on February 1st is January 31st in Chicago: dates are the agency's.
    await expect(page.getByRole("article").filter({ hasText: fiveTips.title }).locator("time")).toHaveText("January 31, 2026");
  });

  test("clamps excerpts to three lines", async ({ page }) => {
    await page.goto("/news");
    const excerpt = page.getByText(dockside.excerpt);
    await expect(excerpt).toHaveCSS("-webkit-line-clamp", "3");
  });

  test("featured images have alt text and a fixed aspect ratio; cards below the fold load lazily", async ({ page }) => {
    await serveFixtureImages(page);
    await page.goto("/news");
    const image = page.getByRole("img", { name: withImage.title });
    await expect(image).toHaveAttribute("src", withImage.featuredImageUrl!);
    await expect(image).toHaveCSS("aspect-ratio", "16 / 9");
    await expect(image).toHaveAttribute("width");
    await expect(image).toHaveAttribute("height");
    const index = publishedPostsNewestFirst.indexOf(withImage);
    await expect(image).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
  });

  test("pages through older posts with ?page=N", async ({ page }) => {
    await page.goto("/news");
    const pager = page.getByRole("navigation", { name: "News pages" });
    await expect(pager).toContainText("Page 1 of 2");
    await expect(pager.getByRole("link", { name: "Newer posts" })).toHaveCount(0);
    await pager.getByRole("link", { name: "Older posts" }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(
      publishedPostsNewestFirst.slice(PER_PAGE).map((post) => post.title),
    );
    await expect(page).toHaveTitle(`News, Page 2 of 2 | ${agency.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/news\?page=2$/);
    await expect(pager.getByRole("link", { name: "Older posts" })).toHaveCount(0);
    await pager.getByRole("link", { name: "Newer posts" }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test("page 1 lives at /news; malformed and out-of-range pages answer 404", async ({ page, request }) => {
    const first = await request.get("/news?page=1", { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers()["location"]).toMatch(/\/news$/);
    for (const query of ["page=3", "page=0", "page=-1", "page=abc", "page=1.5", "page="]) {
      const response = await page.goto(`/news?${query}`);
      expect(response!.status(), query).toBe(404);
    }
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });

  test("shows 'Loading news...' while the list loads during client-side navigation", async ({ page }) => {
    await page.goto("/faqs");
    await waitForHydration(page);
    await delayDataRequests(page, "/news");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "NEWS" }).click();
    await expect(page.getByText("Loading news...")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Latest News" })).toBeVisible();
    await expect(page.getByText("Loading news...")).toHaveCount(0);
  });
});

test.describe("article", () => {
  test("shows Back to News, title, author, date and the content rendered from Markdown", async ({ page }) => {
    await page.goto(`/news/${fiveTips.slug}`);
    await expect(page).toHaveTitle(`${fiveTips.title} | ${agency.name}`);
    await expect(page.getByRole("link", { name: "Back to News" })).toHaveAttribute("href", "/news");
    await expect(page.getByRole("heading", { level: 1, name: fiveTips.title })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText(`By ${fiveTips.author}`);
    await expect(main.locator("time")).toHaveText("January 31, 2026");
    await expect(main.getByRole("heading", { level: 2, name: "Before you start" })).toBeVisible();
    await expect(main.getByRole("list").getByRole("listitem")).toHaveText(["Arrive early.", "Bring your documents."]);
    await expect(main.locator("strong")).toHaveText("Questions?");
    await expect(main.getByRole("link", { name: "our FAQs" })).toHaveAttribute("href", "https://www.example.com/faqs");
    await expect(main.getByRole("link", { name: "jobs@example.com" })).toHaveAttribute("href", "mailto:jobs@example.com");
    // A javascript: link is never made, and raw HTML is text, never markup.
    await expect(main.getByRole("link", { name: "Do not click" })).toHaveCount(0);
    await expect(main).toContainText("[Do not click](javascript:alert(1))");
    await expect(main.locator("b")).toHaveCount(0);
    await expect(main).toContainText("<b>not bold</b>");
  });

  test("shows a post written as plain text as before: its paragraphs and line breaks, one blank line apart", async ({ page }) => {
    await page.goto(`/news/${dockside.slug}`);
    const content = page.getByRole("main").locator(".rich-text");
    expect(await content.innerText()).toBe(dockside.content);
    // Each paragraph one line below the previous one, as a blank line was in the plain text.
    const [lineHeight, gap] = await content.evaluate((element) => {
      const [first, second] = [...element.querySelectorAll("p")];
      return [parseFloat(getComputedStyle(first!).lineHeight), second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom];
    });
    expect(gap).toBeCloseTo(lineHeight, 0);
  });

  test("shows the featured image and describes it for link previews", async ({ page }) => {
    await serveFixtureImages(page);
    await page.goto(`/news/${withImage.slug}`);
    await expect(page.getByRole("main").getByRole("img", { name: withImage.title })).toHaveAttribute("src", withImage.featuredImageUrl!);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", withImage.featuredImageUrl!);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  });

  test("is described as a NewsArticle for search engines", async ({ page }) => {
    await page.goto(`/news/${dockside.slug}`);
    const article = (await jsonLd(page)).find((item) => item["@type"] === "NewsArticle");
    expect(article).toMatchObject({
      headline: dockside.title,
      datePublished: new Date(dockside.publishedAt!).toISOString(),
      author: { "@type": "Person", name: dockside.author },
    });
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
  });

  test("Read More leads to the article without reloading the page", async ({ page }) => {
    await page.goto("/news");
    await waitForHydration(page);
    await delayDataRequests(page, `/news/${dockside.slug}`);
    await page.getByRole("article").filter({ hasText: dockside.title }).getByRole("link", { name: "Read More" }).click();
    await expect(page.getByText("Loading article...")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: dockside.title })).toBeVisible();
    await page.getByRole("link", { name: "Back to News" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Latest News" })).toBeVisible();
  });

  test("an unknown or unpublished slug answers 404 with 'Article Not Found'", async ({ page }) => {
    for (const slug of ["no-such-article", drafts[0]!.slug]) {
      const response = await page.goto(`/news/${slug}`);
      expect(response!.status(), slug).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
      await expect(page).toHaveTitle(`Article Not Found | ${agency.name}`);
      await expect(page.getByText(drafts[0]!.content)).toHaveCount(0);
    }
    await page.getByRole("link", { name: "Return to News" }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test("a renamed post's old address answers 301 to the new one", async ({ page, request }) => {
    const renamed = seededPosts.find((post) => post.renamedFrom)!;
    const response = await request.get(`/news/${renamed.renamedFrom}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toMatch(new RegExp(`/news/${renamed.slug}$`));
    await page.goto(`/news/${renamed.renamedFrom}`);
    await expect(page).toHaveURL(new RegExp(`/news/${renamed.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: renamed.title })).toBeVisible();
  });
});
