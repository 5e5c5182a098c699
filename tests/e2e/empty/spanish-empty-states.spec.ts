import { expect, test } from "@playwright/test";

test("the Spanish FAQ page says, in Spanish, that there are no FAQs", async ({ page }) => {
  const response = await page.goto("/es/faqs");
  expect(response!.status()).toBe(200);
  await expect(
    page.getByText("No hay preguntas frecuentes disponibles en este momento. Vuelva a consultar más tarde.", {
      exact: true,
    }),
  ).toBeVisible();
});

test("the Spanish news and site map pages say so when there are no articles", async ({ page }) => {
  await page.goto("/es/news");
  await expect(
    page.getByText("No hay artículos de noticias disponibles en este momento. Vuelva a consultar más tarde.", {
      exact: true,
    }),
  ).toBeVisible();
  await page.goto("/es/sitemap");
  await expect(page.getByText("Todavía no hay artículos de noticias.", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Muelles y puertos" })).toHaveAttribute(
    "href",
    "/es/services/dockside",
  );
});
