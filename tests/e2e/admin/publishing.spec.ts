import type { Browser, Page } from "@playwright/test";

import { testImage, type TestImageFormat } from "../../support/images";
import {
  answerNextDialog,
  createPostViaUi,
  deletePostViaUi,
  expect,
  fillPostForm,
  rowOf,
  test,
  unique,
} from "../fixtures/staff-page";
import { deleteForeverViaUi } from "../fixtures/trash";

const mimeTypes: Record<TestImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A picture no other test uploads (the library keeps one image per content). */
async function uniquePhoto(name: string) {
  const width = 1000 + Math.floor(Math.random() * 400);
  return { name, mimeType: "image/jpeg", buffer: await testImage("jpeg", { width, height: 480, gps: true }) };
}

/** What a signed-out visitor gets: status and text of a page, through the site's page cache. */
async function asVisitor<T>(browser: Browser, look: (page: Page) => Promise<T>): Promise<T> {
  const visitor = await browser.newContext();
  try {
    return await look(await visitor.newPage());
  } finally {
    await visitor.close();
  }
}

async function publicTexts(page: Page, slug: string) {
  const text = async (path: string) => (await page.request.get(path)).text();
  return {
    news: await text("/news"),
    sitemap: await text("/sitemap.xml"),
    rss: await text("/news/rss.xml"),
    article: (await page.request.get(`/news/${slug}`)).status(),
  };
}

test.describe("media library", () => {
  test("uploads each accepted format, lists it with its size and date, and deletes an unused one", async ({
    staffPage: page,
  }) => {
    test.slow();
    await page.goto("/admin/media");
    await expect(page.getByRole("link", { name: "Media" })).toHaveAttribute("aria-current", "page");
    for (const format of ["jpeg", "png", "webp", "avif", "gif"] as const) {
      const name = `${unique("upload")}.${format === "jpeg" ? "jpg" : format}`;
      // A different picture each time: the library keeps one image per content.
      const width = 320 + Math.floor(Math.random() * 200);
      const bytes = await testImage(format, { width, height: 240, gps: format === "jpeg" });
      await page.goto("/admin/media");
      await page.getByLabel("Upload an image").setInputFiles({ name, mimeType: mimeTypes[format], buffer: bytes });
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(`Uploaded ${name}.`);
      const item = page.getByRole("listitem").filter({ hasText: name });
      await expect(item).toContainText(/\d+ × 240 px · \d+ KB/);
      await expect(item).toContainText(/Uploaded \w+ \d{1,2}, \d{4}/);
      await expect(item).toContainText("Not used by any post");
      // Its thumbnail (decorative: the file name is beside it) is served from /media and decodes.
      const thumbnail = item.locator("img");
      await expect(thumbnail).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\/\d+\.jpg$/);
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      const confirmed = answerNextDialog(page, "accept");
      await item.getByRole("button", { name: `Delete ${name}` }).click();
      expect(await confirmed).toBe("Are you sure you want to delete this image?");
      await expect(page.getByRole("status")).toHaveText("Image deleted.");
      await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
    }
  });

  test("refuses a renamed non-image and a pixel bomb with a clear message, adding nothing", async ({
    staffPage: page,
  }) => {
    const { pixelBombPng } = await import("../../support/images");
    await page.goto("/admin/media");
    const before = await page.getByRole("listitem").count();
    await page.getByLabel("Upload an image").setInputFiles({
      name: "holiday.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("%PDF-1.7 this is not a photo"),
    });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This file is not an image we accept. Upload a JPEG, PNG, WebP, AVIF or GIF image.",
    );
    await page
      .getByLabel("Upload an image")
      .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: pixelBombPng() });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The image has too many pixels (at most 50 megapixels). Choose a smaller image.",
    );
    await expect(page.getByRole("listitem")).toHaveCount(before);
  });

  test("is for staff only", async ({ page }) => {
    await page.goto("/admin/media");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe("the post form's featured image", () => {
  test("an uploaded image is shown in the form and on the article; the library refuses to delete it while in use", async ({
    staffPage: page,
    browser,
  }) => {
    // Two posts, an upload (encoded in three formats and sizes) and the library: longer than most tests.
    test.slow();
    const title = unique("Crew Photo Post");
    const second = unique("Second Post Same Photo");
    const fileName = `${unique("crew").replace(" ", "-")}.jpg`;
    await page.goto("/admin/posts");
    await page.getByRole("button", { name: "Add New Post" }).click();
    await fillPostForm(page, { title, excerpt: "E.", content: "C.", author: "Staff", published: true });
    await page.getByLabel("Featured Image", { exact: true }).setInputFiles(await uniquePhoto(fileName));
    // The chosen file is shown before it is sent.
    const form = page.getByRole("region", { name: "Create New Post" });
    await expect(form.getByText(`New file: ${fileName}`)).toBeVisible();
    await page.getByLabel("Image Description").fill("Our crew on the dock");
    await page.getByRole("button", { name: "Save Post" }).click();
    await expect(form).toBeHidden();
    await expect(rowOf(page, title).getByRole("link", { name: /View/ })).toHaveAttribute(
      "href",
      `/news/${slugOf(title)}`,
    );

    // Editing shows the thumbnail from the library, with Remove image.
    await rowOf(page, title).getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("region", { name: "Edit Post" });
    await expect(edit.getByText(fileName)).toBeVisible();
    await expect(edit.locator("img").first()).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\/480\.jpg$/);
    await expect(edit.getByRole("button", { name: "Remove image" })).toBeVisible();
    await expect(page.getByLabel("Image Description")).toHaveValue("Our crew on the dock");
    await page.getByRole("button", { name: "Cancel" }).click();

    // A second post chooses the same image from the library.
    await page.getByRole("button", { name: "Add New Post" }).click();
    await fillPostForm(page, { title: second, excerpt: "E.", content: "C.", author: "Staff" });
    await page.getByText("Or choose an image already uploaded").click();
    await page.getByRole("radio", { name: fileName }).click();
    await expect(page.getByRole("radio", { name: fileName })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("button", { name: "Save Post" }).click();
    await expect(page.getByRole("region", { name: "Create New Post" })).toBeHidden();

    // The public article: a responsive picture, described, loaded first.
    await asVisitor(browser, async (visitor) => {
      await visitor.goto(`/news/${slugOf(title)}`);
      const hero = visitor.getByRole("main").getByRole("img", { name: "Our crew on the dock" });
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("srcset", /480\.jpg 480w, .*960\.jpg 960w/);
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });

    // In use: the library names both posts and keeps the image.
    await page.goto("/admin/media");
    const item = page.getByRole("listitem").filter({ hasText: fileName });
    await expect(item).toContainText(`Used by: `);
    page.once("dialog", (dialog) => void dialog.accept());
    await item.getByRole("button", { name: `Delete ${fileName}` }).click();
    const [firstTitle, secondTitle] = [title, second].sort();
    await expect(page.getByRole("alert")).toHaveText(
      `This image is used by "${firstTitle}", "${secondTitle}". Choose another image for those posts first.`,
    );
    await expect(item).toBeVisible();

    // 'Remove image' on one, deleting the other: then the image may go.
    await page.goto("/admin/posts");
    await rowOf(page, second).getByRole("button", { name: "Edit" }).click();
    await page.getByRole("button", { name: "Remove image" }).click();
    await expect(page.getByRole("region", { name: "Edit Post" }).getByText("No image", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Save Post" }).click();
    await expect(page.getByRole("region", { name: "Edit Post" })).toBeHidden();
    await deletePostViaUi(page, second);
    await deletePostViaUi(page, title);
    // A post in the Trash keeps its image, and the library says where it is.
    await page.goto("/admin/media");
    await expect(page.getByRole("listitem").filter({ hasText: fileName })).toContainText(`${title} (in the Trash)`);
    await deleteForeverViaUi(page, "/admin/posts", title);
    await page.goto("/admin/media");
    page.once("dialog", (dialog) => void dialog.accept());
    await page
      .getByRole("listitem")
      .filter({ hasText: fileName })
      .getByRole("button", { name: /Delete/ })
      .click();
    await expect(page.getByRole("status")).toHaveText("Image deleted.");
  });

  test("a renamed non-image is refused beside its field, and nothing is saved", async ({ staffPage: page }) => {
    const title = unique("Not A Photo");
    await page.goto("/admin/posts");
    await page.getByRole("button", { name: "Add New Post" }).click();
    await fillPostForm(page, { title, excerpt: "E.", content: "C.", author: "Staff" });
    await page.getByLabel("Featured Image", { exact: true }).setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("%PDF-1.7 not a photo"),
    });
    await page.getByRole("button", { name: "Save Post" }).click();
    const file = page.getByLabel("Featured Image", { exact: true });
    await expect(file).toHaveAccessibleDescription(
      /This file is not an image we accept\. Upload a JPEG, PNG, WebP, AVIF or GIF image\./,
    );
    await expect(file).toBeFocused();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(rowOf(page, title)).toHaveCount(0);
  });
});

test.describe("the Markdown editor", () => {
  test("Preview shows the content as the article will, and Write brings the text back", async ({ staffPage: page }) => {
    await page.goto("/admin/posts");
    await page.getByRole("button", { name: "Add New Post" }).click();
    const content = page.getByLabel("Content", { exact: true });
    const tabs = page.getByRole("tablist", { name: "Content: write or preview" });
    await content.fill("## Pay and hours\n**Weekly** pay, see https://www.example.com\n<script>alert(1)</script>");
    const before = await content.evaluate((element) => element.getBoundingClientRect().height);
    await content.fill(Array.from({ length: 30 }, (_, i) => `Line ${i + 1}`).join("\n"));
    // The box grows with the text.
    expect(await content.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(before);
    await content.fill("## Pay and hours\n**Weekly** pay, see https://www.example.com\n<script>alert(1)</script>");

    await tabs.getByRole("tab", { name: "Preview" }).click();
    const panel = page.getByRole("tabpanel", { name: "Preview" });
    await expect(panel.getByRole("heading", { level: 2, name: "Pay and hours" })).toBeVisible();
    await expect(panel.locator("strong")).toHaveText("Weekly");
    await expect(panel.getByRole("link", { name: "https://www.example.com" })).toHaveAttribute(
      "href",
      "https://www.example.com",
    );
    await expect(panel).toContainText("<script>alert(1)</script>");
    await expect(content).toBeHidden();
    // Arrow keys move between the tabs.
    await tabs.getByRole("tab", { name: "Preview" }).press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "Write" })).toHaveAttribute("aria-selected", "true");
    await expect(content).toBeVisible();
    await expect(content).toHaveValue(/^## Pay and hours/);
  });
});

test.describe("publish dates and scheduling", () => {
  test("a post scheduled a few seconds ahead is Scheduled, hidden from visitors, then live at its time", async ({
    staffPage: page,
    browser,
  }) => {
    // The post goes out 40 s after it is saved: this test waits for it.
    test.slow();
    const title = unique("Job Fair Scheduled");
    const slug = slugOf(title);
    // The agency's clock, seconds included: the form's date and time field sends them too.
    const at = new Date(Date.now() + 40_000);
    const local = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "America/Chicago",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .format(at)
      .replace(" ", "T");
    await page.goto("/admin/posts");
    await page.getByRole("button", { name: "Add New Post" }).click();
    await fillPostForm(page, {
      title,
      excerpt: "Meet us.",
      content: "Meet **our recruiters**.",
      author: "Staff",
      published: true,
    });
    await page.getByLabel("Publish Date").evaluate((input: HTMLInputElement, value) => (input.value = value), local);
    await page.getByRole("button", { name: "Save Post" }).click();
    await expect(page.getByRole("region", { name: "Create New Post" })).toBeHidden();

    const row = rowOf(page, title);
    // Its status: Scheduled, the date and time (Chicago), and Publish now.
    const status = row.getByRole("cell").nth(2);
    await expect(status).toContainText("Scheduled");
    await expect(status).toContainText(/\w{3} \d{1,2}, \d{4}/);
    await expect(status).toContainText(/\d{1,2}:\d{2} [AP]M C[SD]T/);
    await expect(row.getByRole("button", { name: "Publish now" })).toBeVisible();
    await expect(row.getByRole("button", { name: "Unpublish" })).toBeVisible();
    await expect(row.getByRole("link", { name: /Preview/ })).toBeVisible();
    await page.goto("/admin/dashboard");
    const scheduled = page.getByRole("region", { name: "Scheduled Posts" });
    await expect(scheduled.getByRole("listitem").filter({ hasText: title })).toContainText("Scheduled ·");

    // Before its time: nowhere public (the pages as the page cache keeps them).
    const before = await asVisitor(browser, (visitor) => publicTexts(visitor, slug));
    expect(Date.now(), "the checks before the scheduled time took too long").toBeLessThan(at.getTime());
    expect(before.news).not.toContain(title);
    expect(before.sitemap).not.toContain(`/news/${slug}<`);
    expect(before.rss).not.toContain(title);
    expect(before.article).toBe(404);

    // At its time, with no write and no restart: everywhere.
    await page.waitForTimeout(Math.max(0, at.getTime() - Date.now()) + 1500);
    const after = await asVisitor(browser, (visitor) => publicTexts(visitor, slug));
    expect(after.news).toContain(title);
    expect(after.sitemap).toContain(`/news/${slug}<`);
    expect(after.rss).toContain(`<title>${title}</title>`);
    expect(after.article).toBe(200);

    await page.goto("/admin/posts");
    await expect(rowOf(page, title).getByRole("cell").nth(2)).toHaveText("Published");
    await deletePostViaUi(page, title);
  });

  test("'Publish now' puts a scheduled post out at once; editing offers 'Keep the current date'", async ({
    staffPage: page,
    browser,
  }) => {
    const title = unique("Far Future Post");
    const slug = slugOf(title);
    await page.goto("/admin/posts");
    await page.getByRole("button", { name: "Add New Post" }).click();
    await fillPostForm(page, { title, excerpt: "E.", content: "C.", author: "Staff", published: true });
    await page.getByLabel("Publish Date").fill("2099-07-04T09:00");
    await page.getByRole("button", { name: "Save Post" }).click();
    const row = rowOf(page, title);
    const status = row.getByRole("cell").nth(2);
    await expect(status.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(status.getByText("Jul 4, 2099", { exact: true })).toBeVisible();
    await expect(status.getByText("9:00 AM CDT", { exact: true })).toBeVisible();

    // Editing a scheduled post shows its date, so saving keeps the schedule.
    await row.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByLabel("Publish Date")).toHaveValue("2099-07-04T09:00");
    await page.getByRole("button", { name: "Cancel" }).click();

    await row.getByRole("button", { name: "Publish now" }).click();
    await expect(row.getByRole("cell").nth(2)).toHaveText("Published");
    await expect(row.getByRole("link", { name: /View/ })).toBeVisible();
    expect(await asVisitor(browser, async (visitor) => (await visitor.request.get(`/news/${slug}`)).status())).toBe(
      200,
    );

    // A published post: 'Keep the current date (Month D, YYYY)', unticked.
    await row.getByRole("button", { name: "Edit" }).click();
    const today = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/Chicago" }).format(
      new Date(),
    );
    const keep = page.getByLabel(`Keep the current date (${today})`);
    await expect(keep).not.toBeChecked();
    await expect(page.getByLabel("Publish Date")).toHaveValue("");
    await page.getByRole("button", { name: "Cancel" }).click();

    await deletePostViaUi(page, title);
  });
});

test.describe("preview", () => {
  test("staff see a draft at its real address with the preview bar; everyone else gets 404", async ({
    staffPage: page,
    browser,
  }) => {
    const title = unique("Draft preview");
    const slug = slugOf(title);
    await createPostViaUi(page, {
      title,
      slug,
      excerpt: "Soon.",
      content: "## Coming soon\n**Bold** news.",
      author: "Staff",
      published: false,
    });
    try {
      // The row's Preview opens the article in a new tab.
      const opened = page.waitForEvent("popup");
      await rowOf(page, title)
        .getByRole("link", { name: /Preview/ })
        .click();
      const tab = await opened;
      await expect(tab).toHaveURL(new RegExp(`/news/${slug}$`));
      await expect(tab.getByRole("status").filter({ hasText: "Preview — not published" })).toBeVisible();
      await tab.close();

      const response = await page.goto(`/news/${slug}`);
      expect(response!.status()).toBe(200);
      // No cache may keep it (the page cache also marks a signed-in request's answer private, so the value may come twice).
      const cacheControlHeader = response!.headers()["cache-control"]!;
      const cacheControl = cacheControlHeader.split(/[\n,]/).map((directive) => directive.trim());
      expect(new Set(cacheControl)).toEqual(new Set(["private", "no-store"]));
      expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      await expect(page.getByRole("status").filter({ hasText: "Preview — not published" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Coming soon" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

      await asVisitor(browser, async (anonymous) => {
        const answer = await anonymous.goto(`/news/${slug}`);
        expect(answer!.status()).toBe(404);
        await expect(anonymous.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
        await expect(anonymous.getByText("Preview — not published")).toHaveCount(0);
      });
    } finally {
      await deletePostViaUi(page, title);
    }
  });
});
