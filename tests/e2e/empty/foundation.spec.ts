import { expect, test } from "@playwright/test";

test("a server on an empty database serves the home page", async ({ page }) => {
  const response = await page.goto("/");
  expect(response!.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
