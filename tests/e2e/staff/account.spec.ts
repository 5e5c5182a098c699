import { expect, test, type Browser, type Page } from "@playwright/test";

import { securityStaff } from "../fixtures/security-staff";
import { expectNoAxeViolations } from "../support/axe";
import { expectNoHorizontalScroll, screenshotFor, signInWithPassword } from "../support/staff-pages";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1";

/** A second browser (an iPhone, as far as the server can tell) signed in as `account`. */
async function signedInPhone(
  browser: Browser,
  baseURL: string | undefined,
  account: { email: string; password: string },
) {
  const context = await browser.newContext({ baseURL, userAgent: IPHONE_SAFARI });
  const page = await context.newPage();
  await signInWithPassword(page, account);
  return { context, page };
}

async function openMyAccount(page: Page) {
  await page.getByRole("link", { name: /My Account/ }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible();
}

test("the sessions list names each device, marks this one, and signs another out at once", async ({
  page,
  browser,
  baseURL,
}) => {
  const account = securityStaff.sessionsUser;
  await signInWithPassword(page, account);
  const phone = await signedInPhone(browser, baseURL, account);
  await openMyAccount(page);

  const sessions = page.getByRole("region", { name: "Sessions" });
  const rows = sessions.getByRole("list", { name: "Sessions" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  const thisDevice = rows.filter({ hasText: "This device" });
  await expect(thisDevice).toHaveCount(1);
  await expect(thisDevice).toContainText("Chrome on Windows");
  const phoneRow = rows.filter({ hasText: "Safari on iOS" });
  await expect(phoneRow).toContainText(/Signed in.+2\d{3}.+Last active.+2\d{3}/);
  await expect(phoneRow).toContainText(/127\.0\.0\.1|::1/);

  await phoneRow.getByRole("button", { name: /^Sign Out/ }).click();
  await expect(sessions.getByRole("status")).toHaveText("1 session was signed out.");
  await expect(rows).toHaveCount(1);
  // The phone's very next request finds its session gone.
  await phone.page.goto("/admin/faqs");
  await expect(phone.page).toHaveURL(/\/admin\/login$/);

  // Again, with 'Sign out all other sessions'.
  await signInWithPassword(phone.page, account);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await sessions.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expect(sessions.getByRole("status")).toHaveText("1 session was signed out.");
  await expect(sessions).toContainText("You are signed in on this device only.");
  await phone.page.reload();
  await expect(phone.page).toHaveURL(/\/admin\/login$/);
  await phone.context.close();

  // Both are in the activity log.
  await page.goto("/admin/activity?kind=session-ended");
  await expect(page.getByRole("region", { name: "Activity" }).getByText("Session signed out")).toHaveCount(2);
});

test("'Your Details' renames the account; 'Update Password' checks the current one and signs out the others", async ({
  page,
  browser,
  baseURL,
}) => {
  const account = securityStaff.accountUser;
  await signInWithPassword(page, account);
  await openMyAccount(page);
  const details = page.getByRole("region", { name: "Your Details" });
  await details.getByLabel("Name").fill("Avery Q. Account");
  await details.getByRole("button", { name: "Save Name" }).click();
  await expect(details.getByRole("status")).toHaveText("Your name was saved.");
  await expect(page.getByRole("main")).toContainText("Signed in as Avery Q. Account");

  const phone = await signedInPhone(browser, baseURL, account);
  const password = page.getByRole("region", { name: "Update Password" });
  const submit = password.getByRole("button", { name: "Update Password" });
  await password.getByLabel("Current Password").fill("not my password");
  await password.getByLabel("New Password").fill("short");
  await expect(password.getByText("Password must be at least 8 characters long")).toBeVisible();
  await expect(submit).toBeDisabled();
  await password.getByLabel("New Password").fill("A-new-Passw0rd-2026");
  await expect(password.getByText("Password strength:")).toBeVisible();
  await password.getByLabel("Confirm Password").fill("A-new-Passw0rd-2026");
  await submit.click();
  await expect(password.getByText("The current password is not correct.")).toBeVisible();

  await password.getByLabel("Current Password").fill(account.password);
  await password.getByLabel("New Password").fill("A-new-Passw0rd-2026");
  await password.getByLabel("Confirm Password").fill("A-new-Passw0rd-2026");
  await submit.click();
  await expect(password.getByRole("status")).toHaveText(
    "Your password was updated. Your other sessions were signed out.",
  );
  await expect(password.getByLabel("New Password")).toHaveValue("");
  // This browser stays signed in; the phone is signed out.
  await page.goto("/admin/faqs");
  await expect(page).toHaveURL(/\/admin\/faqs$/);
  await phone.page.reload();
  await expect(phone.page).toHaveURL(/\/admin\/login$/);
  await signInWithPassword(phone.page, { email: account.email, password: "A-new-Passw0rd-2026" });
  await phone.context.close();
});

for (const width of [375, 768, 1280]) {
  test(`My Account is axe-clean and fits ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInWithPassword(page, securityStaff.auditor);
    await page.goto("/admin/account");
    await expect(page.getByRole("region", { name: "Sessions" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "account");
  });
}
