import { expect, test } from "../fixtures/staff-page";
import { expectNoAxeViolations } from "../support/axe";
import { saveSettings } from "../support/settings-form";

/*
 * A service page's 'Available Positions' with the job board on: each position is a link to
 * the job search for it in the page's category (public/usability-review.spec.ts has them
 * with the board off: plain text).
 */

// Every test starts and ends on the defaults: the server is shared by this folder's suites.
test.beforeEach(async ({ staffPage }) => saveSettings(staffPage, { jobBoardEnabled: true }));
test.afterEach(async ({ staffPage }) => saveSettings(staffPage));

test("each position links to its job search in the category", async ({ browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto("/services/cdl-drivers");
  const positions = visitor
    .getByRole("heading", { name: "Available Positions" })
    .locator("xpath=following-sibling::ul");
  await expect(positions.getByRole("link")).toHaveCount(8);
  await expect(visitor.getByText("Choose a position to see its open jobs.")).toBeVisible();
  const classA = positions.getByRole("link", { name: "Class A CDL Drivers" });
  await expect(classA).toHaveAttribute("href", "/jobs?q=Class+A+CDL+Drivers&category=cdl-drivers");
  await expect(classA).toHaveCSS("cursor", "pointer");

  await classA.click();
  await expect(visitor).toHaveURL(/\/jobs\?q=Class\+A\+CDL\+Drivers&category=cdl-drivers$/);
  await expect(visitor.getByLabel("Keywords")).toHaveValue("Class A CDL Drivers");
  await expect(visitor.getByLabel("Category")).toHaveValue("cdl-drivers");
  await visitor.close();
});

test("on the Spanish page, the positions lead to the Spanish job search", async ({ browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto("/es/services/dockside");
  const positions = visitor
    .getByRole("heading", { name: "Puestos disponibles" })
    .locator("xpath=following-sibling::ul");
  await expect(visitor.getByText("Elija un puesto para ver sus empleos disponibles.")).toBeVisible();
  const hrefs = await positions
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toHaveLength(8);
  for (const href of hrefs) expect(href).toMatch(/^\/es\/jobs\?q=[^&]+&category=dockside$/);
  await visitor.close();
});

for (const width of [375, 768, 1280]) {
  test(`the linked positions pass axe and fit at ${width} px`, async ({ browser }) => {
    const visitor = await browser.newPage({ viewport: { width, height: 900 } });
    await visitor.goto("/services/cdl-drivers");
    await expectNoAxeViolations(visitor);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await visitor.close();
  });
}
