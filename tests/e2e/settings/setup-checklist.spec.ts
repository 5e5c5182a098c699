import type { Page } from "@playwright/test";

import { expect, postToAdmin, test } from "../fixtures/staff-page";
import { expectNoAxeViolations } from "../support/axe";
import { saveSettings } from "../support/settings-form";
import { expectNoHorizontalScroll, screenshotFor, waitForAdminHydration } from "../support/staff-pages";

/*
 * The dashboard's 'Finish setting up your site'. This server runs without SMTP_URL and on
 * http://localhost, and ships its defaults: the checklist always has items here. Each test
 * starts and ends on the defaults, nothing dismissed.
 */

async function defaults(page: Page) {
  await saveSettings(page);
  const restored = await postToAdmin(page, "/admin/dashboard", { intent: "restore-setup-items" });
  expect(restored.status(), await restored.text()).toBe(200);
}
test.beforeEach(async ({ staffPage }) => defaults(staffPage));
test.afterEach(async ({ staffPage }) => defaults(staffPage));

const checklist = (page: Page) => page.getByRole("region", { name: "Finish setting up your site" });
const INBOX_ITEM =
  "The contact form thanks visitors but their messages reach nobody, because the contact inbox is off.";

test("an item leads to the setting that fixes it, and goes once it is fixed", async ({ staffPage: page }) => {
  await page.goto("/admin/dashboard");
  const items = checklist(page);
  await expect(items.getByText(INBOX_ITEM)).toBeVisible();
  await expect(items.getByText("Email from the site (new-message alerts, password resets, invitations)")).toBeVisible();
  await expect(
    items.getByText(/^The site's address is set to http:\/\/localhost:\d+, not an https:\/\/ address/),
  ).toBeVisible();
  await waitForAdminHydration(page);

  await items.getByRole("link", { name: "Turn on the contact inbox" }).click();
  await expect(page).toHaveURL(/\/admin\/settings#contact-inbox$/);
  const section = page.getByRole("region", { name: "Contact Inbox" });
  await expect(section).toBeInViewport();
  await section.getByLabel("Deliver contact messages to staff").check();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  await page.goto("/admin/dashboard");
  await expect(items.getByText("No office on the site has a street address", { exact: false })).toBeVisible();
  await expect(items.getByText(INBOX_ITEM)).toHaveCount(0);
  await expect(items.getByRole("link", { name: "Turn on the contact inbox" })).toHaveCount(0);
});

test("the mail item leads to the settings' Server section, which says what to ask for", async ({ staffPage: page }) => {
  await page.goto("/admin/dashboard");
  await waitForAdminHydration(page);
  await checklist(page).getByRole("link", { name: "See how to have mail sent" }).click();
  await expect(page).toHaveURL(/\/admin\/settings#server$/);
  const server = page.getByRole("region", { name: "Server" });
  await expect(server).toBeInViewport();
  await expect(
    server.getByText("Ask for SMTP_URL to be set to the agency's mail server", { exact: false }),
  ).toBeVisible();
  await screenshotFor(page, "settings-server-section");
});

test("'Dismiss' hides an item for all staff, and 'Show dismissed items' brings it back", async ({
  staffPage: page,
  browser,
  staffSessionCookies,
}) => {
  await page.goto("/admin/dashboard");
  await waitForAdminHydration(page);
  const items = checklist(page);
  const item = items.getByRole("listitem").filter({ hasText: INBOX_ITEM });
  await item.getByRole("button", { name: "Dismiss" }).click();
  await expect(items.getByText(INBOX_ITEM)).toHaveCount(0);
  // Focus stays in the checklist, on its heading, rather than falling to the page.
  await expect(items.getByRole("heading", { name: "Finish setting up your site" })).toBeFocused();
  await expect(items.getByText("1 dismissed item is hidden.")).toBeVisible();

  // After a reload, and in another browser signed in as staff.
  await page.reload();
  await expect(items.getByText("No office on the site has a street address", { exact: false })).toBeVisible();
  await expect(items.getByText(INBOX_ITEM)).toHaveCount(0);
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await other.addCookies(staffSessionCookies);
  const otherPage = await other.newPage();
  await otherPage.goto("/admin/dashboard");
  await expect(checklist(otherPage).getByText("Turn on the job board")).toBeVisible();
  await expect(checklist(otherPage).getByText(INBOX_ITEM)).toHaveCount(0);
  await other.close();

  await items.getByRole("button", { name: "Show dismissed items" }).click();
  await expect(items.getByText(INBOX_ITEM)).toBeVisible();
  await expect(items.getByText("dismissed item", { exact: false })).toHaveCount(0);
});

test("'Dismiss' works without JavaScript", async ({ browser, staffSessionCookies }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  await context.addCookies(staffSessionCookies);
  const page = await context.newPage();
  await page.goto("/admin/dashboard");
  const item = checklist(page).getByRole("listitem").filter({ hasText: "Turn on the job board" });
  await item.getByRole("button", { name: "Dismiss" }).click();
  await expect(checklist(page).getByText("Turn on the job board")).toHaveCount(0);
  await expect(checklist(page).getByText(INBOX_ITEM)).toBeVisible();
  await context.close();
});

for (const width of [375, 768, 1280]) {
  test(`the dashboard with its checklist passes axe and fits at ${width} px`, async ({ staffPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/dashboard");
    await expect(checklist(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await screenshotFor(page, "dashboard-setup-checklist");
  });
}
