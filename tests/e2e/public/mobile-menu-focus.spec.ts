import { expect, test } from "@playwright/test";

import { defaultAgency as agency } from "../support/default-identity";
import { waitForHydration } from "../support/public-site";

for (const width of [375, 768]) {
  test.describe(`mobile menu at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("tabbing past its last item closes it: the focus is never behind the open menu", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const toggle = page.getByRole("button", { name: "Menu" });
      const menu = page.getByRole("navigation", { name: "Main" });
      await toggle.click();
      const last = menu.getByRole("link").last();
      await expect(last).toHaveText("CONTACT US");
      await last.focus();
      await page.keyboard.press("Tab");
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      // Wherever the focus went, it is on something the visitor can see.
      const focused = page.locator(":focus");
      await expect(focused).toBeVisible();
      await expect(focused).toBeInViewport();
    });

    test("Shift+Tab back from the logo closes it too", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const toggle = page.getByRole("button", { name: "Menu" });
      const menu = page.getByRole("navigation", { name: "Main" });
      await toggle.click();
      await page.getByRole("banner").getByRole("link", { name: `${agency.name} home` }).focus();
      await page.keyboard.press("Shift+Tab");
      await expect(menu).toBeHidden();
    });
  });
}
