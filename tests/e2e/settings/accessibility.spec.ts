import { randomInt } from "node:crypto";

import type { Page } from "@playwright/test";

import { expect, test } from "../fixtures/staff-page";
import { seededStaffRequests } from "../fixtures/staff-requests";
import { expectNoAxeViolations } from "../support/axe";
import { saveSettings } from "../support/settings-form";
import { adminWidths, expectWithinViewportWidth } from "../support/small-screens";
import { expectNoHorizontalScroll, screenshotFor } from "../support/staff-pages";

test.afterEach(async ({ staffPage }) => saveSettings(staffPage));

for (const width of [375, 1280]) {
  test(`the settings page passes axe at ${width} px`, async ({ staffPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/settings");
    await expectNoAxeViolations(page);
  });

  test(`the settings page passes axe at ${width} px with its error messages shown`, async ({ staffPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/settings");
    await page.getByLabel("Agency Name", { exact: true }).fill("");
    await page.getByRole("group", { name: "Phone Numbers" }).getByLabel("Number").first().fill("12");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Agency Name is required")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

/** A message in the inbox, sent as the contact form sends it (inbox on). */
async function receiveMessage(page: Page, name: string, address: string) {
  await saveSettings(page, { inboxEnabled: true });
  const response = await page.request.post("/api/contact", {
    form: {
      name,
      email: "axe@example.com",
      phone: "(337) 555-0100",
      company: "Gulf Marine",
      message: "First line\nSecond line",
    },
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin, "X-Forwarded-For": address },
  });
  expect(response.status()).toBe(200);
}

// One test per page or two: axe takes seconds a page on a busy two-core machine.
for (const width of [375, 1280]) {
  test(`the inbox and its Spam tab pass axe at ${width} px`, async ({ staffPage: page }) => {
    await receiveMessage(page, `Axe List ${width}`, `192.0.2.${width % 250}`);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/inbox");
    await expectNoAxeViolations(page);
    await page.goto("/admin/inbox?tab=spam");
    await expectNoAxeViolations(page);
  });

  test(`a message and its delete confirmation pass axe at ${width} px`, async ({ staffPage: page }) => {
    const name = `Axe Visitor ${width}`;
    await receiveMessage(page, name, `198.51.100.${width % 250}`);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/inbox");
    await page.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name }).first().click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Delete Message" }).click();
    await expect(page).toHaveURL(/deleted=1/);
  });

  test(`the Staff Requests tab, a request and its delete confirmation pass axe at ${width} px`, async ({
    staffPage: page,
  }) => {
    const { company } = width === 375 ? seededStaffRequests.axe375 : seededStaffRequests.axe1280;
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/inbox?tab=requests");
    await expectNoAxeViolations(page);
    await page.getByRole("row").filter({ hasText: company }).getByRole("link", { name: company }).click();
    await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`the contact form that delivers passes axe at ${width} px`, async ({ staffPage: page, browser }) => {
    await saveSettings(page, { inboxEnabled: true });
    // axe needs a page of a context of its own (not browser.newPage()).
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width, height: 900 },
    });
    const visitor = await context.newPage();
    await visitor.goto("/contact");
    await expect(visitor.getByText(/We keep your message to answer it/)).toBeVisible();
    await expectNoAxeViolations(visitor);
    await context.close();
  });
}

test("the inbox shows each message's sender, contact, time and first line with nothing to scroll sideways", async ({
  staffPage: page,
}) => {
  const name = "Small Screen Visitor With A Rather Long Name";
  // An address of its own each run: five messages from one address in ten minutes go to Spam.
  await receiveMessage(page, name, `203.0.113.${randomInt(1, 255)}`);
  for (const width of adminWidths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/inbox");
    const row = page.getByRole("listitem").filter({ hasText: name }).first();
    await expectWithinViewportWidth(
      page,
      row.getByRole("link", { name: new RegExp(`^${name}`) }),
      `the link at ${width}px`,
    );
    // From 1024 px up the contact sits beside the name; below, on its own line.
    await expect(row.getByText("Gulf Marine · axe@example.com · (337) 555-0100").filter({ visible: true })).toHaveCount(
      1,
    );
    await expect(row.getByText("First line")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "inbox");
  }
});

test("the Staff Requests tab and a request fit every width with nothing to scroll sideways", async ({
  staffPage: page,
}) => {
  const { company } = seededStaffRequests.screenshots;
  for (const width of adminWidths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/inbox?tab=requests");
    const row = page.getByRole("row").filter({ hasText: company });
    await expectWithinViewportWidth(
      page,
      row.getByRole("link", { name: new RegExp(`^${company}`) }),
      `the link at ${width}px`,
    );
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "staff-requests");
    await row.getByRole("link", { name: new RegExp(`^${company}`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "staff-request");
  }
});
