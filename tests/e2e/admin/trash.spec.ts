import type { Page } from "@playwright/test";

import { answerNextDialog, createFaqViaUi, createPostViaUi, expect, rowOf, test, unique } from "../fixtures/staff-page";
import { deleteForeverViaUi, noticeRegion } from "../fixtures/trash";
import { expectNoAxeViolations } from "../support/axe";

/* Notices after each action, the Trash with Undo, Restore and Delete Forever, and what the Trash hides. */

const LABELS = ["Total FAQs", "Published FAQs", "Total Blog Posts", "Published Posts"] as const;

async function dashboardCounts(page: Page): Promise<number[]> {
  await page.goto("/admin/dashboard");
  const counts: number[] = [];
  for (const label of LABELS) {
    const card = page
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator("..");
    counts.push(Number((await card.getByRole("definition").textContent())!.replace(/,/g, "")));
  }
  return counts;
}

/** Whether the focus is inside the notice region (it never should be after an action). */
function focusInNotice(page: Page) {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="status"]')));
}

/** The public surfaces a post appears on, as a visitor (no session: what the page cache serves). */
async function publicTexts(page: Page, slug: string) {
  const visitor = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const request = visitor.request;
    const [news, article, sitemap, rss, faqs, home] = await Promise.all(
      ["/news", `/news/${slug}`, "/sitemap.xml", "/news/rss.xml", "/faqs", "/"].map((path) => request.get(path)),
    );
    return {
      news: await news!.text(),
      articleStatus: article!.status(),
      sitemap: await sitemap!.text(),
      rss: await rss!.text(),
      faqs: await faqs!.text(),
      home: await home!.text(),
    };
  } finally {
    await visitor.close();
  }
}

for (const width of [375, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a FAQ's save is announced politely with View and Dismiss; Delete moves it to the Trash with Undo", async ({
      staffPage: page,
    }) => {
      const question = unique("Do you hire forklift drivers?");
      await page.goto("/admin/faqs");
      // The live region is there, empty, before anything is announced in it.
      await expect(noticeRegion(page)).toHaveCount(1);
      await expect(noticeRegion(page)).toHaveText("");
      await createFaqViaUi(page, { question, answer: "Yes, certified ones.", published: true });

      const notice = noticeRegion(page);
      await expect(notice).toContainText("FAQ created");
      await expect(notice.getByRole("link", { name: "View" })).toHaveAttribute("href", "/faqs");
      expect(await focusInNotice(page)).toBe(false);
      await notice.getByRole("button", { name: "Dismiss" }).click();
      await expect(notice).toHaveText("");

      await rowOf(page, question).getByRole("button", { name: "Edit" }).click();
      await page.getByLabel("Answer", { exact: true }).fill("Yes, certified forklift operators.");
      await page.getByRole("button", { name: "Save FAQ" }).click();
      await expect(notice).toContainText("FAQ saved");
      await expect(notice.getByRole("link", { name: "View" })).toBeVisible();
      expect(await focusInNotice(page)).toBe(false);

      // The next action replaces the notice.
      await rowOf(page, question).getByRole("button", { name: "Unpublish" }).click();
      await expect(notice).toContainText("FAQ unpublished");
      await expect(notice.getByRole("link", { name: "View" })).toHaveCount(0);

      const confirmed = answerNextDialog(page, "accept");
      await rowOf(page, question).getByRole("button", { name: "Delete" }).click();
      expect(await confirmed).toBe("Are you sure you want to delete this FAQ?");
      await expect(rowOf(page, question)).toHaveCount(0);
      await expect(notice).toContainText("FAQ moved to the Trash");
      await notice.getByRole("button", { name: "Undo", exact: true }).click();
      await expect(notice).toContainText("FAQ restored");
      await expect(rowOf(page, question)).toBeVisible();

      // Clean up: to the Trash, then for good.
      const again = answerNextDialog(page, "accept");
      await rowOf(page, question).getByRole("button", { name: "Delete" }).click();
      await again;
      await expect(rowOf(page, question)).toHaveCount(0);
      await deleteForeverViaUi(page, "/admin/faqs", question);
    });

    test("the Trash tab lists a deleted post with Restore and Delete Forever", async ({ staffPage: page }) => {
      const title = unique("Warehouse Open House");
      await createPostViaUi(page, { title, excerpt: "Come by.", content: "Friday at noon.", author: "Staff" });
      const confirmed = answerNextDialog(page, "accept");
      await rowOf(page, title).getByRole("button", { name: "Delete" }).click();
      expect(await confirmed).toBe("Are you sure you want to delete this post?");
      await expect(noticeRegion(page)).toContainText("Post moved to the Trash");

      await page.getByRole("navigation", { name: "Blog post lists" }).getByRole("link", { name: /Trash/ }).click();
      await expect(page).toHaveURL(/\/admin\/posts\?view=trash$/);
      // Other suites' deletes fill this server's Trash: its pager's links mention the Trash too.
      const tabs = page.getByRole("navigation", { name: "Blog post lists" });
      await expect(tabs.getByRole("link", { name: /Trash/ })).toHaveAttribute("aria-current", "page");
      const row = rowOf(page, title);
      await expect(row.getByRole("button", { name: "Restore" })).toBeVisible();
      await expect(row.getByRole("button", { name: "Delete Forever" })).toBeVisible();
      await row.getByRole("button", { name: "Restore" }).click();
      await expect(noticeRegion(page)).toContainText("Post restored");
      await expect(rowOf(page, title)).toHaveCount(0);

      await tabs.getByRole("link", { name: "All", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/posts$/);
      await expect(rowOf(page, title)).toBeVisible();
      const again = answerNextDialog(page, "accept");
      await rowOf(page, title).getByRole("button", { name: "Delete" }).click();
      await again;
      await expect(rowOf(page, title)).toHaveCount(0);

      // Delete Forever asks first: dismissed, the post stays in the Trash.
      await page.goto("/admin/posts?view=trash");
      const dismissed = answerNextDialog(page, "dismiss");
      await rowOf(page, title).getByRole("button", { name: "Delete Forever" }).click();
      expect(await dismissed).toBe("Are you sure you want to delete this post forever? This cannot be undone.");
      await expect(rowOf(page, title)).toBeVisible();
      await deleteForeverViaUi(page, "/admin/posts", title);
      await expect(noticeRegion(page)).toContainText("Post deleted forever");
    });
  });
}

test("'Post published' links to the article; in the Trash the post leaves every public page and the counts", async ({
  staffPage: page,
}) => {
  const title = unique("Crane Operators Wanted");
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const question = unique("Is there a Trash for FAQs?");
  const before = await dashboardCounts(page);
  await createFaqViaUi(page, { question, answer: "Yes.", published: true });
  await createPostViaUi(page, { title, excerpt: "Lifting.", content: "Apply today.", author: "Staff" });
  await rowOf(page, title).getByRole("button", { name: "Publish", exact: true }).click();
  const notice = noticeRegion(page);
  await expect(notice).toContainText("Post published");
  await expect(notice.getByRole("link", { name: "View" })).toHaveAttribute("href", `/news/${slug}`);

  const live = await publicTexts(page, slug);
  expect(live.articleStatus).toBe(200);
  // (The home page lists no articles: it is checked only for their absence.)
  for (const text of [live.news, live.sitemap, live.rss]) expect(text).toContain(slug);
  expect(live.faqs).toContain(question);
  expect(await dashboardCounts(page)).toEqual([before[0]! + 1, before[1]! + 1, before[2]! + 1, before[3]! + 1]);

  await page.goto("/admin/posts");
  const trashPost = answerNextDialog(page, "accept");
  await rowOf(page, title).getByRole("button", { name: "Delete" }).click();
  await trashPost;
  await expect(rowOf(page, title)).toHaveCount(0);
  await page.goto("/admin/faqs");
  const trashFaq = answerNextDialog(page, "accept");
  await rowOf(page, question).getByRole("button", { name: "Delete" }).click();
  await trashFaq;
  await expect(rowOf(page, question)).toHaveCount(0);

  const gone = await publicTexts(page, slug);
  expect(gone.articleStatus).toBe(404);
  for (const text of [gone.news, gone.sitemap, gone.rss, gone.home]) expect(text).not.toContain(slug);
  expect(gone.faqs).not.toContain(question);
  expect(await dashboardCounts(page)).toEqual(before);
  // Staff's preview is gone too: a post in the Trash has no page.
  expect((await page.goto(`/news/${slug}`))!.status()).toBe(404);

  await deleteForeverViaUi(page, "/admin/posts", title);
  await deleteForeverViaUi(page, "/admin/faqs", question);
});

for (const width of [375, 1280]) {
  test(`the Trash views pass axe at ${width} px, with a notice shown`, async ({ staffPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    const question = unique("Axe question?");
    const title = unique("Axe Post");
    await createFaqViaUi(page, { question, answer: "A." });
    await createPostViaUi(page, { title, excerpt: "E.", content: "C.", author: "Staff" });
    for (const [path, name] of [
      ["/admin/faqs", question],
      ["/admin/posts", title],
    ] as const) {
      await page.goto(path);
      const confirmed = answerNextDialog(page, "accept");
      await rowOf(page, name).getByRole("button", { name: "Delete" }).click();
      await confirmed;
      await expect(noticeRegion(page)).toContainText("moved to the Trash");
      await expect(rowOf(page, name)).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.goto(`${path}?view=trash`);
      await expect(rowOf(page, name)).toBeVisible();
      await expectNoAxeViolations(page);
      await deleteForeverViaUi(page, path, name);
    }
  });
}
