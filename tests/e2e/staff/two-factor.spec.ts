import { readFile } from "node:fs/promises";

import { expect, test, type Page } from "@playwright/test";

import { timeStep } from "~/features/staff/totp.server";

import { acceptedUnusedCode } from "../../support/totp";
import { securityStaff } from "../fixtures/security-staff";
import { expectNoAxeViolations } from "../support/axe";
import { expectNoHorizontalScroll, screenshotFor, signInWithPassword } from "../support/staff-pages";

const account = securityStaff.twoFactor;
// One account, set up once and used by the following tests in order.
// better-auth's two-factor rate limit makes some tests wait 10 seconds at a time.
test.describe.configure({ mode: "serial" });
test.beforeEach(() => test.slow());

let key = "";
let recoveryCodes: string[] = [];
let lastStep: number | null = null;

async function nextCode(): Promise<string> {
  const { code, step } = await acceptedUnusedCode(key.replace(/\s+/g, ""), lastStep);
  lastStep = step;
  return code;
}

// better-auth lets an address send 3 requests to a two-factor endpoint, then none until 10
// seconds after the last one; the tests keep under it, so that what they see is the app's own answer.
const burst = { count: 0, last: 0 };
async function submitCode(page: Page, code: string) {
  if (Date.now() - burst.last >= 10_500) burst.count = 0;
  if (burst.count >= 3) {
    await page.waitForTimeout(burst.last + 10_500 - Date.now());
    burst.count = 0;
  }
  burst.count++;
  burst.last = Date.now();
  await page.getByLabel("Authentication Code").fill(code);
  // The answer to this code, not the message the last one left on the page.
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/"),
  );
  await page.getByRole("button", { name: /^(Verify|Turn On Two-Factor)$/ }).click();
  await answered;
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

async function passwordStep(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Two-Factor Sign-In" })).toBeVisible();
}

test("set up on My Account: password, QR code and key, a code; then 10 recovery codes to download", async ({
  page,
}) => {
  await signInWithPassword(page, account);
  await page.getByRole("link", { name: /My Account/ }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  const section = page.getByRole("region", { name: "Two-Factor Sign-In" });
  await expect(section).toContainText(/Authenticator app:\s*Off/);

  await section.getByLabel("Password").fill("not my password");
  await section.getByRole("button", { name: "Set Up Two-Factor" }).click();
  await expect(section.getByText("The password is not correct.")).toBeVisible();
  await section.getByLabel("Password").fill(account.password);
  await section.getByRole("button", { name: "Set Up Two-Factor" }).click();

  await expect(section.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  key = (await section.getByLabel("Key for manual entry").textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);

  await submitCode(page, "000000");
  await expect(section.getByText(/That code is not correct/)).toBeVisible();
  // The QR code stays for another try.
  await expect(section.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  await submitCode(page, await nextCode());

  await expect(section.getByText("Two-factor sign-in is on.")).toBeVisible();
  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  const download = page.waitForEvent("download");
  await section.getByRole("link", { name: "Download" }).click();
  const file = await readFile(await (await download).path(), "utf8");
  for (const code of recoveryCodes) expect(file).toContain(code);
  await expect(section).toContainText(/Authenticator app:\s*On/);
  // The session survived the change: other pages still open.
  await page.goto("/admin/faqs");
  await expect(page).toHaveURL(/\/admin\/faqs$/);
});

test("the second step is axe-clean and fits 375, 768 and 1280px, for a code and for a recovery code", async ({
  page,
}) => {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await passwordStep(page);
    await expect(page.getByLabel("Authentication Code")).toBeFocused();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "login-code");
    await page.getByRole("link", { name: "Use a recovery code instead" }).click();
    await expect(page.getByLabel("Recovery Code")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "login-recovery-code");
    await page.getByRole("link", { name: "Back to Login" }).click();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  }
});

test("sign-in asks for the 'Authentication Code' after the password", async ({ page }) => {
  await passwordStep(page);
  await submitCode(page, "123456");
  await expect(page.getByRole("alert")).toHaveText(
    "Invalid authentication code. Enter the current code from your app.",
  );
  const code = await nextCode();
  await submitCode(page, code);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page);

  // The same code again, seconds later (better-auth alone would still take it): refused.
  await passwordStep(page);
  expect(timeStep() - lastStep!).toBeLessThanOrEqual(1);
  await submitCode(page, code);
  await expect(page.getByRole("alert")).toHaveText(
    "Invalid authentication code. Enter the current code from your app.",
  );
});

test("'Use a recovery code instead' signs in with a 'Recovery Code', each code once", async ({ page }) => {
  await passwordStep(page);
  await page.getByRole("link", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery Code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page);

  await passwordStep(page);
  await page.getByRole("link", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery Code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid recovery code.");
  await page.getByRole("link", { name: "Back to Login" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("wrong codes lock the sign-in out like wrong passwords", async ({ page }) => {
  // A completed sign-in first: it clears the count the earlier tests' wrong codes left.
  await passwordStep(page);
  await submitCode(page, await nextCode());
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOut(page);
  await passwordStep(page);
  for (let i = 0; i < 5; i++) {
    await submitCode(page, String(100000 + i));
    await expect(page.getByRole("alert")).toHaveText(
      "Invalid authentication code. Enter the current code from your app.",
    );
  }
  await submitCode(page, await nextCode());
  await expect(page.getByRole("alert")).toHaveText("Too many sign-in attempts. Please try again later.");
  // The password is refused too, from this address, for this email.
  await page.getByRole("link", { name: "Back to Login" }).click();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Too many sign-in attempts. Please try again later.");
});

test("'Require two-factor sign-in for all staff' holds staff without it on My Account", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInWithPassword(page, securityStaff.admin);
  await page.goto("/admin/staff");
  const requirement = page.getByRole("region", { name: "Sign-in security" });
  await requirement.getByLabel("Require two-factor sign-in for all staff").check();
  await requirement.getByRole("button", { name: "Save" }).click();
  await expect(requirement.getByRole("status")).toHaveText("Two-factor sign-in is now required for all staff.");
  try {
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await signInWithPassword(other, securityStaff.traveller, /\/admin\/account$/);
    await expect(other.getByText(/^Two-factor sign-in is required for all staff/)).toBeVisible();
    await other.goto("/admin/faqs");
    await expect(other).toHaveURL(/\/admin\/account$/);
    await context.close();
  } finally {
    await page.goto("/admin/staff");
    await requirement.getByLabel("Require two-factor sign-in for all staff").uncheck();
    await requirement.getByRole("button", { name: "Save" }).click();
    await expect(requirement.getByRole("status")).toHaveText("Two-factor sign-in is no longer required.");
  }
});
