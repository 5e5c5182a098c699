import { expect, test } from "@playwright/test";
import { seededPosts } from "../fixtures/content";
import { axeViolations, expectNoAxeViolations } from "../support/axe";
import { publicRoutes, serveFixtureImages, viewports, waitForHydration } from "../support/public-site";

const article = seededPosts.find((post) => post.featuredImageUrl)!;
const articleWithUpload = seededPosts.find((post) => post.upload)!;
const routes = [
  ...publicRoutes,
  "/news?page=2",
  `/news/${article.slug}`,
  `/news/${articleWithUpload.slug}`,
  "/news/no-such-article",
  "/no-such-page",
];

// One load per page, checked at each width in turn (the layout follows the viewport without
// a reload): loading every page once per width cost as much as the checks themselves.
test.describe("axe-core at mobile and desktop widths", () => {
  for (const path of routes) {
    test(path, async ({ page }) => {
      await serveFixtureImages(page);
      await page.setViewportSize(viewports.mobile);
      await page.goto(path);
      await waitForHydration(page);
      for (const [name, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        await test.step(`at ${name} width`, () => expectNoAxeViolations(page));
      }
    });
  }
});

test.describe("axe-core on interactive states", () => {
  test("the open mobile menu", async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await expectNoAxeViolations(page);
  });

  test("an open FAQ answer", async ({ page }) => {
    await page.goto("/faqs");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("button").first().click();
    await expectNoAxeViolations(page);
  });

  test("the contact form with its error messages, and its thank-you panel", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectNoAxeViolations(page);
    await page.getByLabel("Name", { exact: true }).fill("Ann");
    await page.getByLabel("Email", { exact: true }).fill("ann@example.com");
    await page.getByLabel("Message", { exact: true }).fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectNoAxeViolations(page);
  });
});

test("the axe check reports what it finds, one line per rule", async ({ page }) => {
  await page.setContent('<html lang="en"><body><main><img src="data:,"><button></button></main></body></html>');
  const violations = await axeViolations(page);
  expect(violations).toContainEqual(expect.stringMatching(/^image-alt: .+ \(img\)$/));
  expect(violations).toContainEqual(expect.stringMatching(/^button-name: .+ \(button\)$/));
});
