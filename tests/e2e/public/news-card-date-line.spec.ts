import { expect, test, type Page } from "@playwright/test";

import { serveFixtureImages, waitForHydration } from "../support/public-site";

/**
 * For each card's date line: every part (date, author) either starts a line, with its '•'
 * clipped away, or follows another part on the same line, with its '•' between them. So no
 * line starts or ends with a lone '•'.
 */
async function danglingBullets(page: Page): Promise<string[]> {
  return page.locator(".post-meta").evaluateAll((lines) =>
    lines.flatMap((line, card) => {
      const box = line.getBoundingClientRect();
      const parts = Array.from(line.querySelectorAll<HTMLElement>(".post-meta-part"));
      return parts.flatMap((part, index) => {
        const rect = part.getBoundingClientRect();
        const bulletWidth = parseFloat(getComputedStyle(part, "::before").width);
        const startsLine = rect.left + bulletWidth <= box.left + 0.5;
        const previous = parts[index - 1]?.getBoundingClientRect();
        const followsOnSameLine = previous !== undefined && Math.abs(previous.top - rect.top) < 1;
        const fits = rect.right <= box.right + 0.5;
        return (startsLine || followsOnSameLine) && fits ? [] : [`card ${card + 1}, part ${index + 1}: "${part.textContent}"`];
      });
    }),
  );
}

/** The parts of the cards' date lines shown cut short, with an ellipsis. */
async function cutShort(page: Page): Promise<string[]> {
  return page
    .locator(".post-meta-part")
    .evaluateAll((parts) =>
      parts.filter((part) => part.scrollWidth > part.clientWidth + 1).map((part) => part.textContent ?? ""),
    );
}

for (const width of [375, 768]) {
  test.describe(`news cards at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("no date or author is cut short, in English or in Spanish", async ({ page }) => {
      await serveFixtureImages(page);
      for (const path of ["/news", "/es/news"]) {
        await page.goto(path);
        await expect(page.locator(".post-meta").first()).toBeVisible();
        expect(await cutShort(page), path).toEqual([]);
      }
    });

    test("the date line never leaves a '•' on its own", async ({ page }) => {
      await serveFixtureImages(page);
      await page.goto("/news");
      await expect(page.locator(".post-meta").first()).toBeVisible();
      expect(await danglingBullets(page)).toEqual([]);

      // A long author name wraps under the date: still no lone '•'. Written once React has
      // hydrated the cards, which would otherwise put their own text back.
      await waitForHydration(page);
      await page.locator(".post-meta-part:nth-child(2)").evaluateAll((authors) => {
        for (const author of authors) author.textContent = "By Maximiliana Montgomery-Fitzgerald";
      });
      const wrapped = await page.locator(".post-meta").first().evaluate((line) => {
        const [date, author] = Array.from(line.querySelectorAll(".post-meta-part"));
        return author!.getBoundingClientRect().top > date!.getBoundingClientRect().top;
      });
      expect(wrapped).toBe(true);
      expect(await danglingBullets(page)).toEqual([]);
      // The date and the author stay readable: nothing but the '•' gutter is clipped.
      await expect(page.locator(".post-meta").first()).toContainText("By Maximiliana Montgomery-Fitzgerald");
    });
  });
}

// The article's byline is the same line, author first: 'By Maria Lopez • March 15, 2026'.
for (const width of [375, 768, 1280]) {
  test.describe(`an article's byline at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("reads 'By <author> • <date>' and never leaves a '•' on its own", async ({ page }) => {
      await page.goto("/news/now-hiring-dockside-workers");
      const byline = page.locator("main .post-meta");
      await expect(byline).toHaveText(/^By Maria Lopez\s*March 15, 2026$/);
      expect(await danglingBullets(page)).toEqual([]);

      // An author long enough to push the date onto the next line.
      await waitForHydration(page);
      await page.locator("main .post-meta-part").first().evaluate((author) => {
        author.textContent = "By Maximiliana Montgomery-Fitzgerald of the Lake Charles Office";
      });
      const wrapped = await byline.evaluate((line) => {
        const [author, date] = Array.from(line.querySelectorAll(".post-meta-part"));
        return date!.getBoundingClientRect().top > author!.getBoundingClientRect().top;
      });
      // On a phone the date goes under the author; wider, both fit on one line.
      if (width === 375) expect(wrapped).toBe(true);
      expect(await danglingBullets(page)).toEqual([]);
    });
  });
}

test("the article's byline is in Spanish on /es", async ({ page }) => {
  await page.goto("/es/news/now-hiring-dockside-workers");
  await expect(page.locator("main .post-meta")).toContainText(/^Por Maria Lopez/);
});
