import { expect, test } from "@playwright/test";

import { signIn, staff } from "../fixtures/staff";

const guarded = ["/admin", "/admin/dashboard", "/admin/faqs", "/admin/posts"];

for (const path of guarded) {
  test(`${path} sends a signed-out visitor to the login page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByText("Admin Panel")).toHaveCount(0);
  });

  test(`${path} redirects on the server, sending no admin content`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/admin/login");
    expect(await response.text()).not.toContain("Admin Panel");
    // The client-side data requests of the same pages are refused as well.
    const data = await request.get(`${path}.data`, { maxRedirects: 0 });
    const body = await data.text();
    expect(body).toContain("/admin/login");
    expect(body).not.toContain("@example.com");
  });
}

test("an invalid session cookie counts as signed out", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "better-auth.session_token", value: "forged.token", url: baseURL! }]);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("admin pages are never cached and carry the sidebar with the current page marked", async ({ page }) => {
  await signIn(page, staff.admin);
  const response = await page.goto("/admin/faqs");
  expect(response!.headers()["cache-control"]).toBe("no-store");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "FAQs" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Blog Posts" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(nav.getByRole("link", { name: "Blog Posts" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
});
