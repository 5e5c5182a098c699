import type { Page } from "@playwright/test";

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

const LABELS = ["Total FAQs", "Published FAQs", "Total Blog Posts", "Published Posts"] as const;
type Counts = Record<(typeof LABELS)[number], number>;

/** The four numbers of the dashboard, read by their labels. */
async function readCounts(page: Page): Promise<Counts> {
  await page.goto("/admin/dashboard");
  const counts = {} as Counts;
  for (const label of LABELS) {
    const card = page
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator("..");
    counts[label] = Number((await card.getByRole("definition").textContent())!.replace(/,/g, ""));
  }
  return counts;
}

test("signed-out visitors are sent to the sign-in page", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("shows the four counts and Quick Actions to both tables", async ({ staffPage: page }) => {
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  for (const label of LABELS) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quick Actions" })).toBeVisible();

  await page.getByRole("link", { name: /Manage FAQs/ }).click();
  await expect(page).toHaveURL(/\/admin\/faqs$/);
  await expect(page.getByRole("button", { name: "Add New FAQ" })).toBeVisible();
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: /Manage Blog Posts/ }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(page.getByRole("button", { name: "Add New Post" })).toBeVisible();
});

test("on a phone, the unread inbox comes before the counters", async ({ staffPage: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/admin/dashboard");
  const inbox = await page.getByRole("heading", { name: "Contact Inbox" }).boundingBox();
  const firstCounter = await page
    .getByRole("term")
    .filter({ hasText: /^Total FAQs$/ })
    .boundingBox();
  expect(inbox!.y).toBeLessThan(firstCounter!.y);
  // The inbox and its button on the first screen.
  const openInbox = await page.getByRole("link", { name: "Open Inbox" }).boundingBox();
  expect(openInbox!.y + openInbox!.height).toBeLessThanOrEqual(812);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("the counts follow creating, publishing, unpublishing and deleting", async ({ staffPage: page }) => {
  const before = await readCounts(page);
  const draftFaq = unique("Draft question?");
  const publishedFaq = unique("Published question?");
  const draftPost = unique("Draft Post");
  const publishedPost = unique("Published Post");
  await createFaqViaUi(page, { question: draftFaq, answer: "A." });
  await createFaqViaUi(page, { question: publishedFaq, answer: "A.", published: true });
  await createPostViaUi(page, { title: draftPost, excerpt: "E.", content: "C.", author: "Staff" });
  await createPostViaUi(page, { title: publishedPost, excerpt: "E.", content: "C.", author: "Staff", published: true });

  expect(await readCounts(page)).toEqual({
    "Total FAQs": before["Total FAQs"] + 2,
    "Published FAQs": before["Published FAQs"] + 1,
    "Total Blog Posts": before["Total Blog Posts"] + 2,
    "Published Posts": before["Published Posts"] + 1,
  });

  // Publish the drafts, unpublish the published ones: totals stay, published counts swap.
  await page.goto("/admin/faqs");
  await rowOf(page, draftFaq).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(rowOf(page, draftFaq).getByRole("button", { name: "Unpublish" })).toBeEnabled();
  await page.goto("/admin/posts");
  await rowOf(page, draftPost).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(rowOf(page, draftPost).getByRole("button", { name: "Unpublish" })).toBeEnabled();
  await rowOf(page, publishedPost).getByRole("button", { name: "Unpublish" }).click();
  await expect(rowOf(page, publishedPost).getByRole("button", { name: "Publish", exact: true })).toBeEnabled();
  expect(await readCounts(page)).toEqual({
    "Total FAQs": before["Total FAQs"] + 2,
    "Published FAQs": before["Published FAQs"] + 2,
    "Total Blog Posts": before["Total Blog Posts"] + 2,
    "Published Posts": before["Published Posts"] + 1,
  });

  await deleteFaqViaUi(page, draftFaq);
  await deleteFaqViaUi(page, publishedFaq);
  await deletePostViaUi(page, draftPost);
  await deletePostViaUi(page, publishedPost);
  expect(await readCounts(page)).toEqual(before);
});
