import {
  createFaqViaUi,
  createPostViaUi,
  deleteFaqViaUi,
  deletePostViaUi,
  expect,
  test,
  unique,
} from "../fixtures/staff-page";
import { expectNoAxeViolations } from "../support/axe";

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
  await page.getByRole("tab", { name: "Preview" }).click();
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

test("at phone width the tables scroll inside themselves, not the page", async ({ staffPage: page }) => {
  const title = unique("A Post With A Rather Long Title For Small Screens");
  await createPostViaUi(page, { title, excerpt: "E.", content: "C.", author: "Staff" });
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/admin/dashboard", "/admin/faqs", "/admin/posts", "/admin/media"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await deletePostViaUi(page, title);
});
