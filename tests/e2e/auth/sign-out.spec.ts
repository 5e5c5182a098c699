import { expect, test } from "@playwright/test";

import { signIn, staff } from "../fixtures/staff";

test("Sign Out goes to the login page, and the old cookie no longer works", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signIn(page, staff.traveller);
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("session_token"))!;
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await context.cookies()).find((c) => c.name.endsWith("session_token"))).toBeUndefined();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Someone who kept a copy of the cookie gets nothing with it.
  const replay = await browser.newContext({ baseURL });
  await replay.addCookies([{ name: cookie.name, value: cookie.value, url: baseURL! }]);
  const replayPage = await replay.newPage();
  await replayPage.goto("/admin/dashboard");
  await expect(replayPage).toHaveURL(/\/admin\/login$/);
  await replay.close();
});

test("Sign Out ends the sessions of that user in every browser", async ({ page, browser, baseURL }) => {
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, staff.traveller);
  await signIn(page, staff.traveller);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await otherPage.goto("/admin/faqs");
  await expect(otherPage).toHaveURL(/\/admin\/login$/);
  await other.close();
});

test("visiting /admin/sign-out by address signs nobody out", async ({ page }) => {
  await signIn(page, staff.traveller);
  await page.goto("/admin/sign-out");
  // The GET lands on the login page, which sends a signed-in user on to the dashboard.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Sign Out works as a plain form post", async ({ page }) => {
    await signIn(page, staff.traveller);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/posts");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
