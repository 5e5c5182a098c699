import { expect, test, type Browser, type Page } from "@playwright/test";

import { readOutbox, waitForMessage } from "../../support/outbox";
import { securityStaff } from "../fixtures/security-staff";
import { servers } from "../servers";
import { expectNoAxeViolations } from "../support/axe";
import { answerDialogs } from "../support/dialogs";
import { expectNoHorizontalScroll, screenshotFor, signInWithPassword } from "../support/staff-pages";

const { dataDir } = servers.staff;
const manager = securityStaff.manager;
const INVITATION_LINK = /https?:\/\/\S+\/admin\/accept-invite\?token=[A-Za-z0-9_-]+/;

async function openStaff(page: Page) {
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
}

/** The staff table's row (wide screens) of that email. */
function rowOf(page: Page, email: string) {
  return page.getByRole("region", { name: "Staff", exact: true }).getByRole("row").filter({ hasText: email });
}

/** Invites through the form and resolves with the link mailed to them. */
async function invite(page: Page, name: string, email: string): Promise<string> {
  const known = (await readOutbox(dataDir)).length;
  await page.getByRole("button", { name: "Invite Staff" }).click();
  const form = page.getByRole("region", { name: "Invite Staff" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(`An invitation was sent to ${email}.`);
  return linkIn(await waitForMessage(dataDir, email, known));
}

function linkIn(message: Awaited<ReturnType<typeof waitForMessage>>): string {
  const link = INVITATION_LINK.exec(message.part("text/plain")?.body ?? "");
  if (!link) throw new Error(`no invitation link in ${message.file}`);
  return link[0];
}

async function newBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test("'Invite Staff' mails a link; resend replaces it, the invitee sets a password and is signed in", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInWithPassword(page, manager);
  await openStaff(page);

  // Checked before anything is sent.
  await page.getByRole("button", { name: "Invite Staff" }).click();
  const form = page.getByRole("region", { name: "Invite Staff" });
  await form.getByLabel("Email").fill("not an email");
  await form.getByRole("button", { name: "Send Invitation" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await form.getByRole("button", { name: "Cancel" }).click();

  const firstLink = await invite(page, "Nina Newhire", "nina.newhire@example.com");
  await expect(rowOf(page, "nina.newhire@example.com")).toContainText("Invited");
  // The same email twice is refused.
  await page.getByRole("button", { name: "Invite Staff" }).click();
  await form.getByLabel("Name").fill("Nina Again");
  await form.getByLabel("Email").fill("nina.newhire@example.com");
  await form.getByRole("button", { name: "Send Invitation" }).click();
  await expect(
    form.getByText("This email has already been invited: resend or withdraw that invitation."),
  ).toBeVisible();
  await form.getByRole("button", { name: "Cancel" }).click();

  const known = (await readOutbox(dataDir)).length;
  await page.getByRole("button", { name: "Resend the invitation to nina.newhire@example.com" }).click();
  await expect(page.getByRole("status")).toHaveText("The invitation to nina.newhire@example.com was sent again.");
  const link = linkIn(await waitForMessage(dataDir, "nina.newhire@example.com", known));
  expect(link).not.toBe(firstLink);

  const invitee = await newBrowser(browser, baseURL);
  await invitee.page.goto(firstLink);
  await expect(invitee.page.getByRole("heading", { name: "Invitation Not Valid" })).toBeVisible();
  await invitee.page.goto(link);
  await expect(invitee.page.getByRole("heading", { name: "Accept Invitation" })).toBeVisible();
  await expect(invitee.page.getByText("Welcome, Nina Newhire.")).toBeVisible();
  await invitee.page.getByLabel("New Password").fill("short");
  await expect(invitee.page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await invitee.page.getByLabel("New Password").fill("Nina-Newhire-2026");
  await expect(invitee.page.getByText("Password strength:")).toBeVisible();
  await invitee.page.getByLabel("Confirm Password").fill("Nina-Newhire-2026");
  await invitee.page.getByRole("button", { name: "Set Password and Sign In" }).click();
  await expect(invitee.page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  // The link worked once.
  await invitee.page.goto(link);
  await expect(invitee.page.getByRole("heading", { name: "Invitation Not Valid" })).toBeVisible();
  await invitee.context.close();

  await page.reload();
  await expect(rowOf(page, "nina.newhire@example.com")).toContainText("Active");
  await expect(rowOf(page, "nina.newhire@example.com")).toContainText("Nina Newhire");
});

test("'Withdraw' asks first, then the link stops working", async ({ page, browser, baseURL }) => {
  await signInWithPassword(page, manager);
  await openStaff(page);
  const link = await invite(page, "Wade Withdrawn", "wade.withdrawn@example.com");
  const withdraw = page.getByRole("button", { name: "Withdraw the invitation to wade.withdrawn@example.com" });
  const dialogs = answerDialogs(page, ["dismiss", "accept"]);
  await withdraw.click();
  await expect(rowOf(page, "wade.withdrawn@example.com")).toHaveCount(1);
  await withdraw.click();
  await expect(page.getByRole("status")).toHaveText("The invitation was withdrawn; its link no longer works.");
  await expect(rowOf(page, "wade.withdrawn@example.com")).toHaveCount(0);
  expect(await dialogs).toEqual([
    "Withdraw the invitation to wade.withdrawn@example.com? Its link will stop working.",
    "Withdraw the invitation to wade.withdrawn@example.com? Its link will stop working.",
  ]);
  const invitee = await newBrowser(browser, baseURL);
  await invitee.page.goto(link);
  await expect(invitee.page.getByRole("heading", { name: "Invitation Not Valid" })).toBeVisible();
  await invitee.context.close();
});

test("'Remove' signs the person out at once, keeps their name, and nobody can remove themselves", async ({
  page,
  browser,
  baseURL,
}) => {
  const leaver = securityStaff.leaver;
  const theirs = await newBrowser(browser, baseURL);
  await signInWithPassword(theirs.page, leaver);

  await signInWithPassword(page, manager);
  await openStaff(page);
  await expect(rowOf(page, manager.email)).toContainText("(you)");
  await expect(rowOf(page, manager.email).getByRole("button", { name: /Remove/ })).toHaveCount(0);

  const dialogs = answerDialogs(page, ["accept"]);
  await rowOf(page, leaver.email)
    .getByRole("button", { name: `Remove ${leaver.name}` })
    .click();
  await expect(page.getByRole("status")).toHaveText(`${leaver.name} was removed and signed out.`);
  expect(await dialogs).toEqual([
    `Remove ${leaver.name} (${leaver.email}) from staff? They are signed out at once and can no longer sign in. Their name stays on what they wrote.`,
  ]);
  await expect(rowOf(page, leaver.email)).toContainText("Removed");
  await expect(rowOf(page, leaver.email).getByRole("button")).toHaveCount(0);

  // Their browser's very next request finds the session gone, and the password no longer works.
  await theirs.page.goto("/admin/faqs");
  await expect(theirs.page).toHaveURL(/\/admin\/login$/);
  await theirs.page.getByLabel("Email").fill(leaver.email);
  await theirs.page.getByLabel("Password").fill(leaver.password);
  await theirs.page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(theirs.page.getByRole("alert")).toHaveText("Invalid email or password");
  await theirs.context.close();

  await page.goto("/admin/activity?kind=staff-removed");
  await expect(page.getByRole("region", { name: "Activity" })).toContainText(`${leaver.name} <${leaver.email}>`);
});

for (const width of [375, 768, 1280]) {
  test(`the staff page is axe-clean and fits ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInWithPassword(page, securityStaff.auditor);
    await page.goto("/admin/staff");
    await expect(page.getByText("Require two-factor sign-in for all staff")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "staff");
    await page.getByRole("button", { name: "Invite Staff" }).click();
    await expect(page.getByRole("region", { name: "Invite Staff" }).getByLabel("Name")).toBeFocused();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "staff-invite");
  });
}
