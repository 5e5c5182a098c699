import { createPostViaUi, deletePostViaUi, expect, fillPostForm, rowOf, test, unique } from "../fixtures/staff-page";
import { expectNoAxeViolations } from "../support/axe";
import { expectNoHorizontalScroll, screenshotFor } from "../support/staff-pages";

/*
 * A post's History: every save is kept; 'History' on its row lists them (when, who), shows
 * what the chosen one changed, and 'Restore this version' brings one back as a new save.
 */

for (const width of [375, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("History lists the saves, shows what changed and restores a version", async ({ staffPage: page }) => {
      const first = unique("History First");
      const second = unique("History Second");
      await createPostViaUi(page, {
        title: first,
        excerpt: "The first excerpt.",
        content: "Opening line.\nThe original middle.\nClosing line.",
        author: "Maria Lopez",
        published: true,
      });
      await rowOf(page, first).getByRole("button", { name: "Edit" }).click();
      await fillPostForm(page, {
        title: second,
        slug: "",
        content: "Opening line.\nA rewritten middle.\nClosing line.",
      });
      await page.getByRole("button", { name: "Save Post" }).click();
      await expect(rowOf(page, second)).toBeVisible();

      // 'History' is in the post's form.
      await rowOf(page, second).getByRole("button", { name: "Edit" }).click();
      await page.getByRole("region", { name: "Edit Post" }).getByRole("link", { name: "History" }).click();
      await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]+\/history$/);
      await expect(page.getByRole("heading", { name: "History", level: 1 })).toBeVisible();
      const versions = page.getByRole("navigation", { name: "Saved versions" }).getByRole("link");
      await expect(versions).toHaveCount(2);
      // When (the agency's time) and who: the e2e server's staff account.
      await expect(versions.first()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/);
      await expect(versions.first()).toContainText("Administrator");
      await expect(versions.first()).toHaveAttribute("aria-current", "true");

      // The newest save: the title and the content's changed line.
      const detail = page.getByRole("region", { name: /^Saved / });
      await expect(detail.getByText(`Before: ${first}`)).toBeVisible();
      await expect(detail.getByText(`After: ${second}`)).toBeVisible();
      const content = detail.getByRole("list", { name: "Content changes" });
      await expect(content.getByRole("listitem").filter({ hasText: "Removed: The original middle." })).toBeVisible();
      await expect(content.getByRole("listitem").filter({ hasText: "Added: A rewritten middle." })).toBeVisible();
      await expect(detail.getByText("Same as the current text")).toBeVisible();
      await expectNoHorizontalScroll(page);
      if (width === 375 || width === 1280) await expectNoAxeViolations(page);
      await screenshotFor(page, "post-history");

      // The first save, brought back.
      await versions.nth(1).click();
      await expect(versions.nth(1)).toHaveAttribute("aria-current", "true");
      await expect(detail.getByText("The first saved version: everything in it was new.")).toBeVisible();
      await detail.getByRole("button", { name: "Restore this version" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Version restored" })).toHaveText(
        "Version restored: it is the post's current text now.",
      );
      await expect(versions).toHaveCount(3);
      await expect(versions.first()).toHaveAttribute("aria-current", "true");
      await expect(detail.getByText(`After: ${first}`)).toBeVisible();
      if (width === 375 || width === 1280) await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "Back to Blog Posts" }).click();
      await expect(rowOf(page, first)).toBeVisible();
      await expect(rowOf(page, second)).toHaveCount(0);
      await deletePostViaUi(page, first);
    });
  });
}
