import { expect, test, type Page } from "@playwright/test";

import { formatDate } from "~/platform/format/format-date";

import { publishedPostsNewestFirst, seededFaqs, seededPosts } from "../fixtures/content";
import { expectNoAxeViolations } from "../support/axe";
import { defaultAgency } from "../support/default-identity";
import { publicRoutes, serveFixtureImages, viewports, waitForHydration } from "../support/public-site";
import { agencyContentTexts, englishPhrases, englishPhrasesIn, spanishWordsOf } from "../support/spanish-walk";

const spanishPath = (path: string) => (path === "/" ? "/es" : `/es${path.replace(/^\/(?=\?)/, "")}`);
const newest = publishedPostsNewestFirst[0]!;
const spanishPages = [
  ...publicRoutes.map(spanishPath),
  "/es/news?page=2",
  `/es/news/${newest.slug}`,
  "/es/news/no-such-article",
  "/es/no-such-page",
];

/**
 * Content staff wrote (the fixture's posts and FAQs, the settings' hours and offices) is not
 * interface text: until it has its Spanish text it shows in English, which the walk leaves out.
 */
const contentTexts = [
  ...agencyContentTexts,
  ...seededPosts.flatMap((post) => [post.title, post.excerpt, post.author]),
  ...seededFaqs.flatMap((faq) => [faq.question, faq.category ?? ""]),
];

function englishIn(words: string): string[] {
  return englishPhrasesIn(words, contentTexts);
}

test.describe("every Spanish page", () => {
  test("the walk compares against the English catalogue", () => {
    expect(englishPhrases).toContain("Send Message");
    expect(englishPhrases).toContain("Available Positions");
  });

  test("the walk finds English when a page shows some", async ({ page }) => {
    await page.goto("/es/contact");
    // Once hydrated: React would otherwise put the heading's own text back.
    await waitForHydration(page);
    await page.evaluate(() => document.querySelector("main h1")!.append(" Send Message"));
    expect(englishIn(await spanishWordsOf(page))).toContain("Send Message");
  });
});

test.describe("the Spanish pages' texts", () => {
  test.use({ viewport: viewports.desktop });

  test("the home page has the Spanish tagline and slogan, and links to Spanish pages", async ({ page }) => {
    await page.goto("/es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("De costa a costa, trabajamos para usted.");
    await expect(
      page.getByRole("main").getByText("YO TRABAJO | TÚ TRABAJAS | TRABAJO EN EQUIPO", { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${defaultAgency.name} | Agencia de personal en Luisiana y Texas`);
    const main = page.getByRole("main");
    for (const href of await main.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!)))
      expect(href).toMatch(/^\/es(\/|$)/);
    await waitForHydration(page);
    // A client-side navigation brings the next page's messages with it.
    await main.getByRole("link", { name: "Más sobre el personal portuario" }).click();
    await expect(page).toHaveURL(/\/es\/services\/dockside$/);
    await expect(page.getByRole("heading", { level: 2, name: "Puestos disponibles" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Puestos disponibles" }).getByRole("listitem").first()).toHaveText(
      "Estibadores portuarios",
    );
    await page.getByRole("navigation", { name: "Nuestros servicios" }).getByRole("link", { name: "Hotelería" }).click();
    await expect(page).toHaveURL(/\/es\/services\/hospitality$/);
    await expect(page).toHaveTitle(`Personal de hotelería | ${defaultAgency.name}`);
  });

  test("the contact form speaks Spanish: its labels, its messages and its thanks", async ({ page }) => {
    await page.goto("/es/contact");
    await waitForHydration(page);
    for (const label of ["Nombre", "Correo electrónico", "Teléfono", "Empresa", "Mensaje"])
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByLabel("Nombre", { exact: true })).toHaveAccessibleDescription("El nombre es obligatorio");
    await page.getByLabel("Nombre", { exact: true }).fill("Ana López");
    await page.getByLabel("Correo electrónico", { exact: true }).fill("ana@example.com");
    await page.getByLabel("Mensaje", { exact: true }).fill("Necesitamos soldadores.");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByRole("status")).toHaveText("¡Gracias por su mensaje! Nos comunicaremos con usted pronto.");
  });

  test("a renamed article's old Spanish address leads to its Spanish page", async ({ page }) => {
    const renamed = seededPosts.find((post) => post.renamedFrom)!;
    await page.goto(`/es/news/${renamed.renamedFrom}`);
    await expect(page).toHaveURL(new RegExp(`/es/news/${renamed.slug}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("news dates are written in Spanish, in the agency's time zone", async ({ page }) => {
    await page.goto(`/es/news/${newest.slug}`);
    const date = formatDate(newest.publishedAt, "es")!;
    expect(date).toMatch(/^\d{1,2} de \p{L}+ de \d{4}$/u);
    await expect(page.getByRole("main").locator("time").first()).toHaveText(date);
    await expect(page.getByRole("main").getByText(`Por ${newest.author}`)).toBeVisible();
    await page.goto("/es/news");
    await expect(page.getByRole("main").locator("time").first()).toHaveText(date);
    // The newest fixture post has its Spanish text: its card reads in Spanish.
    await expect(page.getByRole("link", { name: `Leer más sobre ${newest.titleEs ?? newest.title}` })).toHaveAttribute(
      "href",
      `/es/news/${newest.slug}`,
    );
  });
});

/*
 * Each Spanish page, loaded once and looked at in both widths: no English interface text, no
 * axe-core violation, and long Spanish words in a narrow header, cards and buttons: nothing
 * wider than the screen, the menu's entries each on one line at desktop width. A screenshot
 * of each is attached to the report for review.
 */
test.describe("every Spanish page, at desktop and phone widths", () => {
  for (const path of spanishPages) {
    test(`${path} shows no English, passes axe-core and fits the screen`, async ({ page }, testInfo) => {
      await serveFixtureImages(page);
      await page.setViewportSize(viewports.desktop);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "es");
      for (const [name, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        await test.step(`at ${name} width`, async () => {
          expect(englishIn(await spanishWordsOf(page)), `${path} (${name})`).toEqual([]);
          await expectNoAxeViolations(page);
          const overflow = await overflowOf(page);
          expect(overflow.page, `${path}: wider than the screen at ${name} width`).toBeLessThanOrEqual(0);
          expect(overflow.wide, `${path} at ${name} width`).toEqual([]);
          if (name === "desktop") {
            const menu = page.getByRole("navigation", { name: "Principal" }).getByRole("link");
            for (const height of await menu.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height)))
              expect(height, `${path}: a menu entry on one line`).toBeLessThan(40);
          }
          await testInfo.attach(`${path} at ${name}`, {
            body: await page.screenshot({ fullPage: true }),
            contentType: "image/png",
          });
        });
      }
    });
  }
});

/** How far the page is wider than the screen, and the elements that stick out or are cut. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("header *, main a, main button, main h1, main h2, main h3, footer a")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Text for screen readers only (sr-only) is clipped on purpose.
        if (getComputedStyle(element).position === "absolute" && box.width <= 1) return false;
        return box.width > 0 && (box.right > width + 1 || element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === "hidden");
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 40)}"`);
    return { page: document.documentElement.scrollWidth - width, wide };
  });
}
