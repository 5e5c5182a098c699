import type { Page } from "@playwright/test";

/** Every public page of the site (the article and 404 pages are checked in their own suites). */
export const publicRoutes = [
  "/",
  "/why-choose-us",
  "/services",
  "/services/office-support",
  "/services/skilled-trades",
  "/services/customer-service",
  "/services/light-industrial",
  "/services/hospital",
  "/services/professional-placement",
  "/services/heavy-equipment",
  "/services/cdl-drivers",
  "/services/dockside",
  "/services/oil-and-gas",
  "/services/hospitality",
  "/services/gaming-casino",
  "/contact",
  "/locations",
  "/locations/louisiana-office",
  "/faqs",
  "/news",
  "/sitemap",
] as const;

export const viewports = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

/** Answers featured-image requests to the fixture's image host with a small image. */
export async function serveFixtureImages(page: Page) {
  await page.route("https://images.example.com/**", (route) =>
    route.fulfill({
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="675" fill="#14558f"/></svg>',
    }),
  );
}

/** Marks the current document, to tell a client-side navigation from a full page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** Delays the data request of a client-side navigation to `pathname`, so its loading state can be seen. */
export async function delayDataRequests(page: Page, pathname: string, ms = 1500) {
  await page.route(
    (url) => url.pathname === `${pathname === "/" ? "/_root" : pathname}.data`,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

/** The JSON-LD objects of the page, parsed. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Waits until React has hydrated the page (client-side behaviour is wired up). */
export async function waitForHydration(page: Page) {
  // React attaches its props to each element it hydrates.
  await page.waitForFunction(() => {
    const main = document.getElementById("main-content");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactProps"));
  });
}

/**
 * Holds the page's requests that `held` picks until the returned function is called: what a
 * visitor does on a slow connection before they arrive.
 */
export async function holdRequests(page: Page, held: (url: URL) => boolean): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Left in place once released: the held requests are still being answered through it.
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the page's scripts until the returned function is called: what a visitor does on a
 * slow phone before the page hydrates. Open the page with `waitUntil: "domcontentloaded"` (the
 * held preloads hold its load event).
 */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"));
}
