import { randomBytes } from "node:crypto";

import type { Browser, Page } from "@playwright/test";

import { slugify } from "~/platform/format/slug";

import { expect, postToAdmin, test } from "../fixtures/staff-page";
import { expectNoAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/public-site";
import { saveSettings } from "../support/settings-form";
import { agencyContentTexts, englishPhrasesIn, spanishWordsOf } from "../support/spanish-walk";
import { expectNoHorizontalScroll } from "../support/staff-pages";

/*
 * The job board as job seekers use it (issue 25): /jobs finds open jobs by keywords, place,
 * distance, category, type and pay, with or without JavaScript; a job's page has its facts,
 * 'Apply Now' and its JobPosting; a closed job answers 410. Each test's jobs carry a word of
 * their own, so that the jobs other suites of this server made never count.
 */

test.beforeEach(async ({ staffPage }) => saveSettings(staffPage, { jobBoardEnabled: true }));
test.afterEach(async ({ staffPage }) => saveSettings(staffPage));

/** A word no other job has. */
const token = () => `zq${randomBytes(3).toString("hex")}`;

interface JobFields {
  title: string;
  category?: string;
  employmentType?: string;
  hours?: string;
  city?: string;
  state?: string;
  zip?: string;
  payFrom?: string;
  payTo?: string;
  payPeriod?: string;
  shift?: string;
  titleEs?: string;
  descriptionEs?: string;
  requirementsEs?: string;
}

/** A published job made through the admin; its slug. */
async function createJob(page: Page, fields: JobFields): Promise<string> {
  const response = await postToAdmin(page, "/admin/jobs", {
    intent: "create",
    category: "light-industrial",
    employmentType: "temporary",
    hours: "full-time",
    city: "Sulphur",
    state: "LA",
    zip: "70663",
    openings: "2",
    description: "Load and unload trucks at a distribution center.",
    requirements: "Lift 50 pounds.",
    isPublished: "on",
    ...fields,
  });
  expect(response.status(), await response.text()).toBe(200);
  return slugify(fields.title);
}

async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean; width?: number } = {}) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 900 },
    baseURL: test.info().project.use.baseURL,
  });
  return context.newPage();
}

const cardTitles = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();

test("a job seeker on a phone searches, opens a job and finds 'Apply Now'", async ({ staffPage, browser }) => {
  const word = token();
  const slug = await createJob(staffPage, {
    title: `Forklift Operator ${word}`,
    payFrom: "17",
    payTo: "19.50",
    payPeriod: "hour",
    shift: "Nights, 6 PM-6 AM",
  });
  await createJob(staffPage, { title: `Welder Helper ${word}`, category: "skilled-trades" });

  const phone = await visitor(browser, { width: 375 });
  await phone.goto("/jobs");
  await waitForHydration(phone);
  await expect(phone.getByRole("heading", { level: 1, name: "Browse Jobs" })).toBeVisible();
  await expectNoHorizontalScroll(phone);
  await phone.getByLabel("Keywords").fill(`forklift ${word}`);
  await phone.getByRole("button", { name: "Search Jobs" }).click();
  await expect(phone).toHaveURL(new RegExp(`/jobs\\?q=forklift\\+${word}$`));
  await expect(phone.getByText("1 job", { exact: true })).toBeVisible();
  const card = phone.getByRole("listitem").filter({ hasText: `Forklift Operator ${word}` });
  await expect(card.getByText("Sulphur, LA")).toBeVisible();
  await expect(card.getByText("$17.00-$19.50 an hour")).toBeVisible();
  await expect(card.getByText("Temporary · Full-time")).toBeVisible();
  await expect(card.getByText("Nights, 6 PM-6 AM")).toBeVisible();
  await expect(card.getByText(/^Posted /)).toBeVisible();

  await card.getByRole("link", { name: `Forklift Operator ${word}` }).click();
  await expect(phone).toHaveURL(`/jobs/${slug}`);
  await expect(phone.getByRole("heading", { level: 1, name: `Forklift Operator ${word}` })).toBeVisible();
  const details = phone.getByRole("region", { name: "Job details" });
  await expect(details.getByText("Reference #")).toBeVisible();
  await expect(details.getByText("Confidential client")).toBeVisible();
  await expect(phone.getByRole("heading", { level: 2, name: "Job Description" })).toBeVisible();
  await expect(phone.getByRole("heading", { level: 2, name: "Requirements" })).toBeVisible();
  await expect(phone.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", `/jobs/${slug}/apply`);
  await expect(phone.getByRole("link", { name: "Share on LinkedIn" })).toBeVisible();
  await expectNoHorizontalScroll(phone);

  // Google for Jobs reads the page's JobPosting.
  const postings = (await phone.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((ld) => ld["@type"] === "JobPosting");
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({
    title: `Forklift Operator ${word}`,
    employmentType: ["TEMPORARY", "FULL_TIME"],
    hiringOrganization: "confidential",
    directApply: true,
    baseSalary: { value: { minValue: 17, maxValue: 19.5, unitText: "HOUR" } },
    jobLocation: { address: { addressLocality: "Sulphur", addressRegion: "LA", postalCode: "70663" } },
  });
  await phone.getByRole("link", { name: "Apply Now" }).click();
  await expect(phone.getByRole("heading", { level: 1, name: `Apply for Forklift Operator ${word}` })).toBeVisible();
  await phone.context().close();
});

test("each filter alone and together: place and distance, category, type, yearly pay, accents", async ({
  staffPage,
  browser,
}) => {
  const word = token();
  await createJob(staffPage, { title: `Soldador de tubería ${word}`, category: "skilled-trades" });
  await createJob(staffPage, { title: `Dock Hand ${word}`, category: "dockside", city: "Lake Charles", zip: "70601" });
  await createJob(staffPage, { title: `Warehouse Clerk ${word}`, city: "Houston", state: "TX", zip: "77002" });
  await createJob(staffPage, {
    title: `Plant Manager ${word}`,
    employmentType: "direct-hire",
    payFrom: "45000",
    payPeriod: "year",
  });
  await createJob(staffPage, { title: `Sorter ${word}`, payFrom: "15", payPeriod: "hour" });

  const page = await visitor(browser);
  const search = async (query: string) => {
    await page.goto(`/jobs?q=${word}&${query}`);
    return (await cardTitles(page)).map((title) => title.replace(` ${word}`, "")).sort();
  };
  expect(await search("")).toEqual(["Dock Hand", "Plant Manager", "Soldador de tubería", "Sorter", "Warehouse Clerk"]);
  // Accents and capitals aside.
  await page.goto(`/jobs?q=${encodeURIComponent(`TUBERIA ${word}`)}`);
  expect(await cardTitles(page)).toEqual([`Soldador de tubería ${word}`]);
  // A ZIP code and 25 miles: Sulphur and Lake Charles, not Houston.
  expect(await search("location=70663&distance=25")).toEqual([
    "Dock Hand",
    "Plant Manager",
    "Soldador de tubería",
    "Sorter",
  ]);
  expect(await search("location=Lake+Charles%2C+LA")).toEqual(["Dock Hand"]);
  expect(await search("location=Texas")).toEqual(["Warehouse Clerk"]);
  expect(await search("category=dockside")).toEqual(["Dock Hand"]);
  expect(await search("type=direct-hire")).toEqual(["Plant Manager"]);
  // $45,000 a year is $21.63 an hour at 2,080 hours.
  expect(await search("minPay=20")).toEqual(["Plant Manager"]);
  expect(await search("minPay=15")).toEqual(["Plant Manager", "Sorter"]);
  expect(await search("location=70663&distance=25&type=temporary&minPay=10")).toEqual(["Sorter"]);

  // The form shows what was searched.
  await page.goto(`/jobs?q=${word}&location=70663&distance=25&category=skilled-trades&type=temporary&minPay=12`);
  await expect(page.getByLabel("Keywords")).toHaveValue(word);
  await expect(page.getByLabel("Location")).toHaveValue("70663");
  await expect(page.getByLabel("Distance")).toHaveValue("25");
  await expect(page.getByLabel("Category")).toHaveValue("skilled-trades");
  await expect(page.getByLabel("Employment Type")).toHaveValue("temporary");
  await expect(page.getByLabel("Minimum Pay")).toHaveValue("12");
  await page.context().close();
});

test("without JavaScript the search form works, and an empty result offers a way on", async ({
  staffPage,
  browser,
}) => {
  const word = token();
  await createJob(staffPage, { title: `Line Cook ${word}`, category: "hospitality" });
  const page = await visitor(browser, { javaScriptEnabled: false });
  await page.goto("/jobs");
  await page.getByLabel("Keywords").fill(word);
  await page.getByLabel("Category").selectOption({ label: "Hospitality" });
  await page.getByRole("button", { name: "Search Jobs" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page).toHaveURL(/category=hospitality/);
  expect(await cardTitles(page)).toEqual([`Line Cook ${word}`]);

  await page.getByLabel("Category").selectOption({ label: "Dockside" });
  await page.getByRole("button", { name: "Search Jobs" }).click();
  await expect(page.getByText("0 jobs", { exact: true })).toBeVisible();
  await expect(page.getByText("No jobs match your search.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Send a general application" })).toHaveAttribute("href", "/apply");
  await page.getByRole("link", { name: "Clear the filters" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.context().close();
});

test("20 jobs a page, newest first, with the pager", async ({ staffPage, browser }) => {
  const word = token();
  for (let index = 1; index <= 21; index++) await createJob(staffPage, { title: `Picker ${index} ${word}` });
  const page = await visitor(browser);
  await page.goto(`/jobs?q=${word}`);
  await expect(page.getByText("21 jobs", { exact: true })).toBeVisible();
  const first = await cardTitles(page);
  expect(first).toHaveLength(20);
  expect(first[0]).toBe(`Picker 21 ${word}`);
  const pages = page.getByRole("navigation", { name: "Job pages" });
  await expect(pages.getByText("Page 1 of 2")).toBeVisible();
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}&page=2$`));
  await expect.poll(() => cardTitles(page)).toEqual([`Picker 1 ${word}`]);
  expect((await page.request.get(`/jobs?q=${word}&page=3`)).status()).toBe(404);
  await page.context().close();
});

test("a closed job answers 410 without JobPosting and leaves the list", async ({ staffPage, browser }) => {
  const word = token();
  const slug = await createJob(staffPage, { title: `Filled Job ${word}`, category: "dockside" });
  await createJob(staffPage, { title: `Open Dock Job ${word}`, category: "dockside" });
  await staffPage.goto(`/admin/jobs?q=${word}`);
  const row = staffPage.getByRole("row").filter({ hasText: `Filled Job ${word}` });
  await row.getByRole("button", { name: "Close" }).click();
  await expect(row.getByText("Closed", { exact: true })).toBeVisible();

  const page = await visitor(browser);
  const response = await page.goto(`/jobs/${slug}`);
  expect(response!.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This job is no longer available" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Open Dock Job ${word}` })).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(
    expect.stringContaining("JobPosting"),
  );
  await page.goto(`/jobs?q=${word}`);
  expect(await cardTitles(page)).toEqual([`Open Dock Job ${word}`]);
  await page.context().close();
});

test("service pages list their open jobs, and Spanish pages show a job in Spanish", async ({ staffPage, browser }) => {
  const word = token();
  const slug = await createJob(staffPage, {
    title: `Crane Signalman ${word}`,
    category: "dockside",
    titleEs: `Señalero de grúa ${word}`,
    descriptionEs: "Dirija las maniobras de la grúa.",
    requirementsEs: "Levantar 50 libras.",
  });
  const page = await visitor(browser);
  await page.goto("/services/dockside");
  const openJobs = page.getByRole("region", { name: "Open Jobs" });
  await expect(openJobs.getByRole("link", { name: `Crane Signalman ${word}` })).toBeVisible();
  await expect(openJobs.getByRole("link", { name: /^See (all \d+ jobs|the 1 job)$/ })).toHaveAttribute(
    "href",
    "/jobs?category=dockside",
  );

  await page.goto("/es/jobs");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Buscar empleos" })).toBeVisible();
  await page.getByLabel("Palabras clave").fill(word);
  await page.getByRole("button", { name: "Buscar empleos" }).click();
  await expect(page).toHaveURL(new RegExp(`/es/jobs\\?q=${word}$`));
  await expect(page.getByText("1 empleo", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: `Señalero de grúa ${word}` }).click();
  await expect(page).toHaveURL(`/es/jobs/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `Señalero de grúa ${word}` })).toBeVisible();
  await expect(page.getByText("Dirija las maniobras de la grúa.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Solicitar ahora" })).toHaveAttribute("href", `/es/jobs/${slug}/apply`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`/jobs/${slug}$`),
  );
  await page.context().close();
});

test("/jobs and a job page pass axe at phone and desktop widths", async ({ staffPage, browser }) => {
  const word = token();
  const slug = await createJob(staffPage, { title: `Axe Checked Job ${word}`, payFrom: "16", payPeriod: "hour" });
  for (const width of [375, 1280]) {
    const page = await visitor(browser, { width });
    for (const path of [`/jobs?q=${word}`, `/jobs/${slug}`, "/jobs?q=nothing-matches-this"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
    await page.context().close();
  }
});

test("the Spanish job pages show no English interface text; an English-only job is marked", async ({
  staffPage,
  browser,
}) => {
  const word = token();
  const spanishSlug = await createJob(staffPage, {
    title: `Rigger ${word}`,
    category: "dockside",
    shift: "Turno de día",
    titleEs: `Aparejador ${word}`,
    descriptionEs: "Prepare las cargas para la grúa.",
    requirementsEs: "Levantar 50 libras.",
  });
  const englishSlug = await createJob(staffPage, { title: `Deckhand ${word}`, category: "dockside" });
  const closedSlug = await createJob(staffPage, { title: `Closed Rigger ${word}`, category: "dockside" });
  await staffPage.goto(`/admin/jobs?q=${encodeURIComponent(`Closed Rigger ${word}`)}`);
  const closedRow = staffPage.getByRole("row").filter({ hasText: `Closed Rigger ${word}` });
  await closedRow.getByRole("button", { name: "Close" }).click();
  await expect(closedRow.getByText("Closed", { exact: true })).toBeVisible();

  const page = await visitor(browser, { width: 375 });
  for (const path of [
    "/es/jobs",
    `/es/jobs?q=${word}`,
    `/es/jobs?q=${word}&location=70663&distance=25&minPay=1`,
    `/es/jobs/${spanishSlug}`,
    `/es/jobs/${englishSlug}`,
    `/es/jobs/${closedSlug}`,
    "/es/services/dockside",
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "es");
    // Other suites' jobs on the unfiltered pages are staff content in English: their titles are marked lang="en".
    expect(englishPhrasesIn(await spanishWordsOf(page), agencyContentTexts), path).toEqual([]);
  }

  await page.goto(`/es/jobs?q=${word}`);
  const englishCard = page.getByRole("listitem").filter({ hasText: `Deckhand ${word}` });
  await expect(englishCard.getByRole("heading", { level: 2 })).toHaveAttribute("lang", "en");
  await expect(englishCard.getByText("En inglés")).toBeVisible();
  await page.goto(`/es/jobs/${englishSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  // The label under the title (other English-only jobs of the category may follow with theirs).
  await expect(page.getByText("En inglés").first()).toBeVisible();
  // An untranslated job's Spanish page is not indexed and has no hreflang pair.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  // The English page of a translated job stays English.
  await page.goto(`/jobs/${spanishSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: `Rigger ${word}` })).toBeVisible();
  await page.context().close();
});
