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

for (const width of [375, 768]) {
  test.describe(`news cards at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

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
