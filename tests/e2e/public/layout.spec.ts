import { expect, test } from "@playwright/test";
import { AGENCY_TIME_ZONE } from "~/platform/config/time-zone";
import { defaultAgency as agency } from "../support/default-identity";
import { isSameDocument, markDocument, publicRoutes, serveFixtureImages, viewports, waitForHydration } from "../support/public-site";

const menuLabels = [
  "HOME",
  "ONLINE APPLICATION",
  "BROWSE JOBS",
  "STAFFING SERVICES",
  "WHY CHOOSE US?",
  "FAQS",
  "NEWS",
  "CONTACT US",
];

test.describe("header at desktop width", () => {
  test.use({ viewport: viewports.desktop });

  test("shows the logo, a click-to-call link and the menu in its order", async ({ page }) => {
    await page.goto("/why-choose-us");
    const header = page.getByRole("banner");
    const logo = header.getByRole("link", { name: `${agency.name} home` });
    await expect(logo).toHaveAttribute("href", "/");
    await expect(header.locator(`a[href="tel:${agency.phones[0]!.e164}"]`).first()).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link")).toHaveText(menuLabels);
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });

  test("marks the current page with aria-current", async ({ page }) => {
    const menu = page.getByRole("navigation", { name: "Main" });
    const cases: Array<[string, string]> = [
      ["/", "HOME"],
      ["/services", "STAFFING SERVICES"],
      ["/why-choose-us", "WHY CHOOSE US?"],
      ["/faqs", "FAQS"],
      ["/news", "NEWS"],
      ["/contact", "CONTACT US"],
    ];
    for (const [path, label] of cases) {
      await page.goto(path);
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test("the Contact Us button stays readable on its own page", async ({ page }) => {
    // Colours of text and background as the browser paints them: white on the dark brand
    // colour when current, dark on the accent colour otherwise (never text on nothing).
    const colours = async (path: string) => {
      await page.goto(path);
      const button = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "CONTACT US", exact: true });
      return button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { text: style.color, background: style.backgroundColor };
      });
    };
    expect(await colours("/contact")).toEqual({ text: "rgb(255, 255, 255)", background: "rgb(11, 58, 102)" });
    expect(await colours("/faqs")).toEqual({ text: "rgb(8, 42, 74)", background: "rgb(245, 179, 1)" });
  });

  test("external links open in a new tab without an opener", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main" });
    const expected: Array<[string, string]> = [
      ["ONLINE APPLICATION", "https://apply.example.com"],
      ["BROWSE JOBS", "https://jobs.example.com"],
    ];
    for (const [name, href] of expected) {
      const link = menu.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const portal = page.getByRole("contentinfo").getByRole("link", { name: "Employee Web Portal" });
    await expect(portal).toHaveAttribute("href", "https://portal.example.com");
    await expect(portal).toHaveAttribute("target", "_blank");
    await expect(portal).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("after hydration, menu links navigate without reloading the page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await markDocument(page);
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("link", { name: "WHY CHOOSE US?" }).click();
    await expect(page).toHaveURL(/\/why-choose-us$/);
    await expect(page.getByRole("heading", { level: 1, name: "Why Choose Us?" })).toBeVisible();
    await expect(page).toHaveTitle(`Why Choose Us? | ${agency.name}`);
    await menu.getByRole("link", { name: "STAFFING SERVICES" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staffing Services" })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe("header at mobile width", () => {
  test.use({ viewport: viewports.mobile });

  test("collapses the menu behind a toggle button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("banner").locator(`a[href="tel:${agency.phones[0]!.e164}"]`)).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveText(menuLabels);
    await expect(menu.getByRole("link", { name: "HOME" })).toHaveAttribute("aria-current", "page");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("closes the menu on navigation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQS" }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("never scrolls sideways at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ["/", "/services/professional-placement", "/contact", "/faqs", "/news", "/news/five-tips-for-your-first-week"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBe(0);
    }
  });
});

test("the footer has its links, contact details, social icons and the copyright year", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Services" })).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Contact" })).toBeVisible();
  for (const network of ["Facebook", "LinkedIn", "X", "Instagram"]) {
    const link = footer.getByRole("link", { name: network, exact: true });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  const year = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: AGENCY_TIME_ZONE }).format(new Date());
  await expect(footer).toContainText(`© ${year} ${agency.name}`);
  await expect(footer.getByRole("link", { name: agency.phones[0]!.display })).toHaveAttribute("href", `tel:${agency.phones[0]!.e164}`);
  await expect(footer.getByRole("link", { name: agency.phones[1]!.display })).toHaveAttribute("href", `tel:${agency.phones[1]!.e164}`);
  await expect(footer.getByRole("link", { name: agency.email })).toHaveAttribute("href", `mailto:${agency.email}`);
  await expect(footer).toContainText("Sulphur, LA");
  await footer.getByRole("link", { name: "Site Map" }).click();
  await expect(page).toHaveURL(/\/sitemap$/);
});

test("a skip link leads to the main content", async ({ page }) => {
  await page.goto("/contact");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await skip.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test("every public page names its RSS feed", async ({ request }) => {
  for (const path of ["/", "/news", "/faqs"]) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<link[^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*href="\/news\/rss.xml"/);
  }
});

test("pages hydrate without errors in the console", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  await serveFixtureImages(page);
  for (const path of [...publicRoutes, "/news?page=2", "/news/safety-week-at-our-sulphur-office"]) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(errors).toEqual([]);
});
