import { randomBytes } from "node:crypto";

import type { Page } from "@playwright/test";

import { expect, loaderDataOf, postToAdmin, rowOf, test } from "../fixtures/staff-page";
import { expectNoAxeViolations } from "../support/axe";

/*
 * Finding and ordering FAQs (and finding posts): the search box and filters live in the
 * address (reload and Back keep them); 'Move up' / 'Move down' and dragging a row reorder
 * the public FAQs page at once. At a phone's, a tablet's and a laptop's width.
 */

const FAQ_ROUTE = "routes/admin.faqs";

/** A word no other test uses, made of letters only (the search reads letters and digits as words). */
function token(): string {
  return [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");
}

/** A published FAQ, by default after every other (display order 900,000). */
async function createFaq(
  page: Page,
  fields: { question: string; answer: string; category?: string; published?: boolean; displayOrder?: number },
) {
  const response = await postToAdmin(page, "/admin/faqs", {
    intent: "create",
    question: fields.question,
    answer: fields.answer,
    category: fields.category ?? "",
    displayOrder: String(fields.displayOrder ?? 900_000),
    ...(fields.published === false ? {} : { isPublished: "on" }),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Deletes the FAQs whose question contains `word` (through the action, as the row's Delete does). */
async function deleteFaqsWith(page: Page, word: string) {
  await page.goto(`/admin/faqs?q=${word}`);
  const { faqs } = await loaderDataOf<{ faqs: { id: string }[] }>(page, FAQ_ROUTE);
  for (const { id } of faqs)
    expect((await postToAdmin(page, "/admin/faqs", { intent: "delete", id })).status()).toBe(200);
}

/** The questions on the public FAQs page that contain `word`, in the page's order. */
async function publicOrder(page: Page, word: string): Promise<string[]> {
  await page.goto("/faqs");
  const questions = await page.getByRole("heading", { level: 3 }).allTextContents();
  return questions.filter((question) => question.includes(word)).map((question) => question.split(" ")[0]!);
}

for (const width of [375, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the search finds a FAQ by a word of its answer, with and without accents", async ({ staffPage: page }) => {
      const word = token();
      const question = `Do you staff kitchens ${word}?`;
      await createFaq(page, { question, answer: `Yes: the Crème Brûlée Café ${word} hires cooks.` });
      await createFaq(page, { question: `Other ${word}?`, answer: "Forklifts only." });
      await page.goto("/admin/faqs");
      const search = page.getByLabel("Search FAQs");
      for (const typed of [`creme brulee ${word}`, `CRÈME ${word}`, `Brûlée café ${word}`]) {
        await search.fill(typed);
        await page.getByRole("button", { name: "Search" }).click();
        await page.waitForURL((url) => url.searchParams.get("q") === typed);
        await expect(page.getByRole("status").filter({ hasText: "1 FAQ found." })).toBeVisible();
        await expect(rowOf(page, question)).toBeVisible();
        await expect(rowOf(page, `Other ${word}?`)).toHaveCount(0);
        await expect(search).toHaveValue(typed);
      }
      // Nothing found: said plainly, with the way back to every FAQ.
      await search.fill(`plumbers ${word}`);
      await search.press("Enter");
      await expect(page.getByText("No FAQs match the search and filters.")).toBeVisible();
      await page.getByRole("link", { name: "Clear filters" }).click();
      await expect(page).toHaveURL(/\/admin\/faqs$/);
      await expect(page.getByLabel("Search FAQs")).toHaveValue("");
      await deleteFaqsWith(page, word);
    });

    test("the filters live in the address: reload and Back keep them", async ({ staffPage: page }) => {
      const word = token();
      const category = `Cat ${word}`;
      await createFaq(page, { question: `Draft one ${word}?`, answer: "A.", category, published: false });
      await createFaq(page, { question: `Live one ${word}?`, answer: "A.", category });
      await createFaq(page, { question: `Other draft ${word}?`, answer: "A.", published: false });
      await page.goto("/admin/faqs");
      await page.getByLabel("Search FAQs").fill(word);
      await page.getByLabel("Status").selectOption({ label: "Draft" });
      await page.getByLabel("Category").selectOption({ label: category });
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(
        `/admin/faqs?q=${word}&status=draft&category=${encodeURIComponent(category).replace(/%20/g, "+")}`,
      );
      const showsTheFilter = async () => {
        await expect(rowOf(page, `Draft one ${word}?`)).toBeVisible();
        await expect(rowOf(page, `Live one ${word}?`)).toHaveCount(0);
        await expect(rowOf(page, `Other draft ${word}?`)).toHaveCount(0);
        await expect(page.getByLabel("Search FAQs")).toHaveValue(word);
        await expect(page.getByLabel("Status")).toHaveValue("draft");
        await expect(page.getByLabel("Category")).toHaveValue(category);
      };
      await showsTheFilter();
      // Reordering is off while filtered, and says why.
      await expect(page.getByRole("button", { name: "Move up" })).toHaveCount(0);
      await expect(page.getByText("Clear the search and filters to reorder FAQs.")).toBeVisible();
      await page.reload();
      await showsTheFilter();

      await page.getByLabel("Status").selectOption({ label: "All" });
      await page.getByRole("button", { name: "Search" }).click();
      await expect(rowOf(page, `Live one ${word}?`)).toBeVisible();
      await expect(page).toHaveURL(/\?q=[a-z]+&category=/);
      await page.goBack();
      await showsTheFilter();
      await page.goForward();
      await expect(page.getByLabel("Status")).toHaveValue("all");
      await deleteFaqsWith(page, word);
    });

    test("Move up and Move down reorder the public FAQs page, focus staying on the button", async ({
      staffPage: page,
    }) => {
      const word = token();
      for (const name of ["A", "B", "C"]) await createFaq(page, { question: `${name} ${word}?`, answer: "Yes." });
      await page.goto("/admin/faqs");
      expect(await publicOrder(page, word)).toEqual(["A", "B", "C"]);

      await page.goto("/admin/faqs");
      const moveUpB = rowOf(page, `B ${word}?`).getByRole("button", { name: "Move up" });
      await expect(moveUpB).toHaveAccessibleDescription(`B ${word}?`);
      await moveUpB.click();
      await expect(rowOf(page, `B ${word}?`).getByRole("cell").nth(2)).toHaveText(/\d+/);
      await expect(page.getByRole("row").filter({ hasText: word }).first()).toContainText(`B ${word}?`);
      await expect(moveUpB).toBeFocused();
      expect(await publicOrder(page, word)).toEqual(["B", "A", "C"]);

      // The keyboard's way: focus stays on the pressed button, so it can be pressed again.
      await page.goto("/admin/faqs");
      const moveDownA = rowOf(page, `A ${word}?`).getByRole("button", { name: "Move down" });
      await moveDownA.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("row").filter({ hasText: word }).last()).toContainText(`A ${word}?`);
      await expect(moveDownA).toBeFocused();
      // A is now last of all: its Move down does nothing.
      await expect(moveDownA).toHaveAttribute("aria-disabled", "true");
      await page.keyboard.press("Enter");
      await expect(moveDownA).toBeFocused();
      expect(await publicOrder(page, word)).toEqual(["B", "C", "A"]);
      await deleteFaqsWith(page, word);
    });

    test("dragging a row onto another's place reorders the public FAQs page", async ({ staffPage: page }) => {
      const word = token();
      // First of all, on a tall screen: the three rows are on screen together for the pointer
      // (Playwright's drag does not scroll the page halfway as a person's does).
      await page.setViewportSize({ width, height: 2000 });
      for (const name of ["A", "B", "C"])
        await createFaq(page, { question: `${name} ${word}?`, answer: "Yes.", displayOrder: -900_000 });
      await page.goto("/admin/faqs");
      await rowOf(page, `C ${word}?`)
        .getByTitle("Drag to reorder")
        .dragTo(rowOf(page, `A ${word}?`));
      await expect(page.getByRole("row").filter({ hasText: word }).first()).toContainText(`C ${word}?`);
      expect(await publicOrder(page, word)).toEqual(["C", "A", "B"]);

      await page.goto("/admin/faqs");
      await rowOf(page, `C ${word}?`)
        .getByTitle("Drag to reorder")
        .dragTo(rowOf(page, `B ${word}?`));
      await expect(page.getByRole("row").filter({ hasText: word }).last()).toContainText(`C ${word}?`);
      expect(await publicOrder(page, word)).toEqual(["A", "B", "C"]);
      await deleteFaqsWith(page, word);
    });
  });
}

for (const width of [375, 1280]) {
  test(`axe finds nothing on the filtered FAQ and post lists at ${width} px`, async ({ staffPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    const word = token();
    await createFaq(page, { question: `Checked ${word}?`, answer: "Yes.", category: `Cat ${word}` });
    for (const path of [
      "/admin/faqs",
      `/admin/faqs?q=${word}&status=published&category=Cat+${word}`,
      `/admin/faqs?q=nothing${word}`,
      "/admin/posts?q=anything&status=scheduled",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("search")).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await deleteFaqsWith(page, word);
  });
}

test("the post list is searched and filtered by status in its address", async ({ staffPage: page }) => {
  const word = token();
  const form = (title: string, extra: Record<string, string>) => ({
    intent: "create",
    title,
    slug: "",
    excerpt: "Short.",
    content: "Body.",
    featuredImageUrl: "",
    author: "Staff",
    ...extra,
  });
  expect(
    (await postToAdmin(page, "/admin/posts", form(`Draft ${word}`, { content: `Déjà vu ${word}` }))).status(),
  ).toBe(200);
  expect(
    (
      await postToAdmin(page, "/admin/posts", form(`Live ${word}`, { isPublished: "on", content: `Deja ${word}` }))
    ).status(),
  ).toBe(200);
  await page.goto("/admin/posts");
  await page.getByLabel("Search posts").fill(`deja ${word}`);
  await page.getByLabel("Status").selectOption({ label: "Draft" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`/admin/posts?q=deja+${word}&status=draft`);
  await expect(rowOf(page, `Draft ${word}`)).toBeVisible();
  await expect(rowOf(page, `Live ${word}`)).toHaveCount(0);
  await expect(page.getByLabel("Status").locator("option")).toHaveText(["All", "Published", "Draft", "Scheduled"]);
  await page.goto(`/admin/posts?q=${word}`);
  const { posts } = await loaderDataOf<{ posts: { id: string }[] }>(page, "routes/admin.posts");
  expect(posts).toHaveLength(2);
  for (const { id } of posts)
    expect((await postToAdmin(page, "/admin/posts", { intent: "delete", id })).status()).toBe(200);
});
