import { expect, test, type Page } from "@playwright/test";
import { defaultAgency as agency } from "../support/default-identity";
import { seededFaqs } from "../fixtures/content";
import { expectNoAxeViolations } from "../support/axe";
import { delayDataRequests, holdScripts, jsonLd, viewports, waitForHydration } from "../support/public-site";

const published = seededFaqs.filter((faq) => faq.isPublished).sort((a, b) => a.displayOrder - b.displayOrder);
const drafts = seededFaqs.filter((faq) => !faq.isPublished);

test("lists the published FAQs by display order, never the drafts", async ({ page }) => {
  await page.goto("/faqs");
  await expect(page).toHaveTitle(`FAQs | ${agency.name}`);
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  // The questions: the buttons that open an answer (the search form has its own button).
  const questions = page.getByRole("main").getByRole("button", { expanded: false });
  await expect(questions).toHaveText(published.map((faq) => faq.question));
  for (const draft of drafts) {
    await expect(page.getByText(draft.question)).toHaveCount(0);
    expect(await page.content()).not.toContain(draft.answer);
  }
});

test("the accordion opens one answer at a time and closes the open one when chosen again", async ({ page }) => {
  await page.goto("/faqs");
  await waitForHydration(page);
  const [first, second] = published;
  const firstButton = page.getByRole("button", { name: first!.question });
  const secondButton = page.getByRole("button", { name: second!.question });
  const firstAnswer = page.getByText(first!.answer);
  const secondAnswer = page.getByText(second!.answer);

  await expect(firstButton).toHaveAttribute("aria-expanded", "false");
  await expect(firstAnswer).toBeHidden();

  await firstButton.click();
  await expect(firstButton).toHaveAttribute("aria-expanded", "true");
  await expect(firstAnswer).toBeVisible();
  const panelId = await firstButton.getAttribute("aria-controls");
  await expect(page.locator(`[id="${panelId}"]`)).toContainText(first!.answer);

  await secondButton.click();
  await expect(secondAnswer).toBeVisible();
  await expect(firstAnswer).toBeHidden();
  await expect(firstButton).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);

  await secondButton.click();
  await expect(secondAnswer).toBeHidden();
  await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);
});

test("the accordion works with the keyboard", async ({ page }) => {
  await page.goto("/faqs");
  await waitForHydration(page);
  const [first, second] = published;
  await page.getByRole("button", { name: first!.question }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(first!.answer)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: second!.question })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByText(second!.answer)).toBeVisible();
  await expect(page.getByText(first!.answer)).toBeHidden();
});

test("describes the FAQs as an FAQPage for search engines", async ({ page }) => {
  await page.goto("/faqs");
  const faqPage = (await jsonLd(page)).find((item) => item["@type"] === "FAQPage");
  expect(faqPage).toBeDefined();
  expect(faqPage!.mainEntity).toEqual(
    // The answer as the page shows it: Markdown rendered to HTML, which schema.org's Answer allows.
    published.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: `<p>${faq.answer}</p>\n` } })),
  );
});

test("shows a labelled spinner while the FAQs load during client-side navigation", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await delayDataRequests(page, "/faqs");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQS" }).click();
  await expect(page.getByRole("status", { name: "Loading FAQs..." })).toBeVisible();
  await expect(page.getByRole("button", { name: published[0]!.question })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading FAQs..." })).toHaveCount(0);
});

/** The questions under one heading of the page, in order. */
const questionsUnder = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading, exact: true }).getByRole("heading", { level: 3 });

test("groups the FAQs under their categories, 'General Questions' first", async ({ page }) => {
  await page.goto("/faqs");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "General Questions",
    "Job Seekers",
    "Employers",
    "Still have questions?",
  ]);
  await expect(questionsUnder(page, "General Questions")).toHaveText(["What areas do you serve?"]);
  await expect(questionsUnder(page, "Job Seekers")).toHaveText(["How do I apply for a job?"]);
  await expect(questionsUnder(page, "Employers")).toHaveText(["Do you offer temp-to-hire?"]);
});

test("'Search FAQs' filters as one types, says how many match, and clears", async ({ page }) => {
  await page.goto("/faqs");
  await waitForHydration(page);
  const search = page.getByRole("searchbox", { name: "Search FAQs" });
  const questions = page.getByRole("main").getByRole("button", { expanded: false });
  const status = page.getByRole("main").getByRole("status");

  await search.pressSequentially("tex");
  // Found in the answer ('We serve Louisiana and Texas.'), its group alone left.
  await expect(questions).toHaveText(["What areas do you serve?"]);
  await expect(status).toHaveText("1 question matches your search.");
  await expect(page.getByRole("heading", { name: "Job Seekers" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/faqs$/);

  await search.fill("employers");
  await expect(questions).toHaveText(["Do you offer temp-to-hire?"]);
  await search.fill("our");
  await expect(questions).toHaveText(["How do I apply for a job?", "Do you offer temp-to-hire?"]);
  await expect(status).toHaveText("2 of 3 questions match your search.");

  await search.fill("forklift certification");
  await expect(questions).toHaveCount(0);
  await expect(status).toHaveText("No questions match your search.");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Show all questions" }).click();
  await expect(search).toHaveValue("");
  await expect(questions).toHaveText(published.map((faq) => faq.question));
  await expect(status).toHaveText("");
});

test("what is typed into 'Search FAQs' before the page hydrates filters it once it does", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/faqs", { waitUntil: "domcontentloaded" });
  await page.getByRole("searchbox", { name: "Search FAQs" }).fill("employers");
  release();
  await waitForHydration(page);
  await expect(page.getByRole("main").getByRole("button", { expanded: false })).toHaveText([
    "Do you offer temp-to-hire?",
  ]);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("1 question matches your search.");
  await expect(page.getByRole("searchbox", { name: "Search FAQs" })).toHaveValue("employers");
});

test("a search's address (?q=) is filtered by the server, noindex, without FAQPage data", async ({ page }) => {
  await page.goto("/faqs?q=apply");
  await expect(page.getByRole("searchbox", { name: "Search FAQs" })).toHaveValue("apply");
  await expect(page.getByRole("main").getByRole("button", { expanded: false })).toHaveText([
    "How do I apply for a job?",
  ]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect((await jsonLd(page)).some((item) => item["@type"] === "FAQPage")).toBe(false);
  for (const [name, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await test.step(`axe at ${name} width`, () => expectNoAxeViolations(page));
  }

  await page.goto("/faqs");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("the page cache keeps one page per search and none per other parameter", async ({ request }) => {
  const query = `texas-${Date.now()}`;
  await request.get(`/faqs?q=${query}`);
  const again = await request.get(`/faqs?utm_source=x&q=${query}`);
  expect(again.headers()["x-page-cache"]).toBe("HIT");
  expect(await again.text()).toContain(`value="${query}"`);
  const other = await request.get(`/faqs?q=${query}-other`);
  expect(other.headers()["x-page-cache"]).toBe("MISS");
});

test.describe("in Spanish", () => {
  test("the groups, the search and its count are in Spanish", async ({ page }) => {
    await page.goto("/es/faqs");
    await expect(page.getByRole("heading", { level: 2, name: "Preguntas generales" })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Buscar preguntas" }).pressSequentially("solicito");
    await expect(page.getByRole("main").getByRole("button", { expanded: false })).toHaveText([
      "¿Cómo solicito un empleo?",
    ]);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("1 pregunta coincide con su búsqueda.");
    await page.getByRole("searchbox", { name: "Buscar preguntas" }).fill("xyz");
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Ninguna pregunta coincide con su búsqueda.");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every answer can be read", async ({ page }) => {
    await page.goto("/faqs");
    for (const faq of published) await expect(page.getByText(faq.answer)).toBeVisible();
  });

  test("'Search FAQs' is a form the server answers", async ({ page }) => {
    await page.goto("/faqs");
    await page.getByRole("searchbox", { name: "Search FAQs" }).fill("temp");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/faqs\?q=temp$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("1 question matches your search.");
    await expect(page.getByText("Yes. Many of our placements become permanent.")).toBeVisible();
    await expect(page.getByText("We serve Louisiana and Texas.")).toHaveCount(0);

    await page.getByRole("link", { name: "Show all questions" }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    for (const faq of published) await expect(page.getByText(faq.answer)).toBeVisible();
  });

  test("the Spanish form searches /es/faqs", async ({ page }) => {
    await page.goto("/es/faqs");
    await page.getByRole("searchbox", { name: "Buscar preguntas" }).fill("zzz");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(/\/es\/faqs\?q=zzz$/);
    await expect(page.getByText("Ninguna pregunta coincide con su búsqueda.")).toBeVisible();
  });
});
