import { expect, test } from "@playwright/test";

import { readOutbox, resetLinkIn, waitForMessage } from "../../support/outbox";
import { signIn, staff } from "../fixtures/staff";
import { servers } from "../servers";
import { holdScripts } from "../support/public-site";
import { waitForElementHydration } from "../support/staff-pages";

const { dataDir } = servers.auth;
const NEW_PASSWORD = "Brand-New-Passw0rd";
const UPDATE_FAILED = "Failed to update password. The reset link may have expired.";

test("the reset page: Email, 'Send Reset Link' ('Sending...'), then 'Check Your Email'", async ({ page }) => {
  await page.goto("/admin/reset-password");
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
  await page.getByLabel("Email").fill("someone.unknown@example.com");
  await page.route("**/admin/reset-password.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  // The same screen as for a real account: nothing says whether this address has one.
  await expect(page.getByRole("heading", { level: 1, name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText("someone.unknown@example.com")).toBeVisible();
  await expect(page.getByText(/spam folder/)).toBeVisible();
  await expect(page.getByText(/contact the administrator/)).toBeVisible();
  await page.getByRole("link", { name: "Back to Login" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a malformed address is refused on the page", async ({ page }) => {
  await page.goto("/admin/reset-password");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toHaveCount(0);
});

test("a missing or made-up link says it may have expired", async ({ page }) => {
  for (const path of ["/admin/update-password", "/admin/update-password?token=abcdefghijklmnopqrstuvwx"]) {
    await page.goto(path);
    await expect(page.getByText(UPDATE_FAILED)).toBeVisible();
    await page.getByLabel("New Password").fill(NEW_PASSWORD);
    await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText(UPDATE_FAILED)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/update-password/);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the update and invitation forms still reach their actions, and keep their tokens to the site", async ({
    page,
  }) => {
    // Under "Referrer-Policy: no-referrer" a browser posts a form with "Origin: null", which the
    // same-origin check refuses ("Cross-site request refused."): the pages say "same-origin".
    for (const path of [
      "/admin/update-password?token=abcdefghijklmnopqrstuvwx",
      "/admin/accept-invite?token=abcdefghijklmnopqrstuvwx",
    ]) {
      const response = await page.goto(path);
      expect(response!.headers()["referrer-policy"], path).toBe("same-origin");
      const button = page.getByRole("button", { name: /^(Update Password|Set Password and Sign In)$/ });
      if ((await button.count()) === 0) continue;
      await page.getByLabel("New Password").fill(NEW_PASSWORD);
      await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        button.click(),
      ]);
      expect(answer.status(), path).not.toBe(403);
      await expect(page.getByText("Cross-site request refused.")).toHaveCount(0);
      await expect(page.getByText(UPDATE_FAILED)).toBeVisible();
    }
  });
});

test("the strength meter follows the score rules for a table of passwords", async ({ page }) => {
  await page.goto("/admin/update-password");
  const table: [string, string][] = [
    ["abc", "Weak"],
    ["abcdefgh", "Fair"],
    ["abcdefgh1", "Good"],
    ["abcdefghijkl", "Good"],
    ["Abcdefgh1", "Strong"],
    ["ABCDEFGHIJKL1", "Strong"],
    ["Abcdefgh1!", "Very Strong"],
    ["Abcdefghijk1!", "Very Strong"],
  ];
  const password = page.getByLabel("New Password");
  // The meter is React's: what is typed before hydration never reaches it.
  await waitForElementHydration(password);
  for (const [value, label] of table) {
    await password.fill(value);
    await expect(page.getByText("Password strength:")).toHaveText(`Password strength: ${label}`);
  }
  const checklist = page.getByRole("list", { name: "Password requirements" });
  await password.fill("abcdefgh");
  await expect(checklist.getByRole("listitem")).toHaveText([
    "At least 8 characters(done)",
    "Mix of upper and lower case(not yet)",
    "At least one number(not yet)",
  ]);
  await password.fill("Abcdefg1");
  await expect(checklist.getByRole("listitem")).toHaveText([
    "At least 8 characters(done)",
    "Mix of upper and lower case(done)",
    "At least one number(done)",
  ]);
});

test("length and match rules: messages, and the button disabled until both hold", async ({ page }) => {
  await page.goto("/admin/update-password");
  const button = page.getByRole("button", { name: "Update Password" });
  await expect(button).toBeDisabled();
  await page.getByLabel("New Password").fill("Ab1!");
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("Ab1!");
  await expect(button).toBeDisabled();
  await page.getByLabel("New Password").fill(NEW_PASSWORD);
  await expect(page.getByText("Password must be at least 8 characters long")).toHaveCount(0);
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(button).toBeDisabled();
  await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await expect(page.getByText("Passwords do not match")).toHaveCount(0);
  await expect(button).toBeEnabled();
});

test("the server applies the same rules when the page's checks are bypassed", async ({ request, baseURL }) => {
  const post = (password: string, confirmPassword: string) =>
    request.post("/admin/update-password", {
      form: { token: "abcdefghijklmnopqrstuvwx", password, confirmPassword },
      headers: { Origin: baseURL! },
    });
  const short = await post("Ab1!", "Ab1!");
  expect(short.status()).toBe(400);
  expect(await short.text()).toContain("Password must be at least 8 characters long");
  const mismatch = await post(NEW_PASSWORD, "something else");
  expect(mismatch.status()).toBe(400);
  expect(await mismatch.text()).toContain("Passwords do not match");
});

test.describe.serial("the whole reset flow", () => {
  let link: string;

  test("the reset mail arrives in the outbox with a link to /admin/update-password", async ({ page, baseURL }) => {
    const known = (await readOutbox(dataDir)).length;
    await page.goto("/admin/reset-password");
    await page.getByLabel("Email").fill(staff.resetUser.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    await expect(page.getByText(staff.resetUser.email)).toBeVisible();
    const message = await waitForMessage(dataDir, staff.resetUser.email, known);
    expect(message.part("text/plain")).toBeDefined();
    expect(message.part("text/html")).toBeDefined();
    link = resetLinkIn(message);
    expect(link.startsWith(`${baseURL}/admin/update-password?token=`)).toBe(true);
    // Readable as it is in the file, too.
    expect(message.raw).toContain(link);
  });

  test("the link sets a new password, ends other sessions, and is good once only", async ({
    page,
    browser,
    baseURL,
  }) => {
    // A browser signed in before the reset is signed out by it.
    const elsewhere = await browser.newContext({ baseURL });
    const elsewherePage = await elsewhere.newPage();
    await signIn(elsewherePage, staff.resetUser);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Update Password" })).toBeVisible();
    await expect(page.getByText(UPDATE_FAILED)).toHaveCount(0);
    // The 'Updating...' state below is React's: the form must be hydrated before it is sent
    // (under load, a click before hydration sends it as a plain form post).
    await waitForElementHydration(page.locator("form"));
    await page.getByLabel("New Password").fill(NEW_PASSWORD);
    await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
    await page.route("**/admin/update-password.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("button", { name: "Updating..." })).toBeDisabled();
    await expect(page).toHaveURL(`${baseURL}/admin/login`);
    await expect(page.getByRole("status")).toHaveText(
      "Password updated successfully. Please log in with your new password.",
    );
    // Shown once.
    await page.reload();
    await expect(page.getByText("Password updated successfully.")).toHaveCount(0);

    await elsewherePage.goto("/admin/dashboard");
    await expect(elsewherePage).toHaveURL(/\/admin\/login$/);
    await elsewhere.close();

    // The old password is refused, the new one accepted.
    await page.getByLabel("Email").fill(staff.resetUser.email);
    await page.getByLabel("Password").fill(staff.resetUser.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await signIn(page, { email: staff.resetUser.email, password: NEW_PASSWORD });

    // The used link is refused. Typed before the page hydrates, as on a slow phone: the
    // button is still enabled by what was typed once it does.
    const release = await holdScripts(page);
    await page.goto(link, { waitUntil: "domcontentloaded" });
    await expect(page.getByText(UPDATE_FAILED)).toBeVisible();
    await page.getByLabel("New Password").fill("Yet-Another-Passw0rd");
    await page.getByLabel("Confirm Password").fill("Yet-Another-Passw0rd");
    release();
    await waitForElementHydration(page.locator("form"));
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText(UPDATE_FAILED)).toBeVisible();
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/(login|dashboard)$/);
  });
});
