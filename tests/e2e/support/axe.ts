import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

/*
 * axe-core run in the page itself: its source is added once per document, then each check is
 * one call. @axe-core/playwright does the same work through a second, blank page for every
 * check (to gather results across cross-origin frames, which this site has none of), which
 * made each check take about two seconds and the accessibility suites a third of the run.
 */

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** The violations of every default axe rule on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // The page as it settles, not halfway through a transition (a button fading back in after
  // "Signing in..." has, for a moment, too little contrast). Two frames first: a transition
  // only exists once the browser has restyled the change that starts it. Endless animations
  // are left alone.
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await window.axe!.run(document, { resultTypes: ["violations"] });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  });
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}
