import type { Page } from "@playwright/test";

/**
 * Counts, for each React commit of `page`'s next load, how many components rendered in it:
 * the first is hydration, the next ones what the page renders again once it runs (docs/speed-and-search.md).
 * React reports every commit to React DevTools' global hook when one is there; this stand-in
 * walks the committed tree for the fibers that are new in it and performed work (React's
 * PerformedWork flag, 1), the components that rendered. A production build keeps the hook.
 */
export async function countRendersPerCommit(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    interface Fiber {
      type: unknown;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    const counts: number[] = [];
    let previous = new WeakSet<Fiber>();
    Object.assign(window, {
      __renderCounts: counts,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          const current = new WeakSet<Fiber>();
          let rendered = 0;
          const walk = (first: Fiber | null) => {
            for (let fiber = first; fiber; fiber = fiber.sibling) {
              current.add(fiber);
              if (!previous.has(fiber) && fiber.flags & 1 && typeof fiber.type === "function") rendered += 1;
              walk(fiber.child);
            }
          };
          walk(root.current.child);
          previous = current;
          counts.push(rendered);
        },
      },
    });
  });
  return () => page.evaluate(() => [...(window as unknown as { __renderCounts: number[] }).__renderCounts]);
}
