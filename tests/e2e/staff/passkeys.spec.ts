import { expect, test } from "@playwright/test";

import { securityStaff } from "../fixtures/security-staff";
import { expectNoAxeViolations } from "../support/axe";
import { answerDialogs } from "../support/dialogs";
import { expectNoHorizontalScroll, screenshotFor, signInWithPassword } from "../support/staff-pages";
import { addVirtualAuthenticator } from "../support/virtual-authenticator";

const account = securityStaff.passkeyUser;

test("a passkey is added on My Account, signs in on its own, and once removed no longer does", async ({ page }) => {
  const device = await addVirtualAuthenticator(page);
  await signInWithPassword(page, account);
  await page.goto("/admin/account");
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section).toContainText("You have no passkeys yet.");

  // A name is required.
  await section.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(section.getByText("Passkey Name is required")).toBeVisible();
  await section.getByLabel("Passkey Name").fill("Work laptop");
  await section.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(section.getByRole("status")).toHaveText("Passkey “Work laptop” was added.");
  const item = section.getByRole("list", { name: "Passkeys" }).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Work laptop");
  await expect(item).toContainText(/Added.*2\d{3}/);
  await expect(item).toContainText("Last usedNever");
  expect(await device.credentials()).toHaveLength(1);

  // The same device again: it already holds one for this account.
  await section.getByLabel("Passkey Name").fill("Work laptop again");
  await section.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(section.getByRole("alert")).toHaveText("This device already holds a passkey for your account.");

  // Signed out, the passkey alone signs in: no password, no code.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole("button", { name: "Sign in with a Passkey" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/account");
  await expect(item).toContainText(/Last used.*2\d{3}/);

  // Removed (after a confirmation), it signs in no more.
  const dialogs = answerDialogs(page, ["dismiss", "accept"]);
  await item.getByRole("button", { name: "Remove Work laptop" }).click();
  await expect(item).toHaveCount(1);
  await item.getByRole("button", { name: "Remove Work laptop" }).click();
  await expect(section.getByRole("status")).toHaveText("Passkey “Work laptop” was removed.");
  await expect(section).toContainText("You have no passkeys yet.");
  expect(await dialogs).toEqual([
    "Remove the passkey “Work laptop”? You will no longer be able to sign in with it.",
    "Remove the passkey “Work laptop”? You will no longer be able to sign in with it.",
  ]);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.getByRole("button", { name: "Sign in with a Passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That passkey did not sign you in. Use another one, or your email and password.",
  );
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Each step is in the activity log.
  await signInWithPassword(page, account);
  await page.goto("/admin/activity");
  const log = page.getByRole("region", { name: "Activity" });
  await expect(log).toContainText("Passkey added");
  await expect(log).toContainText("Passkey removed");
  await expect(log).toContainText("Passkey not recognised");
});

test("a device with no passkey for this site says so and leaves the login page as it was", async ({ page }) => {
  await addVirtualAuthenticator(page);
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Sign in with a Passkey" }).click();
  await expect(page.getByRole("alert")).toContainText(/No passkey was used|did not sign you in/);
  await expect(page.getByLabel("Email")).toBeVisible();
});

for (const width of [375, 768, 1280]) {
  test(`the login page with 'Sign in with a Passkey' is axe-clean and fits ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await addVirtualAuthenticator(page);
    await page.goto("/admin/login");
    await expect(page.getByRole("button", { name: "Sign in with a Passkey" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "login");
  });
}
