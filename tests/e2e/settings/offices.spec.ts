import { expect, test } from "../fixtures/staff-page";
import { saveSettings } from "../support/settings-form";

/*
 * An office's 'Phone' (its page shows it, else the main numbers) and, with the job board on,
 * its page's 'Open Jobs Near This Office' and the 404 page's 'Browse Jobs'.
 */

// Every test starts and ends on the defaults: the server is shared by this folder's suites.
test.beforeEach(async ({ staffPage }) => saveSettings(staffPage));
test.afterEach(async ({ staffPage }) => saveSettings(staffPage));

test("an office's Phone shows on its page in place of the main numbers", async ({ staffPage: page, browser }) => {
  const visitor = await browser.newPage();
  // Seen once before the change: the page cache holds it until the settings are saved.
  await visitor.goto("/locations/louisiana-office");
  await expect(visitor.getByRole("main").getByRole("link", { name: "(337) 555-0142" })).toBeVisible();

  await page.goto("/admin/settings");
  const offices = page.getByRole("group", { name: "Offices" });
  const phone = offices.getByLabel("Phone");
  await phone.fill("+44 20 7946 0958");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Phone must be a US number with its area code, e.g. (337) 555-0142")).toBeVisible();
  await phone.fill("(337) 555-0100");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  await visitor.goto("/locations/louisiana-office");
  const main = visitor.getByRole("main");
  await expect(main.getByRole("link", { name: "(337) 555-0100" })).toHaveAttribute("href", "tel:+13375550100");
  await expect(main.getByRole("link", { name: "(337) 555-0142" })).toHaveCount(0);
  await visitor.goto("/locations");
  await expect(visitor.getByRole("main").getByRole("link", { name: "(337) 555-0100" })).toBeVisible();
  await visitor.close();
});

test("with the job board on, an office's page looks for jobs near it and the 404 page offers 'Browse Jobs'", async ({
  staffPage: page,
  browser,
}) => {
  await saveSettings(page, {
    jobBoardEnabled: true,
    offices: [{ name: "Louisiana Office", street: "", city: "Sulphur", state: "LA", zip: "70663", phone: "" }],
  });
  const visitor = await browser.newPage();
  await visitor.goto("/locations/louisiana-office");
  const jobs = visitor.getByRole("region", { name: "Open Jobs Near This Office" });
  await expect(jobs).toBeVisible();
  // Other suites of this server may have left open jobs or none: either sentence, with 25 miles.
  await expect(jobs).toContainText(/(Open jobs within|No open jobs within) 25 miles of this office/);

  const response = await visitor.goto("/no-such-page");
  expect(response!.status()).toBe(404);
  const places = visitor.getByRole("navigation", { name: "Where would you like to go?" });
  await expect(places.getByRole("link")).toHaveText(["Home", "Staffing Services", "Browse Jobs", "Contact Us"]);
  await expect(places.getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/jobs");
  await visitor.goto("/es/no-such-page");
  await expect(
    visitor.getByRole("navigation", { name: "¿A dónde le gustaría ir?" }).getByRole("link", { name: "Buscar empleos" }),
  ).toHaveAttribute("href", "/es/jobs");
  await visitor.close();
});
