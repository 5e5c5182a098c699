import type { Page } from "@playwright/test";

import {
  answerNextDialog,
  deleteFaqViaUi,
  expect,
  fillFaqForm,
  fillPostForm,
  test,
  unique,
} from "../fixtures/staff-page";

const QUESTION = "You have unsaved changes. Leave without saving?";

/** Every dialog from now on (dismissed): where nothing may ask, the list stays empty. */
function recordDialogs(page: Page): string[] {
  const asked: string[] = [];
  page.on("dialog", async (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return asked;
}

/** An in-app navigation (a link, without depending on where the layout puts it at this width). */
async function navigateInApp(page: Page, to: string) {
  // The router exists once the page has hydrated (under load, after `goto` has returned).
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(
    (path) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate(path),
    to,
  );
}

async function openNewFaq(page: Page) {
  await page.getByRole("button", { name: "Add New FAQ" }).click();
  await expect(page.getByRole("heading", { name: "Create New FAQ" })).toBeVisible();
}

for (const width of [375, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("Escape closes an untouched form at once and gives the focus back", async ({ staffPage: page }) => {
      const asked = recordDialogs(page);
      await page.goto("/admin/faqs");
      await openNewFaq(page);
      await expect(page.getByLabel("Question", { exact: true })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("heading", { name: "Create New FAQ" })).toBeHidden();
      await expect(page.getByRole("button", { name: "Add New FAQ" })).toBeFocused();
      expect(asked).toEqual([]);
    });

    test("Escape asks first when the form has changes", async ({ staffPage: page }) => {
      await page.goto("/admin/faqs");
      await openNewFaq(page);
      await fillFaqForm(page, { question: "Half-written question" });

      const kept = answerNextDialog(page, "dismiss");
      await page.getByLabel("Question", { exact: true }).press("Escape");
      expect(await kept).toBe(QUESTION);
      await expect(page.getByLabel("Question", { exact: true })).toHaveValue("Half-written question");

      const dropped = answerNextDialog(page, "accept");
      await page.getByLabel("Question", { exact: true }).press("Escape");
      expect(await dropped).toBe(QUESTION);
      await expect(page.getByRole("heading", { name: "Create New FAQ" })).toBeHidden();
    });

    test("Back asks before leaving a form with changes", async ({ staffPage: page }) => {
      await page.goto("/admin/dashboard");
      await navigateInApp(page, "/admin/faqs");
      await expect(page).toHaveURL(/\/admin\/faqs$/);
      await openNewFaq(page);
      await fillFaqForm(page, { answer: "Typed, not saved" });

      const stayed = answerNextDialog(page, "dismiss");
      await page.evaluate(() => history.back());
      expect(await stayed).toBe(QUESTION);
      await expect(page).toHaveURL(/\/admin\/faqs$/);
      await expect(page.getByLabel("Answer", { exact: true })).toHaveValue("Typed, not saved");

      const left = answerNextDialog(page, "accept");
      await page.evaluate(() => history.back());
      expect(await left).toBe(QUESTION);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    });
  });
}

test("a sidebar link asks before leaving a form with changes", async ({ staffPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/faqs");
  await openNewFaq(page);
  await fillFaqForm(page, { question: "Where do I sign up?" });
  const blogPosts = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Blog Posts" });

  const stayed = answerNextDialog(page, "dismiss");
  await blogPosts.click();
  expect(await stayed).toBe(QUESTION);
  await expect(page).toHaveURL(/\/admin\/faqs$/);
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue("Where do I sign up?");

  const left = answerNextDialog(page, "accept");
  await blogPosts.click();
  expect(await left).toBe(QUESTION);
  await expect(page).toHaveURL(/\/admin\/posts$/);
});

test("closing the tab with changes lets the browser ask", async ({ staffPage: page }) => {
  await page.goto("/admin/faqs");
  await openNewFaq(page);
  await fillFaqForm(page, { question: "Closing the tab" });
  const asked = new Promise<string>((resolve) => {
    page.once("dialog", async (dialog) => {
      resolve(dialog.type());
      await dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue("Closing the tab");
});

test("nothing asks after a successful save", async ({ staffPage: page }) => {
  const question = unique("Saved question");
  await page.goto("/admin/dashboard");
  await navigateInApp(page, "/admin/faqs");
  await openNewFaq(page);
  await fillFaqForm(page, { question, answer: "An answer." });
  const asked = recordDialogs(page);
  await page.getByRole("button", { name: "Save FAQ" }).click();
  await expect(page.getByRole("heading", { name: "Create New FAQ" })).toBeHidden();
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(asked).toEqual([]);
  page.removeAllListeners("dialog");
  await deleteFaqViaUi(page, question);
});

test("the post form asks too: Escape with a changed field", async ({ staffPage: page }) => {
  await page.goto("/admin/posts");
  await page.getByRole("button", { name: "Add New Post" }).click();
  await expect(page.getByRole("heading", { name: "Create New Post" })).toBeVisible();
  await fillPostForm(page, { excerpt: "A draft excerpt" });
  const kept = answerNextDialog(page, "dismiss");
  await page.getByLabel("Excerpt", { exact: true }).press("Escape");
  expect(await kept).toBe(QUESTION);
  await expect(page.getByLabel("Excerpt", { exact: true })).toHaveValue("A draft excerpt");
  const dropped = answerNextDialog(page, "accept");
  await page.getByLabel("Excerpt", { exact: true }).press("Escape");
  expect(await dropped).toBe(QUESTION);
  await expect(page.getByRole("heading", { name: "Create New Post" })).toBeHidden();
});
