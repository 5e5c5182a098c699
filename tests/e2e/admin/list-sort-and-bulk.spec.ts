import type { Locator, Page } from "@playwright/test";

import { expect, postToAdmin, rowOf, test, unique } from "../fixtures/staff-page";
import { noticeRegion } from "../fixtures/trash";
import { expectNoAxeViolations } from "../support/axe";
import { holdScripts } from "../support/public-site";
import { expectNoHorizontalScroll } from "../support/staff-pages";

/*
 * The admin lists' sorting (?sort=&dir=, by the column headers' links) and bulk actions on
 * ticked rows (Publish, Unpublish, Move to Trash, with Undo), with and without JavaScript;
 * the dense rows at 768 px and the size of the rows' targets. Each test lists only its own
 * rows (searched by a unique token) and removes them.
 */

type ListPath = "/admin/posts" | "/admin/faqs" | "/admin/jobs";

/** The list searched for `tag`, with the address's other parameters, once React has hydrated its bulk bar. */
async function openList(page: Page, path: ListPath, tag: string, query = "") {
  await page.goto(`${path}?q=${encodeURIComponent(tag)}${query}`);
  // Shown once hydrated: the ticks are the page's state from then on.
  await expect(page.getByText(/ticked$/)).toBeVisible();
}

/** The first cells' texts (the rows' names), in the order shown. */
async function namesShown(page: Page, tag: string) {
  const cells = page.locator("tbody tr").getByRole("cell").filter({ hasText: tag });
  return (await cells.allTextContents()).map((text) => text.replace(" Spanish: missing", "").trim());
}

async function createPosts(page: Page, titles: readonly string[]) {
  await page.goto("/admin/posts");
  for (const title of titles) {
    const response = await postToAdmin(page, "/admin/posts", {
      intent: "create",
      title,
      excerpt: "E.",
      content: "C.",
      author: "Staff",
    });
    expect(response.status()).toBe(200);
  }
}

async function createFaqs(page: Page, faqs: { question: string; displayOrder: number }[]) {
  for (const { question, displayOrder } of faqs) {
    const response = await postToAdmin(page, "/admin/faqs", {
      intent: "create",
      question,
      answer: "A.",
      category: "",
      displayOrder: String(displayOrder),
    });
    expect(response.status()).toBe(200);
  }
}

/** Ticks every row shown (the list is searched for the test's own), moves them to the Trash, and deletes them forever. */
async function removeAll(page: Page, path: ListPath, tag: string) {
  await page.goto(`${path}?q=${encodeURIComponent(tag)}`);
  if ((await page.locator("tbody tr").count()) > 0) {
    await expect(page.getByText(/ticked$/)).toBeVisible();
    await page.getByLabel("Select all").check();
    await page.getByRole("button", { name: "Move to Trash" }).click();
    await expect(noticeRegion(page)).toContainText("moved to the Trash.");
  }
  await page.goto(`${path}?view=trash`);
  const rows = page.getByRole("row").filter({ hasText: tag });
  for (let left = await rows.count(); left > 0; left--) {
    page.once("dialog", (dialog) => void dialog.accept());
    await rows.first().getByRole("button", { name: "Delete Forever" }).click();
    await expect(rows).toHaveCount(left - 1);
  }
}

function header(page: Page, name: string): Locator {
  return page.getByRole("columnheader", { name, exact: true });
}

test("posts sort by Title, Status and Published, by the address and by their headers, keeping the search", async ({
  staffPage: page,
}) => {
  const tag = unique("Sortpost");
  const [alpha, bravo, charlie] = [`${tag} alpha`, `${tag} Bravo`, `${tag} charlie`];
  await createPosts(page, [bravo, alpha, charlie]);
  // Bravo published first, charlie later; alpha stays a draft.
  await openList(page, "/admin/posts", tag);
  await rowOf(page, bravo).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(rowOf(page, bravo).getByRole("button", { name: "Unpublish" })).toBeEnabled();
  await rowOf(page, charlie).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(rowOf(page, charlie).getByRole("button", { name: "Unpublish" })).toBeEnabled();
  // The list's own order: newest created first, no column marked as sorted.
  await expect.poll(() => namesShown(page, tag)).toEqual([charlie, alpha, bravo]);
  await expect(page.locator("th[aria-sort]")).toHaveCount(0);

  await openList(page, "/admin/posts", tag, "&sort=title&dir=desc");
  await expect.poll(() => namesShown(page, tag)).toEqual([charlie, bravo, alpha]);
  await expect(header(page, "Title")).toHaveAttribute("aria-sort", "descending");

  // The headers' links: the other way on the sorted column, the first way on another; the search stays.
  await header(page, "Title").getByRole("link").click();
  await expect(page).toHaveURL(/[?&]sort=title&dir=asc/);
  await expect(page).toHaveURL(new RegExp(`q=${tag.split(" ")[0]}`));
  await expect(header(page, "Title")).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => namesShown(page, tag)).toEqual([alpha, bravo, charlie]);

  await header(page, "Published").getByRole("link").click();
  await expect(page).toHaveURL(/sort=date&dir=desc/);
  await expect(header(page, "Published")).toHaveAttribute("aria-sort", "descending");
  await expect(header(page, "Title")).not.toHaveAttribute("aria-sort", /.*/);
  // Newest publishing first, the draft last.
  await expect.poll(() => namesShown(page, tag)).toEqual([charlie, bravo, alpha]);

  await header(page, "Status").getByRole("link").click();
  await expect(page).toHaveURL(/sort=status&dir=asc/);
  await expect.poll(() => namesShown(page, tag)).toEqual([alpha, charlie, bravo]);

  // A sort the page never offers reads as its own order, never as an error.
  const response = await page.goto(`/admin/posts?q=${encodeURIComponent(tag)}&sort=secret&dir=sideways`);
  expect(response?.status()).toBe(200);
  await expect.poll(() => namesShown(page, tag)).toEqual([charlie, alpha, bravo]);
  expect((await page.goto(`/admin/posts?sort=title&dir=%00`))?.status()).toBe(200);

  // Without JavaScript the headers are plain links.
  const context = await page
    .context()
    .browser()!
    .newContext({
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
    });
  const plain = await context.newPage();
  await plain.goto(`/admin/posts?q=${encodeURIComponent(tag)}`);
  await header(plain, "Title").getByRole("link").click();
  await expect(plain).toHaveURL(/sort=title&dir=asc/);
  expect(await namesShown(plain, tag)).toEqual([alpha, bravo, charlie]);
  await context.close();

  await removeAll(page, "/admin/posts", tag);
});

test("FAQs sort by Question, Order and Status; jobs by Title, Posted and Status", async ({ staffPage: page }) => {
  test.slow();
  const tag = unique("Sortfaq");
  const [first, second, third] = [`${tag} Zeta?`, `${tag} alpha?`, `${tag} Mu?`];
  await createFaqs(page, [
    { question: first, displayOrder: 1 },
    { question: second, displayOrder: 3 },
    { question: third, displayOrder: 2 },
  ]);
  await openList(page, "/admin/faqs", tag);
  // The list's own order is by Order: its header says so.
  await expect(header(page, "Order")).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => namesShown(page, tag)).toEqual([first, third, second]);
  await header(page, "Question").getByRole("link").click();
  await expect(page).toHaveURL(/sort=question&dir=asc/);
  await expect.poll(() => namesShown(page, tag)).toEqual([second, third, first]);
  await expect(page.getByText("Clear the search and filters to reorder FAQs.")).toBeVisible();
  await header(page, "Order").getByRole("link").click();
  await expect(page).toHaveURL(/sort=order&dir=asc/);
  await header(page, "Order").getByRole("link").click();
  await expect(page).toHaveURL(/sort=order&dir=desc/);
  await expect.poll(() => namesShown(page, tag)).toEqual([second, third, first]);
  await rowOf(page, third).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(rowOf(page, third).getByRole("button", { name: "Unpublish" })).toBeEnabled();
  await openList(page, "/admin/faqs", tag, "&sort=status&dir=desc");
  await expect(header(page, "Status")).toHaveAttribute("aria-sort", "descending");
  await expect.poll(async () => (await namesShown(page, tag))[0]).toBe(third);
  // Unsearched but sorted another way: no moves, and the hint says how to get them back.
  await page.goto("/admin/faqs?sort=question&dir=desc");
  await expect(page.getByText("Sort by Order, first to last, to reorder FAQs.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Move up" })).toHaveCount(0);
  await removeAll(page, "/admin/faqs", tag);

  const jobTag = unique("Sortjob");
  for (const title of [`${jobTag} welder`, `${jobTag} Dockhand`]) {
    await page.goto("/admin/jobs");
    await page.getByRole("button", { name: "Add New Job" }).click();
    await page.getByLabel("Job Title", { exact: true }).fill(title);
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Dockside" });
    await page.getByLabel("Employment Type").selectOption({ label: "Temporary" });
    await page.getByLabel("City", { exact: true }).fill("Sulphur");
    await page.getByLabel("State", { exact: true }).selectOption("LA");
    await page.getByLabel("Description", { exact: true }).fill("Load and unload ships.");
    if (title.endsWith("welder")) await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Save Job" }).click();
    await expect(page.getByRole("heading", { name: "Create New Job" })).toBeHidden();
  }
  const jobTitles = async () =>
    (await page.locator("tbody tr").getByRole("cell").filter({ hasText: jobTag }).allTextContents()).map(
      (text) => text.match(new RegExp(`${jobTag} (Dockhand|welder)`))![0],
    );
  await openList(page, "/admin/jobs", jobTag, "&sort=title&dir=asc");
  await expect.poll(jobTitles).toEqual([`${jobTag} Dockhand`, `${jobTag} welder`]);
  await header(page, "Posted").getByRole("link").click();
  await expect(page).toHaveURL(/sort=date&dir=desc/);
  await expect.poll(jobTitles).toEqual([`${jobTag} welder`, `${jobTag} Dockhand`]);
  await header(page, "Status").getByRole("link").click();
  await expect(header(page, "Status")).toHaveAttribute("aria-sort", "ascending");
  // Draft before Open.
  await expect.poll(jobTitles).toEqual([`${jobTag} Dockhand`, `${jobTag} welder`]);
  await removeAll(page, "/admin/jobs", jobTag);
});

test("bulk Publish, Unpublish and Move to Trash (with Undo) on ticked posts, FAQs and jobs", async ({
  staffPage: page,
}) => {
  // Three lists, each with its rows made and removed: slow on a busy two-core machine.
  test.slow();
  const tag = unique("Bulkpost");
  const titles = [`${tag} one`, `${tag} two`, `${tag} three`] as const;
  await createPosts(page, titles);
  await openList(page, "/admin/posts", tag);
  const bar = page.getByRole("form", { name: "Ticked posts" });
  await expect(bar.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();

  await page.getByRole("checkbox", { name: `Select ${titles[0]}` }).check();
  await page.getByRole("checkbox", { name: `Select ${titles[1]}` }).check();
  await expect(bar).toContainText("2 posts ticked");
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(noticeRegion(page)).toContainText("2 posts published.");
  for (const title of titles.slice(0, 2))
    await expect(rowOf(page, title).getByRole("cell").nth(2)).toHaveText("Published");
  await expect(rowOf(page, titles[2]).getByRole("cell").nth(2)).toHaveText("Draft");
  // Done: nothing is ticked any more.
  await expect(page.getByRole("checkbox", { name: `Select ${titles[0]}` })).not.toBeChecked();

  // 'Select all' ticks the page's rows.
  await page.getByLabel("Select all").check();
  for (const title of titles) await expect(page.getByRole("checkbox", { name: `Select ${title}` })).toBeChecked();
  await bar.getByRole("button", { name: "Unpublish" }).click();
  await expect(noticeRegion(page)).toContainText("2 posts unpublished. 1 post was already unpublished.");
  for (const title of titles) await expect(rowOf(page, title).getByRole("cell").nth(2)).toHaveText("Draft");

  await page.getByLabel("Select all").check();
  await bar.getByRole("button", { name: "Move to Trash" }).click();
  await expect(noticeRegion(page)).toContainText("3 posts moved to the Trash.");
  await expect(page.locator("tbody tr")).toHaveCount(0);
  await noticeRegion(page).getByRole("button", { name: "Undo" }).click();
  for (const title of titles) await expect(rowOf(page, title)).toBeVisible();

  // A forged id, or one of another list: 400 and nothing written.
  await page.goto("/admin/faqs");
  const faqTag = unique("Bulkfaq");
  await createFaqs(page, [
    { question: `${faqTag} first?`, displayOrder: 1 },
    { question: `${faqTag} second?`, displayOrder: 2 },
  ]);
  const ids = (await page.goto(`/admin/posts?q=${encodeURIComponent(tag)}`), await postIdsShown(page));
  const forged = await postToAdmin(page, "/admin/faqs", { intent: "bulk", bulkAction: "publish", ids: ids[0]! });
  expect(forged.status()).toBe(400);
  expect(
    (await postToAdmin(page, "/admin/posts", { intent: "bulk", bulkAction: "trash", ids: "1 or 1=1" })).status(),
  ).toBe(400);
  await openList(page, "/admin/posts", tag);
  await expect(page.locator("tbody tr")).toHaveCount(3);

  // FAQs: the same bar.
  await openList(page, "/admin/faqs", faqTag);
  const faqBar = page.getByRole("form", { name: "Ticked FAQs" });
  await page.getByLabel("Select all").check();
  await faqBar.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(noticeRegion(page)).toContainText("2 FAQs published.");
  await expect(rowOf(page, `${faqTag} first?`).getByRole("cell").nth(3)).toHaveText("Published");
  await page.getByRole("checkbox", { name: `Select ${faqTag} second?` }).check();
  await faqBar.getByRole("button", { name: "Unpublish" }).click();
  await expect(noticeRegion(page)).toContainText("1 FAQ unpublished.");
  await expect(rowOf(page, `${faqTag} second?`).getByRole("cell").nth(3)).toHaveText("Draft");

  // Jobs: Publish opens a draft job.
  const jobTitle = unique("Bulkjob");
  await page.goto("/admin/jobs");
  await page.getByRole("button", { name: "Add New Job" }).click();
  await page.getByLabel("Job Title", { exact: true }).fill(jobTitle);
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Dockside" });
  await page.getByLabel("Employment Type").selectOption({ label: "Temporary" });
  await page.getByLabel("City", { exact: true }).fill("Sulphur");
  await page.getByLabel("State", { exact: true }).selectOption("LA");
  await page.getByLabel("Description", { exact: true }).fill("Load and unload ships.");
  await page.getByRole("button", { name: "Save Job" }).click();
  await expect(page.getByRole("heading", { name: "Create New Job" })).toBeHidden();
  await openList(page, "/admin/jobs", jobTitle);
  await page.getByRole("checkbox", { name: `Select ${jobTitle}` }).check();
  await page.getByRole("button", { name: "Publish", exact: true }).first().click();
  await expect(noticeRegion(page)).toContainText("1 job published.");
  await expect(page.locator("tbody tr").first().getByText("Open", { exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: `Select ${jobTitle}` }).check();
  await page.getByRole("form", { name: "Ticked jobs" }).getByRole("button", { name: "Move to Trash" }).click();
  await expect(noticeRegion(page)).toContainText("1 job moved to the Trash.");

  await removeAll(page, "/admin/jobs", jobTitle);
  await removeAll(page, "/admin/faqs", faqTag);
  await removeAll(page, "/admin/posts", tag);
});

test("rows ticked before the page hydrates are counted once it has, and the bar acts on them", async ({
  staffPage: page,
}) => {
  const tag = unique("Earlytick");
  const titles = [`${tag} one`, `${tag} two`, `${tag} three`] as const;
  await createPosts(page, titles);
  const bar = page.getByRole("form", { name: "Ticked posts" });
  const box = (title: string) => page.getByRole("checkbox", { name: `Select ${title}` });

  // A staff member on a slow connection ticks a row while the page's scripts are on their way.
  let release = await holdScripts(page);
  await page.goto(`/admin/posts?q=${encodeURIComponent(tag)}&sort=title`, { waitUntil: "domcontentloaded" });
  await box(titles[0]).check();
  release();
  // The count shows once hydrated, and counts the early tick.
  await expect(bar).toContainText("1 post ticked");
  await expect(bar.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();
  // A render after hydration leaves it ticked.
  await box(titles[2]).check();
  await expect(bar).toContainText("2 posts ticked");
  await expect(box(titles[0])).toBeChecked();
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(noticeRegion(page)).toContainText("2 posts published.");
  await expect(rowOf(page, titles[1]).getByRole("cell").nth(2)).toHaveText("Draft");

  // 'Select all' ticked early: the page's rows.
  release = await holdScripts(page);
  await page.goto(`/admin/posts?q=${encodeURIComponent(tag)}`, { waitUntil: "domcontentloaded" });
  await page.getByLabel("Select all").check();
  release();
  await expect(bar).toContainText("3 posts ticked");
  for (const title of titles) await expect(box(title)).toBeChecked();
  await removeAll(page, "/admin/posts", tag);
});

/** The ids of the posts the page lists (its loader's data). */
async function postIdsShown(page: Page): Promise<string[]> {
  await expect(page.getByText(/ticked$/)).toBeVisible();
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[name="ids"]')].map((box) => box.value),
  );
}

test("without JavaScript the bulk bar is a plain form: tick, Publish, and the notice says so", async ({
  staffPage: page,
  browser,
}) => {
  const tag = unique("Plainbulk");
  const titles = [`${tag} one`, `${tag} two`] as const;
  await createPosts(page, titles);
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const plain = await context.newPage();
  await plain.goto(`/admin/posts?q=${encodeURIComponent(tag)}&sort=title&dir=desc`);
  await plain.getByRole("checkbox", { name: `Select ${titles[1]}` }).check();
  await plain.getByRole("button", { name: "Publish", exact: true }).first().click();
  await expect(noticeRegion(plain)).toContainText("1 post published.");
  // The same list, sorted as it was.
  await expect(plain).toHaveURL(/sort=title&dir=desc/);
  await expect(rowOf(plain, titles[1]).getByRole("cell").nth(2)).toHaveText("Published");
  await expect(rowOf(plain, titles[0]).getByRole("cell").nth(2)).toHaveText("Draft");
  // 'Select all' without JavaScript: the page's rows.
  await plain.getByLabel("Select all").check();
  await plain.getByRole("button", { name: "Unpublish" }).first().click();
  await expect(noticeRegion(plain)).toContainText("1 post unpublished. 1 post was already unpublished.");
  // Nothing ticked: the server says so, and nothing changes.
  await plain.getByRole("button", { name: "Move to Trash" }).click();
  await expect(noticeRegion(plain)).toContainText("Tick the rows to act on first.");
  await expect(plain.locator("tbody tr")).toHaveCount(2);
  await context.close();
  await removeAll(page, "/admin/posts", tag);
});

test("at 768 px a row is a dense card, the rows' targets are at least 24 px, and the lists pass axe", async ({
  staffPage: page,
}) => {
  const tag = unique("Denserow");
  await createPosts(page, [`${tag} one`, `${tag} two`]);
  await createFaqs(page, [{ question: `${tag} question?`, displayOrder: 1 }]);
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/posts", "/admin/faqs"] as const) {
      await openList(page, path, tag);
      await expectNoHorizontalScroll(page);
      const row = page.locator("tbody tr").first();
      const height = (await row.boundingBox())!.height;
      // A phone's card lists its values one under the other; from 640 px two lines (was 200 px and more at 768 px).
      if (width >= 640) expect(height, `${path} row at ${width}px`).toBeLessThanOrEqual(width < 1024 ? 120 : 100);
      if (width <= 768) {
        const targets = [
          ...(await row.getByRole("button").all()),
          ...(await row.getByRole("link").all()),
          row.locator("label").filter({ has: page.getByRole("checkbox") }),
          page.getByText("Select all"),
        ];
        for (const target of targets) {
          const box = (await target.boundingBox())!;
          const name = await target.evaluate((element) => element.textContent || element.getAttribute("aria-label"));
          expect(box.height, `${path} ${name} at ${width}px`).toBeGreaterThanOrEqual(24);
          expect(box.width, `${path} ${name} at ${width}px`).toBeGreaterThanOrEqual(24);
        }
      }
      await page
        .getByRole("checkbox", { name: new RegExp(`^Select ${tag}`) })
        .first()
        .check();
      await expectNoAxeViolations(page);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await removeAll(page, "/admin/faqs", tag);
  await removeAll(page, "/admin/posts", tag);
});
