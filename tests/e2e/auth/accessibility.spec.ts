import { expect, test, type Page } from "@playwright/test";

import { signIn, staff } from "../fixtures/staff";
import { expectNoAxeViolations } from "../support/axe";

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

for (const width of [320, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the sign-in pages are axe-clean and fit the screen", async ({ page }) => {
      await page.goto("/admin/login");
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      await page.getByLabel("Email").fill("nobody@example.com");
      await page.getByLabel("Password").fill("wrong password");
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto("/admin/reset-password");
      await expectNoAxeViolations(page);
      await page.getByLabel("Email").fill("a.rather.long.address.for.a.small.screen@example.com");
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      await page.goto("/admin/update-password");
      await page.getByLabel("New Password").fill("Abc1");
      await page.getByLabel("Confirm Password").fill("Abc");
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
    });

    test("the admin layout is axe-clean and fits the screen", async ({ page }) => {
      await signIn(page, staff.admin);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      // The sidebar's own entries (the dashboard's Quick Actions link to the same pages);
      // below 1024 px they are behind the Menu button.
      if (width < 1024) await page.getByRole("button", { name: "Menu" }).click();
      const sidebar = page.getByRole("navigation", { name: "Admin" });
      for (const name of ["Dashboard", "FAQs", "Blog Posts", "Sign Out"]) {
        const target =
          name === "Sign Out" ? page.getByRole("button", { name }) : sidebar.getByRole("link", { name, exact: true });
        await expect(target).toBeInViewport();
      }
    });
  });
}
