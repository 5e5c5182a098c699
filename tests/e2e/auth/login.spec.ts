import { expect, test } from "@playwright/test";

import { signIn, staff } from "../fixtures/staff";

test("the login page has labelled fields, the sign-in button and the reset link", async ({ page }) => {
  const response = await page.goto("/admin/login");
  expect(response!.status()).toBe(200);
  expect(response!.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
  // Outside the public layout: no site header or footer.
  await expect(page.getByRole("banner")).toHaveCount(0);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/admin\/reset-password$/);
});

test("signing in goes to the dashboard with an HttpOnly, SameSite=Lax session cookie", async ({ page, context }) => {
  await signIn(page, staff.admin);
  await expect(page.getByText("Admin Panel")).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("session_token"));
  expect(session).toBeDefined();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe("Lax");
  // Plain-HTTP test server: Secure is for production behind HTTPS.
  expect(session!.secure).toBe(false);
  // Idle timeout: the cookie lives 24 hours.
  expect(session!.expires * 1000 - Date.now()).toBeGreaterThan(23.9 * 3600_000);
  expect(session!.expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000 + 60_000);

  // Signed in, the login page sends you on to the dashboard.
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("a wrong password and an unknown email get the same answer", async ({ page }) => {
  for (const attempt of [
    { email: staff.admin.email, password: "not the password" },
    { email: "nobody@example.com", password: "not the password" },
  ]) {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(attempt.email);
    await page.getByLabel("Password").fill(attempt.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The email stays, the password does not.
    await expect(page.getByLabel("Email")).toHaveValue(attempt.email);
  }
});

test("the button says 'Signing in...' and is disabled while busy", async ({ page }) => {
  await page.goto("/admin/login");
  // Hold the sign-in request back for a moment so that the busy state can be seen.
  await page.route("**/admin/login.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByLabel("Email").fill(staff.admin.email);
  await page.getByLabel("Password").fill(staff.admin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("empty fields are refused before anything is sent", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.getByLabel("Email").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
});

test("the server refuses empty fields too, naming them", async ({ request, baseURL }) => {
  const response = await request.post("/admin/login", {
    form: { email: "", password: "" },
    headers: { Origin: baseURL! },
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("Email is required");
  expect(html).toContain("Password is required");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in and failing both work as plain form posts", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(staff.admin.email);
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await page.getByLabel("Password").fill(staff.admin.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText("Admin Panel")).toBeVisible();
  });
});
