import type { Page } from "@playwright/test";

import { expect, test } from "../fixtures/staff-page";
import { saveSettings } from "../support/settings-form";

// Every test starts and ends on the defaults: the server is shared by this folder's suites.
test.beforeEach(async ({ staffPage }) => saveSettings(staffPage));
test.afterEach(async ({ staffPage }) => saveSettings(staffPage));

const footer = (page: Page) => page.getByRole("contentinfo");

async function agencyJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((ld) => ld["@type"] === "EmploymentAgency")!;
}

test("'Settings' in the sidebar opens the form with the labels staff know", async ({ staffPage: page }) => {
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  for (const label of [
    "Agency Name",
    "General Email",
    "Facebook URL",
    "LinkedIn URL",
    "X URL",
    "Instagram URL",
    "Online Application URL",
    "Job Board URL",
    "Employee Portal URL",
    "Deliver contact messages to staff",
    "Notification Email",
    "Keep messages for (days)",
  ]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("group", { name: "View More Info links to" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Settings" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Test Email" })).toBeVisible();
});

test("what is saved shows at once on the public pages, also those already in the page cache", async ({
  staffPage: page,
  browser,
}) => {
  // A visitor without a session gets cached pages: load them before the change.
  const visitor = await browser.newPage();
  for (const path of ["/", "/contact", "/services/dockside"]) await visitor.goto(path);

  await page.goto("/admin/settings");
  await page.getByLabel("Agency Name", { exact: true }).fill("Gulf Coast Staffing");
  await page.getByLabel("Label").first().fill("Lake Charles");
  await page.getByLabel("Number").first().fill("337.555.0199");
  await page.getByLabel("General Email", { exact: true }).fill("hello@gulfcoast.example");
  await page.getByLabel("Facebook URL", { exact: true }).fill("");
  await page.getByLabel("LinkedIn URL", { exact: true }).fill("https://www.linkedin.com/company/gulf-coast-staffing");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();

  await visitor.goto("/");
  await expect(visitor).toHaveTitle(/^Gulf Coast Staffing \| Staffing in Louisiana and Texas$/);
  const header = visitor.getByRole("banner");
  await expect(header.getByRole("link", { name: "Gulf Coast Staffing home" })).toBeVisible();
  // The call button: one tap, labelled 'Call', the first number.
  const call = header.locator('a[href="tel:+13375550199"]', { hasText: "Call" });
  await expect(call).toBeVisible();
  await expect(footer(visitor)).toContainText("Lake Charles: 337.555.0199");
  await expect(footer(visitor).getByRole("link", { name: "hello@gulfcoast.example" })).toHaveAttribute(
    "href",
    "mailto:hello@gulfcoast.example",
  );
  await expect(footer(visitor)).toContainText("© ");
  await expect(footer(visitor)).toContainText("Gulf Coast Staffing. All rights reserved.");
  // An empty social URL hides its icon; a set one links to it.
  await expect(footer(visitor).getByRole("link", { name: "Facebook" })).toHaveCount(0);
  await expect(footer(visitor).getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/company/gulf-coast-staffing",
  );
  const ld = await agencyJsonLd(visitor);
  expect(ld.name).toBe("Gulf Coast Staffing");
  expect(ld.telephone).toEqual(["+13375550199", "+14095550178"]);
  expect(ld.sameAs).not.toContain("https://www.facebook.com/");

  await visitor.goto("/contact");
  const main = visitor.getByRole("main");
  await expect(main.getByRole("link", { name: "337.555.0199" })).toHaveAttribute("href", "tel:+13375550199");
  await expect(main.getByRole("link", { name: "hello@gulfcoast.example" })).toBeVisible();
  await visitor.goto("/services/dockside");
  await expect(visitor).toHaveTitle("Dockside Staffing | Gulf Coast Staffing");
  await visitor.close();
});

test("invalid values are refused with a message under each field, and nothing is saved", async ({
  staffPage: page,
}) => {
  await page.goto("/admin/settings");
  await page.getByLabel("Agency Name", { exact: true }).fill("Never Saved Staffing");
  await page.getByLabel("Number").first().fill("555-01");
  await page.getByLabel("Job Board URL", { exact: true }).fill("jobs.example.com");
  await page.getByLabel("Keep messages for (days)", { exact: true }).fill("0");
  // The server's own check: the page's quicker one (the same rules) is skipped, so the form
  // posts as a plain HTML form would.
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  const settingsForm = page.locator("form").filter({ has: page.getByLabel("Agency Name", { exact: true }) });
  await settingsForm.evaluate((form: HTMLFormElement) => {
    form.addEventListener("submit", (event) => event.stopImmediatePropagation(), { capture: true });
  });
  await page.getByRole("button", { name: "Save Settings" }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Nothing was saved");
  await expect(page.getByLabel("Number").first()).toHaveAccessibleDescription(
    /Enter a phone number with its area code/,
  );
  await expect(page.getByLabel("Job Board URL", { exact: true })).toHaveAccessibleDescription(
    /must be a web address starting with https:\/\//,
  );
  await expect(page.getByLabel("Keep messages for (days)", { exact: true })).toHaveAccessibleDescription(
    /whole number from 1 to 3,650/,
  );
  await expect(page.getByLabel("Number").first()).toBeFocused();
  // What was typed is kept for correcting.
  await expect(page.getByLabel("Agency Name", { exact: true })).toHaveValue("Never Saved Staffing");

  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "TeamWork Staffing home" })).toBeVisible();
});

test("the browser shows the same messages before sending anything", async ({ staffPage: page }) => {
  await page.goto("/admin/settings");
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await page.getByLabel("General Email", { exact: true }).fill("info@");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByLabel("General Email", { exact: true })).toHaveAccessibleDescription(/valid email address/);
  await expect(page.getByLabel("General Email", { exact: true })).toBeFocused();
  expect(posted).toBe(false);
});

test("phone numbers, offices and hours are lists: add, remove and reorder", async ({ staffPage: page, browser }) => {
  await page.goto("/admin/settings");
  const phones = page.getByRole("group", { name: "Phone Numbers" });
  await phones.getByRole("button", { name: "Add Phone Number" }).click();
  await expect(phones.getByLabel("Label").nth(2)).toBeFocused();
  await phones.getByLabel("Label").nth(2).fill("Beaumont");
  await phones.getByLabel("Number").nth(2).fill("(409) 555-0111");
  await phones.getByRole("button", { name: "Move phone 3 up" }).click();
  await phones.getByRole("button", { name: "Move phone 2 up" }).click();
  await phones.getByRole("button", { name: "Remove phone 3" }).click();
  const hours = page.getByRole("group", { name: "Business Hours" });
  await hours.getByRole("button", { name: "Remove line 2" }).click();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  await expect(phones.getByLabel("Label")).toHaveCount(2);
  await expect(phones.getByLabel("Label").first()).toHaveValue("Beaumont");

  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  const callUs = visitor
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: /^(Beaumont|Louisiana|Texas):/ });
  await expect(callUs).toHaveText(["Beaumont: (409) 555-0111", "Louisiana: (337) 555-0142"]);
  await expect(visitor.getByRole("main")).not.toContainText("Sat-Sun");
  await expect(visitor.getByRole("banner").locator('a[href="tel:+14095550111"]', { hasText: "Call" })).toBeVisible();
  await visitor.close();
});

test("Enter in a field saves the settings", async ({ staffPage: page }) => {
  await page.goto("/admin/settings");
  await page.getByLabel("Tagline", { exact: true }).fill("WE WORK FOR YOU");
  await page.getByLabel("Tagline", { exact: true }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  // Nothing else moved: the first phone is still the first.
  await expect(page.getByRole("group", { name: "Phone Numbers" }).getByLabel("Label").first()).toHaveValue("Louisiana");
});

test("'View More Info' leads where the settings say", async ({ staffPage: page }) => {
  await page.goto("/services/dockside");
  await expect(page.getByRole("button", { name: "View More Info" })).toBeVisible();

  await saveSettings(page, { viewMoreInfo: "contact" });
  await page.goto("/services/dockside");
  await page.getByRole("link", { name: "View More Info" }).click();
  await expect(page).toHaveURL(/\/contact\?service=dockside$/);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
    "I would like more information about your Dockside staffing.",
  );

  await saveSettings(page, { viewMoreInfo: "jobBoard", jobBoardUrl: "https://careers.example.org" });
  await page.goto("/services/dockside");
  await expect(page.getByRole("link", { name: "View More Info" })).toHaveAttribute(
    "href",
    "https://careers.example.org",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form saves, and its list buttons work", async ({ staffPage: page, browser }) => {
    await page.goto("/admin/settings");
    await page.getByLabel("Slogan", { exact: true }).fill("Work starts here.");
    await page.getByRole("button", { name: "Add Office" }).click();
    // The server answered with one more (empty) office, and kept what was typed.
    await expect(page.getByLabel("Office Name")).toHaveCount(2);
    await expect(page.getByLabel("Slogan", { exact: true })).toHaveValue("Work starts here.");
    await page.getByLabel("Office Name").nth(1).fill("Texas Office");
    await page.getByLabel("City").nth(1).fill("Beaumont");
    await page.getByLabel("State").nth(1).fill("TX");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Settings saved.")).toBeVisible();

    const visitor = await browser.newPage({ javaScriptEnabled: false });
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Work starts here.");
    await expect(footer(visitor)).toContainText("Texas Office: Beaumont, TX");
    await visitor.close();
  });
});
