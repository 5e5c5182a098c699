import {
  createFaqViaUi,
  createPostViaUi,
  deleteFaqViaUi,
  deletePostViaUi,
  expect,
  rowOf,
  test,
  unique,
} from "../fixtures/staff-page";
import { expectNoAxeViolations } from "../support/axe";
import { adminWidths, expectWithinViewportWidth } from "../support/small-screens";
import { expectNoHorizontalScroll, screenshotFor } from "../support/staff-pages";

test("the admin pages, their tables and their forms (with errors shown) pass axe", async ({ staffPage: page }) => {
  const question = unique("Accessible question?");
  const title = unique("Accessible Post");
  await createFaqViaUi(page, { question, answer: "Yes.", category: "General" });
  await createPostViaUi(page, { title, excerpt: "E.", content: "C.", author: "Staff", published: true });

  await page.goto("/admin/dashboard");
  await expectNoAxeViolations(page);

  await page.goto("/admin/faqs");
  await page.getByRole("button", { name: "Add New FAQ" }).click();
  await page.getByRole("button", { name: "Save FAQ" }).click();
  await expect(page.getByText("Question is required")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/posts");
  await page.getByRole("button", { name: "Add New Post" }).click();
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expectNoAxeViolations(page);
  // The publishing fields open: the media library's choices and the content's Preview.
  await page.getByText("Or choose an image already uploaded").click();
  await page.getByLabel("Content", { exact: true }).fill("## Heading\n**Bold** text.");
  await page.getByRole("tablist", { name: "Content: write or preview" }).getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("tabpanel", { name: "Preview" }).getByRole("heading", { name: "Heading" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/media");
  await expectNoAxeViolations(page);

  await deleteFaqViaUi(page, question);
  await deletePostViaUi(page, title);
});

test("admin pages are never cached", async ({ staffPage: page }) => {
  for (const path of ["/admin/dashboard", "/admin/faqs", "/admin/posts", "/admin/media"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toContain("no-store");
  }
});

test("on any screen down to 320 px every row's values and actions show, with nothing to scroll sideways", async ({
  staffPage: page,
}) => {
  // Sixteen page loads and eight full-page screenshots, besides a post and a FAQ made and
  // removed through the forms: about 15 s on a quiet machine, 60 s on a slow one.
  test.slow();
  const title = unique("A Post With A Rather Long Title For Small Screens, Long Enough To Wrap Twice");
  const question = unique("Can a rather long question about staffing wrap on a small phone?");
  await createPostViaUi(page, { title, excerpt: "E.", content: "C.", author: "Staff Writer" });
  await createFaqViaUi(page, { question, answer: "Yes.", category: "General" });
  const tables = [
    {
      path: "/admin/posts",
      first: title,
      values: { Author: "Staff Writer", Status: "Draft" },
      actions: ["Preview", "Publish", "Edit", "Delete"],
    },
    {
      path: "/admin/faqs",
      first: question,
      values: { Category: "General", Status: "Draft" },
      actions: ["Publish", "Edit", "Delete"],
    },
  ];
  for (const width of adminWidths) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/admin/dashboard", "/admin/media"]) {
      await page.goto(path);
      await expectNoHorizontalScroll(page);
    }
    for (const table of tables) {
      await page.goto(table.path);
      const row = rowOf(page, table.first);
      for (const [header, value] of Object.entries(table.values)) {
        await expect(row.getByRole("cell", { name: value, exact: true }), `${header} at ${width}px`).toBeVisible();
        // Below 1024 px the column headers are hidden: each value carries its header as a label.
        if (width < 1024) await expect(row.locator(`[data-label="${header}"]`)).toBeVisible();
      }
      for (const name of table.actions) {
        const action =
          name === "Preview"
            ? row.getByRole("link", { name: /^Preview/ })
            : row.getByRole("button", { name, exact: true });
        await expectWithinViewportWidth(page, action, `${table.path} ${name} at ${width}px`);
      }
      await expectNoHorizontalScroll(page);
      await screenshotFor(page, table.path.slice("/admin/".length));
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await deletePostViaUi(page, title);
  await deleteFaqViaUi(page, question);
});

for (const width of [375, 1280]) {
  test(`the admin pages, their tables and the open menu pass axe at ${width} px`, async ({ staffPage: page }) => {
    const question = unique("Axe width question?");
    await createFaqViaUi(page, { question, answer: "Yes.", category: "General" });
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/dashboard", "/admin/faqs", "/admin/posts", "/admin/media"]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
    if (width < 1024) {
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await deleteFaqViaUi(page, question);
  });
}
