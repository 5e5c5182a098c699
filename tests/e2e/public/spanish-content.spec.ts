import { expect, test, type Page } from "@playwright/test";

import { viewports, waitForHydration } from "../support/public-site";

/*
 * FAQs and posts in two languages, on the fixture content (tests/e2e/fixtures/content.ts):
 * 'How do I apply for a job?' and 'Now Hiring Dockside Workers' have their Spanish text,
 * 'What areas do you serve?' and 'Five Tips for Your First Week' do not.
 */

const translatedFaq = { en: "How do I apply for a job?", es: "¿Cómo solicito un empleo?" };
const untranslatedFaq = "What areas do you serve?";
const translatedPost = {
  slug: "now-hiring-dockside-workers",
  en: "Now Hiring Dockside Workers",
  es: "Contratamos trabajadores portuarios",
};
const untranslatedPost = { slug: "five-tips-for-your-first-week", title: "Five Tips for Your First Week" };

/** The element marked lang="en" that holds `text`, nearest to it. */
const englishAround = (page: Page, text: string) =>
  page.locator('[lang="en"]').filter({ hasText: text }).last();

async function hreflangs(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href")!).pathname}`),
    );
}

test.use({ viewport: viewports.desktop });

test("a FAQ shows its Spanish text on /es and its English text on /faqs; one without shows in English, marked", async ({
  page,
}) => {
  await page.goto("/es/faqs");
  // The answers open through React: a click before hydration opens nothing.
  await waitForHydration(page);
  const spanishQuestion = page.getByRole("button", { name: translatedFaq.es });
  await expect(spanishQuestion).toBeVisible();
  await spanishQuestion.click();
  await expect(page.getByText("Use nuestra solicitud en línea y lo llamaremos.")).toBeVisible();
  await expect(page.getByText(translatedFaq.en)).toHaveCount(0);
  await expect(page.locator('[lang="en"]').filter({ hasText: translatedFaq.es })).toHaveCount(0);

  const english = englishAround(page, untranslatedFaq);
  await expect(english.getByRole("button", { name: untranslatedFaq })).toBeVisible();
  await expect(english.getByText("En inglés", { exact: true })).toBeVisible();
  await expect(page.getByText("En inglés", { exact: true })).toHaveCount(2);

  await page.goto("/faqs");
  await expect(page.getByRole("button", { name: translatedFaq.en, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: untranslatedFaq, exact: true })).toBeVisible();
  await expect(page.getByText(translatedFaq.es)).toHaveCount(0);
  await expect(page.getByText("En inglés")).toHaveCount(0);
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
});

test("a post shows its Spanish title and excerpt on /es/news, and one without shows in English, marked", async ({
  page,
}) => {
  await page.goto("/es/news");
  const spanishCard = page.getByRole("article").filter({ hasText: translatedPost.es });
  await expect(spanishCard.getByRole("heading", { name: translatedPost.es })).toBeVisible();
  await expect(spanishCard).toContainText("necesitan estibadores");
  await expect(spanishCard.locator('[lang="en"]')).toHaveCount(0);
  await expect(page.getByText(translatedPost.en)).toHaveCount(0);

  const englishCard = page.getByRole("article").filter({ hasText: untranslatedPost.title });
  await expect(englishCard.locator('h2[lang="en"]')).toContainText(untranslatedPost.title);
  await expect(englishCard.getByText("En inglés", { exact: true })).toBeVisible();

  await page.goto("/news");
  await expect(page.getByRole("heading", { name: translatedPost.en, exact: true })).toBeVisible();
  await expect(page.getByText(translatedPost.es)).toHaveCount(0);
  await expect(page.getByText("En inglés")).toHaveCount(0);
});

test("a translated article is in Spanish on /es with its hreflang pair, in English on /news", async ({ page }) => {
  await page.goto(`/es/news/${translatedPost.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(translatedPost.es);
  await expect(page.getByText("Postúlese hoy.")).toBeVisible();
  await expect(page.getByText("En inglés")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const pair = [
    `en /news/${translatedPost.slug}`,
    `es /es/news/${translatedPost.slug}`,
    `x-default /news/${translatedPost.slug}`,
  ];
  expect(await hreflangs(page)).toEqual(pair);

  await page.goto(`/news/${translatedPost.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(translatedPost.en);
  await expect(page.getByText("Apply today.")).toBeVisible();
  expect(await hreflangs(page)).toEqual(pair);
});

test("an untranslated article's /es page shows it in English, marked, noindex and without hreflang", async ({
  page,
}) => {
  await page.goto(`/es/news/${untranslatedPost.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(untranslatedPost.title);
  await expect(title).toHaveAttribute("lang", "en");
  await expect(page.locator('[lang="en"]').filter({ hasText: "Arrive early." })).toBeVisible();
  await expect(page.getByText("En inglés", { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect(await hreflangs(page)).toEqual([]);

  // Its English page is indexed, and has no pair either.
  await page.goto(`/news/${untranslatedPost.slug}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(await hreflangs(page)).toEqual([]);
  await expect(page.getByText("En inglés")).toHaveCount(0);
});

test("sitemap.xml lists an article's /es address only when it has its Spanish text; RSS stays English", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/es/news/${translatedPost.slug}</loc>`);
  expect(sitemap).toContain(`/news/${untranslatedPost.slug}</loc>`);
  expect(sitemap).not.toContain(`/es/news/${untranslatedPost.slug}`);

  const rss = await (await request.get("/news/rss.xml")).text();
  expect(rss).toContain(`<title>${translatedPost.en}</title>`);
  expect(rss).not.toContain(translatedPost.es);
});
