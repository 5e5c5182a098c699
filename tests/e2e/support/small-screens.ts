import { expect, type Locator, type Page } from "@playwright/test";

/** The widths the admin is tried at: a small phone, a phone, a tablet, a laptop. */
export const adminWidths = [320, 375, 768, 1280] as const;

/** The element is shown and lies wholly between the viewport's left and right edges. */
export async function expectWithinViewportWidth(page: Page, target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  await expect(target, what).toBeVisible();
  const box = await target.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(width);
  // Not clipped by a scrolling box around it: the element at its centre is itself (or inside it).
  const centre = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
  const onTop = await target.evaluate((element, point) => {
    const hit = document.elementFromPoint(point.x, point.y);
    return hit !== null && (element === hit || element.contains(hit));
  }, centre);
  expect(onTop, `${what}: not covered or clipped`).toBe(true);
}
