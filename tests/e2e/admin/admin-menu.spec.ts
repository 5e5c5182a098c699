import { expect, test } from "../fixtures/staff-page";
import { screenshotFor, waitForAdminHydration } from "../support/staff-pages";

const links = [
  "Dashboard",
  "FAQs",
  "Blog Posts",
  "Jobs",
  "Applications",
  "Media",
  "Inbox",
  "Settings",
  "Staff",
  "Activity",
];

for (const width of [375, 768]) {
  test(`below 1024 px (${width} px) the sidebar is a menu behind its button, holding focus while open`, async ({
    staffPage: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin/faqs");
    // The button is React's: a click before hydration opens nothing.
    await waitForAdminHydration(page);
    const button = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(menu).toBeVisible();
    for (const name of links) await expect(nav.getByRole("link", { name, exact: true })).toBeInViewport();
    await expect(nav.getByRole("link", { name: "FAQs" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
    await screenshotFor(page, "menu-open");

    // Tab goes through the links, then My Account and Sign Out, then back to the button.
    await button.focus();
    for (const name of links) {
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /^My Account/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();

    // The button closes it too, and going to another page does.
    await button.click();
    await button.click();
    await expect(nav).toBeHidden();
    await button.click();
    await nav.getByRole("link", { name: "Blog Posts" }).click();
    await expect(page).toHaveURL(/\/admin\/posts$/);
    await expect(nav).toBeHidden();
    await button.click();
    await expect(nav.getByRole("link", { name: "Blog Posts" })).toHaveAttribute("aria-current", "page");
  });
}

test("from 1024 px up the sidebar stays, with Sign Out after the links in Tab order", async ({ staffPage: page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin/posts");
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    for (const name of links) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Blog Posts" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Activity" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /^My Account/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeFocused();
    // Escape does nothing to a sidebar that is not a menu.
    await page.keyboard.press("Escape");
    await expect(nav).toBeVisible();
  }
});
