import { mkdir } from "node:fs/promises";
import path from "node:path";

import { expect, type Locator, type Page } from "@playwright/test";

/** Signs in through the login page with email and password, and waits for `landing`. */
export async function signInWithPassword(
  page: Page,
  account: { email: string; password: string },
  landing: RegExp = /\/admin\/dashboard$/,
) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  // Password hashing is slow on a busy two-core machine.
  await expect(page).toHaveURL(landing, { timeout: 20_000 });
}

export async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

/** With SCREENSHOT_DIR set, a full-page screenshot of what the page shows now, for people to look at. */
export async function screenshotFor(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
}

/** Waits until React has hydrated an admin page (its buttons then answer with fetchers, not page loads). */
export async function waitForAdminHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById("admin-content");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactProps"));
  });
}

/** Waits until React has hydrated an element: what it does on input is wired up. */
export async function waitForElementHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}
