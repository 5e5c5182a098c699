import type { Page } from "@playwright/test";

import {
  answerNextDialog,
  createFaqViaUi,
  deleteFaqViaUi,
  expect,
  fillFaqForm,
  loaderDataOf,
  postToAdmin,
  rowOf,
  test,
  unique,
} from "../fixtures/staff-page";

async function expectOnPublicFaqs(page: Page, question: string, visible: boolean) {
  await page.goto("/faqs");
  await expect(page.getByText(question, { exact: true })).toHaveCount(visible ? 1 : 0);
}

test("signed-out visitors are sent to the sign-in page", async ({ page }) => {
  await page.goto("/admin/faqs");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the empty state invites the first FAQ", async ({ staffPage: page }) => {
  await page.goto("/admin/faqs");
  // Order-independent: remove whatever an earlier, interrupted run left behind.
  const deleteButtons = page.getByRole("button", { name: "Delete" });
  while ((await deleteButtons.count()) > 0) {
    const before = await deleteButtons.count();
    const confirmed = answerNextDialog(page, "accept");
    await deleteButtons.first().click();
    await confirmed;
    await expect(deleteButtons).toHaveCount(before - 1);
  }
  await expect(page.getByText("No FAQs yet. Create your first one!")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("Add New FAQ opens the create form and Cancel closes it", async ({ staffPage: page }) => {
  await page.goto("/admin/faqs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const add = page.getByRole("button", { name: "Add New FAQ" });
  await add.click();
  await expect(page.getByRole("heading", { name: "Create New FAQ" })).toBeVisible();
  for (const label of ["Question", "Answer", "Category", "Display Order", "Published"]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Answer", { exact: true })).toHaveAttribute("rows", "4");
  await expect(page.getByLabel("Question", { exact: true })).toBeFocused();

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Create New FAQ" })).toBeHidden();

  // The button toggles the form.
  await add.click();
  await expect(page.getByRole("heading", { name: "Create New FAQ" })).toBeVisible();
  await add.click();
  await expect(page.getByRole("heading", { name: "Create New FAQ" })).toBeHidden();
});

test("creating a FAQ resets and closes the form and lists it", async ({ staffPage: page }) => {
  const question = unique("How fast can I start?");
  await page.goto("/admin/faqs");
  await page.getByRole("button", { name: "Add New FAQ" }).click();
  await fillFaqForm(page, { question, answer: "Often the same week.", displayOrder: 7 });
  await page.getByRole("button", { name: "Save FAQ" }).click();

  await expect(page.getByRole("heading", { name: "Create New FAQ" })).toBeHidden();
  const row = rowOf(page, question);
  await expect(row.getByRole("cell")).toHaveText([
    `${question} Spanish: missing`,
    "-",
    "7",
    "Draft",
    /Publish.*Edit.*Delete/,
  ]);
  await expect(page.getByRole("columnheader")).toHaveText(["Question", "Category", "Order", "Status", "Actions"]);

  // Opened again, the form is empty.
  await page.getByRole("button", { name: "Add New FAQ" }).click();
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Display Order")).toHaveValue("0");
  await expect(page.getByLabel("Published")).not.toBeChecked();

  await deleteFaqViaUi(page, question);
});

test("each rule's message shows beside its field and nothing is saved", async ({ staffPage: page }) => {
  const question = unique("Valid after fixing?");
  await page.goto("/admin/faqs");
  await page.getByRole("button", { name: "Add New FAQ" }).click();
  await fillFaqForm(page, { question: "  ", answer: "", displayOrder: "1.5" });
  await page.getByRole("button", { name: "Save FAQ" }).click();

  await expect(page.getByLabel("Question", { exact: true })).toHaveAccessibleDescription("Question is required");
  await expect(page.getByLabel("Question", { exact: true })).toHaveAttribute("aria-invalid", "true");
  // The Markdown hint, then the error.
  await expect(page.getByLabel("Answer", { exact: true })).toHaveAccessibleDescription(
    /^Markdown: .*Answer is required$/,
  );
  await expect(page.getByLabel("Display Order")).toHaveAccessibleDescription(/Display Order must be a whole number/);
  await expect(page.getByLabel("Question", { exact: true })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Create New FAQ" })).toBeVisible();

  await fillFaqForm(page, { question, answer: "Yes.", displayOrder: 2 });
  await page.getByRole("button", { name: "Save FAQ" }).click();
  await expect(rowOf(page, question)).toBeVisible();
  await expect(page.getByText("Question is required")).toHaveCount(0);
  await deleteFaqViaUi(page, question);
});

test("the server refuses bad input with the same messages", async ({ staffPage: page }) => {
  await page.goto("/admin/faqs");
  const response = await postToAdmin(page, "/admin/faqs", {
    intent: "create",
    question: "",
    answer: "x",
    displayOrder: "x",
  });
  expect(response.status()).toBe(400);
  const body = await response.text();
  expect(body).toContain("Question is required");
  expect(body).toContain("Display Order must be a whole number");
});

test("editing changes the form title, fills the form, and the public page follows", async ({ staffPage: page }) => {
  const question = unique("Do you hire welders?");
  const edited = unique("Do you hire pipe welders?");
  await createFaqViaUi(page, {
    question,
    answer: "Yes, often.",
    category: "Job Seekers",
    displayOrder: 3,
    published: true,
  });
  await expect(rowOf(page, question).getByRole("cell").nth(1)).toHaveText("Job Seekers");
  await expectOnPublicFaqs(page, question, true);

  await page.goto("/admin/faqs");
  await rowOf(page, question).getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit FAQ" })).toBeVisible();
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue(question);
  await expect(page.getByLabel("Answer", { exact: true })).toHaveValue("Yes, often.");
  await expect(page.getByLabel("Category")).toHaveValue("Job Seekers");
  // The categories in use are offered as suggestions: one spelling, one group on /faqs.
  const suggestions = await page.getByLabel("Category").getAttribute("list");
  expect(
    await page
      .locator(`datalist[id="${suggestions}"] option`)
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
  ).toContain("Job Seekers");
  await expect(page.getByLabel("Display Order")).toHaveValue("3");
  await expect(page.getByLabel("Published")).toBeChecked();

  await fillFaqForm(page, { question: edited, answer: "Yes, every week.", category: "" });
  await page.getByRole("button", { name: "Save FAQ" }).click();
  await expect(page.getByRole("heading", { name: "Edit FAQ" })).toBeHidden();
  await expect(rowOf(page, edited).getByRole("cell")).toHaveText([
    `${edited} Spanish: missing`,
    "-",
    "3",
    "Published",
    /Unpublish/,
  ]);
  await expect(rowOf(page, question)).toHaveCount(0);

  await page.goto("/faqs");
  await expect(page.getByText(edited, { exact: true })).toBeVisible();
  await expect(page.getByText(question, { exact: true })).toHaveCount(0);

  await deleteFaqViaUi(page, edited);
});

test("publish and unpublish flip the status, and the public page follows", async ({ staffPage: page }) => {
  const question = unique("Is there a sign-on bonus?");
  await createFaqViaUi(page, { question, answer: "Sometimes." });
  const row = rowOf(page, question);
  await expect(row.getByText("Draft")).toBeVisible();
  await expectOnPublicFaqs(page, question, false);

  await page.goto("/admin/faqs");
  await row.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(row.getByText("Published")).toBeVisible();
  await expect(row.getByRole("button", { name: "Unpublish" })).toBeEnabled();
  await page.reload();
  await expect(row.getByText("Published")).toBeVisible();
  await expectOnPublicFaqs(page, question, true);

  await page.goto("/admin/faqs");
  await row.getByRole("button", { name: "Unpublish" }).click();
  await expect(row.getByText("Draft")).toBeVisible();
  await expect(row.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();
  await expectOnPublicFaqs(page, question, false);

  await deleteFaqViaUi(page, question);
});

test("delete asks first: dismissing keeps the FAQ, accepting removes it everywhere", async ({ staffPage: page }) => {
  const question = unique("Can I pick my shifts?");
  await createFaqViaUi(page, { question, answer: "Within reason.", published: true });

  const dismissed = answerNextDialog(page, "dismiss");
  await rowOf(page, question).getByRole("button", { name: "Delete" }).click();
  expect(await dismissed).toBe("Are you sure you want to delete this FAQ?");
  await page.reload();
  await expect(rowOf(page, question)).toBeVisible();
  await expectOnPublicFaqs(page, question, true);

  await deleteFaqViaUi(page, question);
  await page.reload();
  await expect(rowOf(page, question)).toHaveCount(0);
  await expectOnPublicFaqs(page, question, false);
});

test("a FAQ removed meanwhile: saving alerts 'Error saving FAQ', deleting alerts 'Error deleting FAQ'", async ({
  staffPage: page,
}) => {
  const question = unique("Gone already?");
  await createFaqViaUi(page, { question, answer: "Yes." });
  await rowOf(page, question).getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit FAQ" })).toBeVisible();

  // Another staff member deletes it (this row's id is in the open form).
  const id = await page.locator('input[name="id"]').inputValue();
  expect((await postToAdmin(page, "/admin/faqs", { intent: "delete", id })).status()).toBe(200);

  const alerted = answerNextDialog(page, "accept");
  await page.getByRole("button", { name: "Save FAQ" }).click();
  expect(await alerted).toBe("Error saving FAQ");

  // The row may still be on screen in another tab: deleting it now fails the same way.
  await page.getByRole("button", { name: "Cancel" }).click();
  await createFaqViaUi(page, { question, answer: "Back again." });
  await rowOf(page, question).getByRole("button", { name: "Edit" }).click();
  const againId = await page.locator('input[name="id"]').inputValue();
  await page.getByRole("button", { name: "Cancel" }).click();
  expect((await postToAdmin(page, "/admin/faqs", { intent: "delete", id: againId })).status()).toBe(200);
  const confirmThenAlert = new Promise<string[]>((resolve) => {
    const messages: string[] = [];
    page.on("dialog", async (dialog) => {
      messages.push(dialog.message());
      await dialog.accept();
      if (messages.length === 2) resolve(messages);
    });
  });
  await rowOf(page, question).getByRole("button", { name: "Delete" }).click();
  expect(await confirmThenAlert).toEqual(["Are you sure you want to delete this FAQ?", "Error deleting FAQ"]);
  await expect(rowOf(page, question)).toHaveCount(0);
});

test("the table pages by 50 in display order, with links to the previous and next pages", async ({
  staffPage: page,
}) => {
  // Over a hundred saves and deletes: more than most tests on a busy machine.
  test.slow();
  const tag = unique("Paging");
  await page.goto("/admin/faqs");
  for (let n = 1; n <= 51; n++) {
    const response = await postToAdmin(page, "/admin/faqs", {
      intent: "create",
      question: `${tag} ${String(n).padStart(2, "0")}?`,
      answer: "A.",
      displayOrder: String(1000 + n),
    });
    expect(response.status()).toBe(200);
  }
  await page.goto("/admin/faqs");
  const bodyRows = page.locator("tbody tr");
  await expect(bodyRows).toHaveCount(50);
  await expect(page.getByText(/Showing 1–50 of 51 FAQs · Page 1 of 2/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Previous FAQs" })).toHaveCount(0);

  await page.getByRole("link", { name: "Next FAQs" }).click();
  await expect(page).toHaveURL(/\/admin\/faqs\?page=2$/);
  await expect(bodyRows).toHaveCount(1);
  await expect(bodyRows.first().getByRole("cell").first()).toHaveText(`${tag} 51? Spanish: missing`);
  await page.getByRole("link", { name: "Previous FAQs" }).click();
  await expect(page).toHaveURL(/\/admin\/faqs$/);
  await expect(bodyRows.first().getByRole("cell").first()).toHaveText(`${tag} 01? Spanish: missing`);

  // Clean up, by id.
  const ids: string[] = [];
  for (const path of ["/admin/faqs", "/admin/faqs?page=2"]) {
    await page.goto(path);
    const { faqs } = await loaderDataOf<{ faqs: { id: string; question: string }[] }>(page, "routes/admin.faqs");
    ids.push(...faqs.filter((f) => f.question.startsWith(tag)).map((f) => f.id));
  }
  expect(new Set(ids).size).toBe(51);
  for (const id of ids) expect((await postToAdmin(page, "/admin/faqs", { intent: "delete", id })).status()).toBe(200);
  await page.goto("/admin/faqs?page=2");
  await expect(page).toHaveURL(/\/admin\/faqs$/);
});
