import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/staff-page";
import { saveSettings } from "../support/settings-form";

async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), what).toEqual([]);
}

test.afterEach(async ({ staffPage }) => saveSettings(staffPage));

for (const width of [375, 1280]) {
  test(`the settings page passes axe at ${width} px, also with its error messages shown`, async ({ staffPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/settings");
    await expectNoAxeViolations(page, "as loaded");
    await page.getByLabel("Agency Name", { exact: true }).fill("");
    await page.getByRole("group", { name: "Phone Numbers" }).getByLabel("Number").first().fill("12");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Agency Name is required")).toBeVisible();
    await expectNoAxeViolations(page, "with errors");
  });
}
