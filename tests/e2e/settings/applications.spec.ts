import { randomInt } from "node:crypto";

import type { Browser, Page } from "@playwright/test";

import { slugify } from "~/platform/format/slug";

import { readOutbox, waitForMessage } from "../../support/outbox";
import { testPdf } from "../../support/resume-files";
import { expect, postToAdmin, test, unique } from "../fixtures/staff-page";
import { servers } from "../servers";
import { expectNoAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/public-site";
import { saveSettings } from "../support/settings-form";
import { expectNoHorizontalScroll, screenshotFor } from "../support/staff-pages";

/*
 * Applications (issue 26): a job seeker applies from a phone in a few taps, with or without
 * JavaScript, in English or Spanish; staff work the application in the admin.
 */

const STAFF_MAIL = "jobs@example.org";
const outboxDir = servers.settings.dataDir;

test.beforeEach(async ({ staffPage }) =>
  saveSettings(staffPage, { jobBoardEnabled: true, applicationsEmail: STAFF_MAIL }),
);
test.afterEach(async ({ staffPage }) => saveSettings(staffPage));

/** A published job with two screening questions, made through the admin; its slug. */
async function createJob(page: Page, title: string): Promise<string> {
  const response = await postToAdmin(page, "/admin/jobs", {
    intent: "create",
    title,
    category: "dockside",
    employmentType: "temporary",
    hours: "full-time",
    city: "Sulphur",
    state: "LA",
    zip: "70663",
    openings: "2",
    description: "Load and unload ships.",
    screeningQuestion1: "Are you 18 or older?",
    screeningAnswer1: "yes",
    screeningQuestion2: "Do you have a forklift certificate?",
    screeningAnswer2: "yes",
    isPublished: "on",
  });
  expect(response.status(), await response.text()).toBe(200);
  return slugify(title);
}

/** A job seeker of their own (no session, an address no other test uses: the rate limit is per address). */
async function jobSeeker(
  browser: Browser,
  options: { javaScriptEnabled?: boolean; width?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 800 },
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${randomInt(1, 255)}, 10.0.0.${randomInt(1, 255)}` },
  });
  return context.newPage();
}

test("on a 375 px phone, applying with a resume takes 7 interactions and mails both sides", async ({
  staffPage,
  browser,
}) => {
  const title = unique("Forklift Operator");
  const slug = await createJob(staffPage, title);
  const known = (await readOutbox(outboxDir)).length;
  const phone = await jobSeeker(browser, { width: 375 });
  await phone.goto(`/jobs/${slug}/apply`);
  await waitForHydration(phone);
  await expect(phone.getByRole("heading", { level: 1, name: `Apply for ${title}` })).toBeVisible();
  await expectNoHorizontalScroll(phone);
  await expect(phone.getByLabel("First Name", { exact: true })).toHaveAttribute("autocomplete", "given-name");
  await expect(phone.getByLabel("Last Name", { exact: true })).toHaveAttribute("autocomplete", "family-name");
  await expect(phone.getByLabel("Phone", { exact: true })).toHaveAttribute("type", "tel");
  await expect(phone.getByLabel("ZIP Code", { exact: true })).toHaveAttribute("inputmode", "numeric");
  await expect(phone.getByLabel("Text me about my application")).not.toBeChecked();

  // The interactions a person makes (the 'Apply Now' tap on the job's page would be the 8th).
  await phone.getByLabel("First Name", { exact: true }).fill("Ann");
  await phone.getByLabel("Last Name", { exact: true }).fill("Lee");
  await phone.getByLabel("Phone", { exact: true }).fill("(337) 555-0142");
  await phone.getByRole("group", { name: "Are you 18 or older?" }).getByLabel("Yes").check();
  await phone.getByRole("group", { name: "Do you have a forklift certificate?" }).getByLabel("No").check();
  await phone.getByLabel("Resume", { exact: true }).setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: testPdf("Certified rigger and forklift operator"),
  });
  // A person takes longer than the minimum fill time (not an interaction).
  await phone.waitForTimeout(3_200);
  await phone.getByRole("button", { name: "Submit Application" }).click();

  await expect(phone.getByRole("heading", { name: "Application Received" })).toBeVisible();
  await expect(phone.getByText(`Thank you, Ann. We received your application for ${title}.`)).toBeVisible();
  await expectNoHorizontalScroll(phone);
  const staffMail = await waitForMessage(outboxDir, STAFF_MAIL, known);
  expect(staffMail.header("subject")).toBe(`New application: ${title} - Ann Lee`);
  await phone.context().close();

  // Staff: the failed screening answer is marked, never refused.
  await staffPage.goto(`/admin/applications?job=`);
  await staffPage.getByLabel("Search applications").fill("rigger");
  await staffPage.getByRole("button", { name: "Filter" }).click();
  const row = staffPage.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Does not meet")).toBeVisible();
});

test("without JavaScript the general application keeps what was typed, then is received", async ({ browser }) => {
  const visitor = await jobSeeker(browser, { javaScriptEnabled: false });
  await visitor.goto("/apply");
  await expect(visitor.getByRole("heading", { level: 1, name: "Apply Online" })).toBeVisible();
  await expect(visitor.getByRole("group", { name: /Jobs I'm interested in/ }).getByRole("checkbox")).toHaveCount(12);
  await visitor.getByLabel("First Name", { exact: true }).fill("Bo");
  await visitor.getByLabel("Last Name", { exact: true }).fill("Guidry");
  await visitor.getByLabel("Where would you like to work?").fill("Lake Charles");
  await visitor.getByRole("button", { name: "Submit Application" }).click();
  await expect(visitor.getByText("Enter an email or a phone number")).toBeVisible();
  await expect(visitor.getByLabel("First Name", { exact: true })).toHaveValue("Bo");
  await expect(visitor.getByLabel("Where would you like to work?")).toHaveValue("Lake Charles");
  await visitor.getByLabel("Email", { exact: true }).fill("bo@example.com");
  await visitor.getByRole("button", { name: "Submit Application" }).click();
  await expect(visitor.getByRole("heading", { name: "Application Received" })).toBeVisible();
  await expect(visitor.getByText("Thank you, Bo. We received your application.")).toBeVisible();
  await visitor.context().close();
});

test("in Spanish: 'Enviar solicitud', then 'Solicitud recibida', and staff see 'Spanish'", async ({
  staffPage,
  browser,
}) => {
  const visitor = await jobSeeker(browser);
  await visitor.goto("/es/apply");
  await waitForHydration(visitor);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "es");
  await visitor.getByLabel("Nombre", { exact: true }).fill("Lucía");
  await visitor.getByLabel("Apellido", { exact: true }).fill("Thibodeaux");
  await visitor.getByLabel("Correo electrónico", { exact: true }).fill("lucia@example.com");
  // A person takes longer than the minimum fill time.
  await visitor.waitForTimeout(3_200);
  await visitor.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(visitor.getByRole("heading", { name: "Solicitud recibida" })).toBeVisible();
  await visitor.context().close();
  await staffPage.goto("/admin/applications?q=Thibodeaux");
  await staffPage.getByRole("link", { name: "View Lucía Thibodeaux's application" }).click();
  await expect(staffPage.getByText("Spanish")).toBeVisible();
});

test("staff move an application through a stage, note it, download its resume and delete it", async ({
  staffPage: page,
  browser,
}) => {
  const title = unique("Welder");
  const slug = await createJob(page, title);
  const visitor = await jobSeeker(browser);
  await visitor.goto(`/jobs/${slug}/apply`);
  await waitForHydration(visitor);
  await visitor.getByLabel("First Name", { exact: true }).fill("Cal");
  await visitor.getByLabel("Last Name", { exact: true }).fill("Hebert");
  await visitor.getByLabel("Email", { exact: true }).fill("cal@example.com");
  await visitor.getByRole("group", { name: "Are you 18 or older?" }).getByLabel("Yes").check();
  await visitor.getByRole("group", { name: "Do you have a forklift certificate?" }).getByLabel("Yes").check();
  await visitor.getByLabel("Resume", { exact: true }).setInputFiles({
    name: "cal.pdf",
    mimeType: "application/pdf",
    buffer: testPdf("Cal Hebert welder"),
  });
  await visitor.waitForTimeout(3_200);
  await visitor.getByRole("button", { name: "Submit Application" }).click();
  await expect(visitor.getByRole("heading", { name: "Application Received" })).toBeVisible();
  await visitor.context().close();

  await page.goto("/admin/dashboard");
  await expect(page.getByText("New Applications", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /Applications \d+ new/ }),
  ).toBeVisible();
  await page.goto("/admin/jobs");
  await page.getByRole("link", { name: `1 application for ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  await expect(page.getByRole("columnheader")).toHaveText(["Name", "Job", "Received", "Stage", "Actions"]);
  await expectNoAxeViolations(page);
  await screenshotFor(page, "admin-applications");
  await page.getByRole("link", { name: "View Cal Hebert's application" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cal Hebert" })).toBeVisible();
  await expect(page.getByRole("link", { name: "cal@example.com" })).toHaveAttribute("href", "mailto:cal@example.com");

  await page.getByRole("combobox", { name: "Stage" }).selectOption({ label: "Interview" });
  await page.getByRole("button", { name: "Update Stage" }).click();
  await expect(page.getByText("New to Interview")).toBeVisible();
  await page.getByLabel("Note", { exact: true }).fill("Interview Monday 9 AM.");
  await page.getByRole("button", { name: "Add Note" }).click();
  await expect(page.getByText("Interview Monday 9 AM.")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotFor(page, "admin-application");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Resume" }).click();
  expect((await download).suggestedFilename()).toBe("cal.pdf");

  await page.goto("/admin/activity?kind=application-resume-downloaded");
  await expect(page.getByRole("row").filter({ hasText: "Resume downloaded" }).first()).toBeVisible();
  await page.goBack();

  await page.getByRole("link", { name: "Delete Application" }).click();
  await expect(
    page.getByText("Are you sure you want to delete this application? This cannot be undone."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Delete Application" }).click();
  await expect(page.getByText("The application was deleted.")).toBeVisible();
});

test("the apply pages pass axe and look right at 375, 768 and 1280 px", async ({ staffPage, browser }) => {
  const slug = await createJob(staffPage, unique("Deckhand"));
  for (const width of [375, 768, 1280]) {
    const visitor = await jobSeeker(browser, { width });
    await visitor.goto(`/jobs/${slug}/apply`);
    await waitForHydration(visitor);
    await expectNoHorizontalScroll(visitor);
    await expectNoAxeViolations(visitor);
    await screenshotFor(visitor, "apply-job");
    await visitor.goto("/apply");
    await expectNoAxeViolations(visitor);
    await screenshotFor(visitor, "apply-online");
    await visitor.getByRole("button", { name: "Submit Application" }).click();
    await screenshotFor(visitor, "apply-errors");
    await visitor.context().close();
  }
});
