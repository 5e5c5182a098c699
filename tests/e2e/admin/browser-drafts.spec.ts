import { randomBytes } from "node:crypto";

import type { Page } from "@playwright/test";

import { readOutbox, waitForMessage } from "../../support/outbox";
import {
  createFaqViaUi,
  deleteFaqViaUi,
  deletePostViaUi,
  expect,
  fillFaqForm,
  fillPostForm,
  rowOf,
  test,
  unique,
} from "../fixtures/staff-page";
import { e2eStaff, servers } from "../servers";
import { signInWithPassword, waitForElementHydration } from "../support/staff-pages";

/*
 * A post or FAQ being written is kept in the browser as it is typed and offered back when
 * its form opens again: after the page was closed, after a sign-out and sign-in; never to
 * another staff member on the same browser (docs/admin.md, Work kept in the browser).
 */

const OFFER = /^Restore your unsaved changes from \d{1,2}:\d{2} [AP]M\?$/;
const DRAFT_PREFIX = "admin-draft:v1:";
/** The staff member's own clock, not the agency's: the offer's time must follow it. */
const STAFF_TIME_ZONE = "America/New_York";

/** The drafts this browser keeps: key and stored text. */
function drafts(page: Page): Promise<Array<[string, string]>> {
  return page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(prefix))
        .map((key): [string, string] => [key, localStorage.getItem(key)!]),
    DRAFT_PREFIX,
  );
}

/** Waits until a draft holding `text` is kept (typing pauses half a second before it is). */
async function waitForDraft(page: Page, text: string) {
  await expect.poll(async () => (await drafts(page)).some(([, value]) => value.includes(text))).toBe(true);
}

/** Signs out from the sidebar (the menu below 1024 px), leaving the open form: its "Leave without saving?" is accepted. */
async function signOut(page: Page) {
  page.once("dialog", (dialog) => void dialog.accept());
  if (page.viewportSize()!.width < 1024) await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

async function openNewFaq(page: Page) {
  await page.goto("/admin/faqs");
  await page.getByRole("button", { name: "Add New FAQ" }).click();
  await expect(page.getByRole("heading", { name: "Create New FAQ" })).toBeVisible();
}

/** Invites a staff member from the signed-in page and accepts in a browser of their own: signed in there. */
async function inviteAndSignIn(page: Page, name: string, email: string, password: string, otherPage: Page) {
  const { dataDir } = servers.admin;
  await page.goto("/admin/staff");
  const known = (await readOutbox(dataDir)).length;
  await page.getByRole("button", { name: "Invite Staff" }).click();
  const form = page.getByRole("region", { name: "Invite Staff" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send Invitation" }).click();
  const message = await waitForMessage(dataDir, email, known);
  const link = /https?:\/\/\S+\/admin\/accept-invite\?token=[A-Za-z0-9_-]+/.exec(message.part("text/plain")!.body)![0];
  await otherPage.goto(link);
  // The form checks the password as it is typed: what is typed before hydration is wiped by it.
  await waitForElementHydration(otherPage.getByLabel("New Password"));
  await otherPage.getByLabel("New Password").fill(password);
  await otherPage.getByLabel("Confirm Password").fill(password);
  await otherPage.getByRole("button", { name: "Set Password and Sign In" }).click();
  await expect(otherPage).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
}

for (const width of [375, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, timezoneId: STAFF_TIME_ZONE });

    test("a post being written is offered back after the page is closed, and gone once saved", async ({
      staffPage: page,
    }) => {
      const title = unique("Kept Draft");
      await page.goto("/admin/posts");
      await page.getByRole("button", { name: "Add New Post" }).click();
      await fillPostForm(page, { title, excerpt: "Typed, never saved.", content: "Line one.\nLine two." });
      await waitForDraft(page, title);
      const context = page.context();
      await page.close();

      const again = await context.newPage();
      await again.goto("/admin/posts");
      await again.getByRole("button", { name: "Add New Post" }).click();
      const offer = again.getByText(OFFER);
      await expect(offer).toBeVisible();
      // The time it was kept, on the staff member's clock.
      const kept = await drafts(again);
      expect(kept).toHaveLength(1);
      const savedAt = (JSON.parse(kept[0]![1]) as { savedAt: number }).savedAt;
      const time = new Intl.DateTimeFormat("en-US", { timeZone: STAFF_TIME_ZONE, hour: "numeric", minute: "2-digit" })
        .format(savedAt)
        .replace(/\u202f/g, " ");
      await expect(offer).toHaveText(`Restore your unsaved changes from ${time}?`);
      // Opening the form changed nothing yet: the fields are empty until the offer is taken.
      await expect(again.getByLabel("Title", { exact: true })).toHaveValue("");

      await again.getByRole("button", { name: "Restore", exact: true }).click();
      await expect(offer).toBeHidden();
      await expect(again.getByLabel("Title", { exact: true })).toHaveValue(title);
      await expect(again.getByLabel("Excerpt", { exact: true })).toHaveValue("Typed, never saved.");
      await expect(again.getByLabel("Content", { exact: true })).toHaveValue("Line one.\nLine two.");

      await again.getByRole("button", { name: "Save Post" }).click();
      await expect(rowOf(again, title)).toBeVisible();
      expect(await drafts(again)).toEqual([]);
      await deletePostViaUi(again, title);
    });

    test("a draft is offered again after signing out and in, and never to another staff member", async ({
      staffPage: page,
      browser,
    }) => {
      const hex = randomBytes(4).toString("hex");
      const dana = { name: `Dana Drafts ${hex}`, email: `dana.${hex}@example.com`, password: "Dana-Drafts-2026" };
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width, height: 900 },
        timezoneId: STAFF_TIME_ZONE,
      });
      const browserPage = await context.newPage();
      await inviteAndSignIn(page, dana.name, dana.email, dana.password, browserPage);

      const question = unique("Half-written question");
      await openNewFaq(browserPage);
      await fillFaqForm(browserPage, { question, answer: "Not finished." });
      await waitForDraft(browserPage, question);
      await signOut(browserPage);
      // Signing out keeps it: it is this staff member's, in this browser.
      expect(await drafts(browserPage)).toHaveLength(1);

      await signInWithPassword(browserPage, dana);
      await openNewFaq(browserPage);
      await expect(browserPage.getByText(OFFER)).toBeVisible();
      await browserPage.getByRole("button", { name: "Restore", exact: true }).click();
      await expect(browserPage.getByLabel("Question", { exact: true })).toHaveValue(question);
      await expect(browserPage.getByLabel("Answer", { exact: true })).toHaveValue("Not finished.");

      // Someone else signs in on the same browser: the draft is still kept, and not offered to them.
      await signOut(browserPage);
      await signInWithPassword(browserPage, e2eStaff);
      await openNewFaq(browserPage);
      await expect(browserPage.getByLabel("Question", { exact: true })).toBeFocused();
      await browserPage.waitForTimeout(500);
      await expect(browserPage.getByText(OFFER)).toHaveCount(0);
      await expect(browserPage.getByLabel("Question", { exact: true })).toHaveValue("");
      expect((await drafts(browserPage)).map(([, value]) => value.includes(question))).toEqual([true]);
      await context.close();
    });
  });
}

test.describe("an edit's draft", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("is kept for its own row only, and Discard removes it", async ({ staffPage: page }) => {
    const question = unique("Draft of an edit");
    await createFaqViaUi(page, { question, answer: "The saved answer." });
    await rowOf(page, question).getByRole("button", { name: "Edit" }).click();
    await fillFaqForm(page, { answer: "An answer being rewritten." });
    await waitForDraft(page, "An answer being rewritten.");
    const context = page.context();
    await page.close();

    const again = await context.newPage();
    await again.goto("/admin/faqs");
    // A new FAQ is another form: nothing to offer there.
    await again.getByRole("button", { name: "Add New FAQ" }).click();
    await expect(again.getByLabel("Question", { exact: true })).toBeFocused();
    await again.waitForTimeout(500);
    await expect(again.getByText(OFFER)).toHaveCount(0);
    await again.getByRole("button", { name: "Cancel" }).click();

    await rowOf(again, question).getByRole("button", { name: "Edit" }).click();
    await expect(again.getByText(OFFER)).toBeVisible();
    await again.getByRole("button", { name: "Discard" }).click();
    await expect(again.getByText(OFFER)).toHaveCount(0);
    await expect(again.getByLabel("Answer", { exact: true })).toHaveValue("The saved answer.");
    expect(await drafts(again)).toEqual([]);
    await deleteFaqViaUi(again, question);
  });
});
