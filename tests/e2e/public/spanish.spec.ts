import { expect, test } from "@playwright/test";

import { publicRoutes, viewports, waitForHydration } from "../support/public-site";

const spanishMenu = [
  "INICIO",
  "SOLICITUD EN LÍNEA",
  "BUSCAR EMPLEOS",
  "SERVICIOS DE PERSONAL",
  "¿POR QUÉ ELEGIRNOS?",
  "PREGUNTAS FRECUENTES",
  "NOTICIAS",
  "CONTÁCTENOS",
];

const spanishPath = (path: string) => (path === "/" ? "/es" : `/es${path}`);

test.describe("the Spanish site", () => {
  test.use({ viewport: viewports.desktop });

  test("every public page answers under /es in Spanish, with the pair of alternates", async ({ page, request }) => {
    for (const path of publicRoutes) {
      const response = await request.get(spanishPath(path));
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<html lang="es"');
    }
    await page.goto("/es/contact");
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href")!).pathname}`));
    expect(alternates).toEqual(["en /contact", "es /es/contact", "x-default /contact"]);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe("/es/contact");
  });

  test("the menu and the links stay in Spanish", async ({ page }) => {
    await page.goto("/es");
    const menu = page.getByRole("navigation", { name: "Principal" });
    await expect(menu.getByRole("link")).toHaveText(spanishMenu);
    await waitForHydration(page);
    await menu.getByRole("link", { name: "PREGUNTAS FRECUENTES" }).click();
    await expect(page).toHaveURL(/\/es\/faqs$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("the switch leads to the same page in the other language and back", async ({ page }) => {
    await page.goto("/services/dockside");
    const toSpanish = page.getByRole("link", { name: "Español" });
    await expect(toSpanish).toHaveAttribute("hreflang", "es");
    await expect(toSpanish).toHaveAttribute("lang", "es");
    await toSpanish.click();
    await expect(page).toHaveURL(/\/es\/services\/dockside$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/services\/dockside$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("an unknown Spanish address answers 404 in Spanish", async ({ request }) => {
    const response = await request.get("/es/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Página no encontrada");
  });
});

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-US", viewport: viewports.mobile });

  test("is offered the Spanish page after hydration, and can dismiss the offer", async ({ page }) => {
    await page.goto("/why-choose-us");
    const offer = page.getByRole("link", { name: "Ver esta página en español" });
    await expect(offer).toHaveAttribute("href", "/es/why-choose-us");
    await page.getByRole("button", { name: "Cerrar" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(offer).toBeHidden();
  });

  test("is offered nothing on the Spanish pages, and an English reader nothing anywhere", async ({ page, browser }) => {
    await page.goto("/es/why-choose-us");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Ver esta página en español" })).toHaveCount(0);
    const english = await browser.newPage({ locale: "en-US" });
    await english.goto("/why-choose-us");
    await waitForHydration(english);
    await expect(english.getByRole("link", { name: "Ver esta página en español" })).toHaveCount(0);
    await english.close();
  });
});
