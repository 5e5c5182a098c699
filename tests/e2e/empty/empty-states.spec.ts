import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "../support/axe";
import { viewports, waitForHydration } from "../support/public-site";

test("the FAQ page says there are no FAQs", async ({ page }) => {
  const response = await page.goto("/faqs");
  expect(response!.status()).toBe(200);
  await expect(page.getByText("No FAQs available at this time. Please check back later.")).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test("the news page says there are no articles, and has no second page", async ({ page }) => {
  const response = await page.goto("/news");
  expect(response!.status()).toBe(200);
  await expect(page.getByText("No news articles available at this time. Please check back later.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "News pages" })).toHaveCount(0);
  expect((await page.goto("/news?page=2"))!.status()).toBe(404);
});

test("the sitemap still lists the pages and services", async ({ page }) => {
  await page.goto("/sitemap");
  await expect(page.getByRole("main").getByRole("link", { name: "Dockside" })).toBeVisible();
  await expect(page.getByText("No news articles yet.")).toBeVisible();
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the empty pages pass axe-core at ${name} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ["/faqs", "/news", "/sitemap"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
  });
}
