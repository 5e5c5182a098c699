import { expect, test } from "@playwright/test";
import { defaultAgency as agency } from "../support/default-identity";
import { seededFaqs } from "../fixtures/content";
import { delayDataRequests, jsonLd, waitForHydration } from "../support/public-site";

const published = seededFaqs.filter((faq) => faq.isPublished).sort((a, b) => a.displayOrder - b.displayOrder);
const drafts = seededFaqs.filter((faq) => !faq.isPublished);

test("lists the published FAQs by display order, never the drafts", async ({ page }) => {
  await page.goto("/faqs");
  await expect(page).toHaveTitle(`FAQs | ${agency.name}`);
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  const questions = page.getByRole("main").getByRole("button");
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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every answer can be read", async ({ page }) => {
    await page.goto("/faqs");
    for (const faq of published) await expect(page.getByText(faq.answer)).toBeVisible();
  });
});
