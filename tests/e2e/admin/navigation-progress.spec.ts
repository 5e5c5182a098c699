import type { Page } from "@playwright/test";

import { expect, test } from "../fixtures/staff-page";

/*
 * Navigation between admin pages shows a progress bar when it takes longer than a moment
 * (300 ms), and nothing when it is quick.
 */

/** Starts an in-app navigation (as a link does, wherever the layout puts the links at this width), not waiting for it. */
async function navigateInApp(page: Page, to: string) {
  // The router exists once the page has hydrated (under load, after `goto` has returned).
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate((path) => {
    void (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate(path);
  }, to);
}

/** Whether a progress bar appears from now on, however briefly. */
async function watchForProgressBar(page: Page) {
  await page.evaluate(() => {
    const flag = window as unknown as { progressSeen?: boolean };
    flag.progressSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) flag.progressSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen?: boolean }).progressSeen);
}

const FAQ_DATA = /\/admin\/faqs\.data/;

for (const width of [375, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a slow navigation shows 'Loading page', a quick one nothing", async ({ staffPage: page }) => {
      await page.goto("/admin/dashboard");
      await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

      // The FAQ page's data, held back 1.5 s: the bar shows while it is on its way.
      let answer: { body: Buffer; headers: Record<string, string>; status: number } | null = null;
      await page.route(FAQ_DATA, async (route) => {
        const response = await route.fetch();
        answer = { body: await response.body(), headers: response.headers(), status: response.status() };
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fulfill({ response, body: answer.body });
      });
      await navigateInApp(page, "/admin/faqs");
      const bar = page.getByRole("progressbar", { name: "Loading page" });
      await expect(bar).toBeVisible();
      await expect(page.getByRole("heading", { name: "Manage FAQs", level: 1 })).toBeVisible();
      await expect(bar).toHaveCount(0);

      // The same data again, answered at once: no bar at all.
      await navigateInApp(page, "/admin/dashboard");
      await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
      await page.unroute(FAQ_DATA);
      await page.route(FAQ_DATA, (route) => route.fulfill(answer!));
      const seen = await watchForProgressBar(page);
      await navigateInApp(page, "/admin/faqs");
      await expect(page.getByRole("heading", { name: "Manage FAQs", level: 1 })).toBeVisible();
      await page.waitForTimeout(400);
      expect(await seen()).toBe(false);
    });
  });
}

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the bar stands still", async ({ staffPage: page }) => {
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await page.route(FAQ_DATA, async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ response });
    });
    await navigateInApp(page, "/admin/faqs");
    const bar = page.getByRole("progressbar", { name: "Loading page" });
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((element) => getComputedStyle(element.firstElementChild!).animationName)).toBe("none");
    await expect(page.getByRole("heading", { name: "Manage FAQs", level: 1 })).toBeVisible();
  });
});
