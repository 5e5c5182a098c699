import { testImage, type TestImageFormat } from "../../support/images";
import { createPostViaUi, deletePostViaUi, expect, test, unique } from "../fixtures/staff-page";

const mimeTypes: Record<TestImageFormat, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif", gif: "image/gif" };

test.describe("media library", () => {
  test("uploads each accepted format, lists it with its size and date, and deletes an unused one", async ({ staffPage: page }) => {
    for (const format of ["jpeg", "png", "webp", "avif", "gif"] as const) {
      const name = `${unique("upload")}.${format === "jpeg" ? "jpg" : format}`;
      // A different picture each time: the library keeps one image per content.
      const bytes = await testImage(format, { width: 320 + Math.floor(Math.random() * 200), height: 240, gps: format === "jpeg" });
      await page.goto("/admin/media");
      await page.getByLabel("Upload an image").setInputFiles({ name, mimeType: mimeTypes[format], buffer: bytes });
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(`Uploaded ${name}.`);
      const item = page.getByRole("listitem").filter({ hasText: name });
      await expect(item).toContainText(/\d+ × 240 px · \d+ KB uploaded · \w+ \d{1,2}, \d{4}/);
      await expect(item).toContainText("Not used by any post");
      // Its thumbnail is served from /media and decodes.
      const thumbnail = item.getByRole("img");
      await expect(thumbnail).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\/\d+\.jpg$/);
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      await item.getByRole("button", { name: `Delete ${name}` }).click();
      await expect(page.getByRole("status")).toHaveText("Image deleted.");
      await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
    }
  });

  test("refuses a renamed non-image and a pixel bomb with a clear message, adding nothing", async ({ staffPage: page }) => {
    const { pixelBombPng } = await import("../../support/images");
    await page.goto("/admin/media");
    const before = await page.getByRole("listitem").count();
    await page.getByLabel("Upload an image").setInputFiles({ name: "holiday.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.7 this is not a photo") });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("This file is not an image we accept. Upload a JPEG, PNG, WebP, AVIF or GIF image.");
    await page.getByLabel("Upload an image").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: pixelBombPng() });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("The image has too many pixels (at most 50 megapixels). Choose a smaller image.");
    await expect(page.getByRole("listitem")).toHaveCount(before);
  });

  test("is for staff only", async ({ page }) => {
    await page.goto("/admin/media");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe("preview", () => {
  test("staff see a draft at its real address with the preview bar; everyone else gets 404", async ({ staffPage: page, browser }) => {
    const title = unique("Draft preview");
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    await createPostViaUi(page, { title, slug, excerpt: "Soon.", content: "## Coming soon\n**Bold** news.", author: "Staff", published: false });
    try {
      const response = await page.goto(`/news/${slug}`);
      expect(response!.status()).toBe(200);
      // No cache may keep it (the page cache also marks a signed-in request's answer private, so the value may come twice).
      const cacheControl = response!.headers()["cache-control"]!.split(/[\n,]/).map((directive) => directive.trim());
      expect(new Set(cacheControl)).toEqual(new Set(["private", "no-store"]));
      expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      await expect(page.getByRole("status").filter({ hasText: "Preview — not published" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Coming soon" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

      const visitor = await browser.newContext();
      try {
        const anonymous = await visitor.newPage();
        const answer = await anonymous.goto(`/news/${slug}`);
        expect(answer!.status()).toBe(404);
        await expect(anonymous.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
        await expect(anonymous.getByText("Preview — not published")).toHaveCount(0);
      } finally {
        await visitor.close();
      }
    } finally {
      await deletePostViaUi(page, title);
    }
  });
});
