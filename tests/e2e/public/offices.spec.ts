import { expect, test } from "@playwright/test";

import { publishedPostsNewestFirst } from "../fixtures/content";
import { expectNoAxeViolations } from "../support/axe";
import { defaultAgency } from "../support/default-identity";
import { jsonLd, viewports, waitForHydration } from "../support/public-site";

/*
 * 'Our Offices' (/locations) and an office's page, on the default settings: one office,
 * "Louisiana Office" in Sulphur, LA, without a phone of its own (the main numbers show), and
 * the job board off. The shorter /sitemap and the 404 page's destinations.
 */

const office = defaultAgency.offices[0]!;
const officePath = `/locations/${office.slug}`;

test("the footer leads to 'Our Offices', which lists each office with its facts", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Offices" }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our Offices" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: office.name })).toBeVisible();
  await expect(main).toContainText(`${office.city}, ${office.state}`);
  await expect(main.getByRole("heading", { name: "Business Hours" })).toBeVisible();
  await expect(main).toContainText(`${defaultAgency.hours[0]!.days}${defaultAgency.hours[0]!.hours}`);

  const directions = main.getByRole("link", { name: "Get Directions" });
  await expect(directions).toHaveAttribute(
    "href",
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${office.name}, ${office.city}, ${office.state}`)}`,
  );
  // A plain link that opens as any other, no maps script on the page.
  await expect(directions).not.toHaveAttribute("target", /.*/);
  expect(await page.locator("script[src*='google'], iframe").count()).toBe(0);

  // No phone of its own: the site's main numbers, as tel: links.
  for (const phone of defaultAgency.phones) {
    await expect(main.getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.e164}`);
  }

  await main.getByRole("link", { name: `More about ${office.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${officePath}$`));
  await expect(page.getByRole("heading", { level: 1, name: office.name })).toBeVisible();
});

test("an office's page has its facts and its EmploymentAgency structured data", async ({ page }) => {
  const response = await page.goto(officePath);
  expect(response!.status()).toBe(200);
  await page.getByRole("contentinfo").getByRole("link", { name: new RegExp(office.name) }).waitFor();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Get Directions" })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(main.getByRole("link", { name: defaultAgency.phones[0]!.display })).toHaveAttribute(
    "href",
    `tel:${defaultAgency.phones[0]!.e164}`,
  );
  // The job board is off: no jobs section.
  await expect(main.getByRole("heading", { name: "Open Jobs Near This Office" })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "All offices" })).toHaveAttribute("href", "/locations");

  const agency = (await jsonLd(page)).find((item) => item["@type"] === "EmploymentAgency")!;
  expect(agency).toMatchObject({
    "@context": "https://schema.org",
    name: `${defaultAgency.name}, ${office.name}`,
    address: { "@type": "PostalAddress", addressLocality: office.city, addressRegion: office.state, addressCountry: "US" },
    geo: { "@type": "GeoCoordinates" },
    telephone: defaultAgency.phones[0]!.e164,
    url: new URL(officePath, page.url()).href,
  });
  expect((agency.geo as { latitude: number }).latitude).toBeCloseTo(30.2, 0);
  expect(agency.openingHoursSpecification).toEqual(
    expect.arrayContaining([expect.objectContaining({ "@type": "OpeningHoursSpecification", opens: "08:00" })]),
  );

  expect((await page.request.get("/locations/no-such-office")).status()).toBe(404);
});

test("the offices are in Spanish under /es", async ({ page }) => {
  await page.goto("/es/locations");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Nuestras oficinas" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Cómo llegar" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: `Más sobre ${office.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/es${officePath}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Horario de atención" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Todas las oficinas" })).toHaveAttribute(
    "href",
    "/es/locations",
  );
});

test("the contact page and /sitemap lead to the offices; /sitemap ends its articles with 'All news articles'", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("main").getByRole("link", { name: office.name })).toHaveAttribute("href", officePath);
  await expect(page.getByRole("main").getByRole("link", { name: "Directions and hours for each office" })).toHaveAttribute(
    "href",
    "/locations",
  );

  await page.goto("/sitemap");
  const offices = page.getByRole("region", { name: "Offices" });
  await expect(offices.getByRole("link", { name: "Our Offices" })).toHaveAttribute("href", "/locations");
  await expect(offices.getByRole("link", { name: office.name })).toHaveAttribute("href", officePath);
  const news = page.getByRole("region", { name: "News Articles" });
  await expect(news.getByRole("link", { name: "All news articles" })).toHaveAttribute("href", "/news");
  await expect(news.getByRole("link")).toHaveCount(Math.min(publishedPostsNewestFirst.length, 20) + 1);
  await expect(news.getByRole("link").first()).toHaveText(publishedPostsNewestFirst[0]!.title);
});

test("the 404 page offers the main destinations, in English and in Spanish", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response!.status()).toBe(404);
  const places = page.getByRole("navigation", { name: "Where would you like to go?" });
  await expect(places.getByRole("link")).toHaveText(["Home", "Staffing Services", "Contact Us"]);
  await expect(places.getByRole("link", { name: "Staffing Services" })).toHaveAttribute("href", "/services");
  // The job board is off here: no 'Browse Jobs' (tests/e2e/settings/offices.spec.ts has it on).
  await expect(places.getByRole("link", { name: "Browse Jobs" })).toHaveCount(0);

  expect((await page.goto("/es/no-such-page"))!.status()).toBe(404);
  const lugares = page.getByRole("navigation", { name: "¿A dónde le gustaría ir?" });
  await expect(lugares.getByRole("link")).toHaveText(["Inicio", "Servicios de personal", "Contáctenos"]);
  await expect(lugares.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es");
});

test.describe("axe-core", () => {
  for (const path of ["/locations", officePath, "/es/locations", "/sitemap", "/no-such-page"]) {
    test(path, async ({ page }) => {
      await page.setViewportSize(viewports.mobile);
      await page.goto(path);
      await waitForHydration(page);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await test.step(`at ${width} px`, async () => {
          await expectNoAxeViolations(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        });
      }
    });
  }
});
