import { expect, test, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "../support/axe";
import { serveFixtureImages, viewports } from "../support/public-site";

/*
 * The usability review's fixes on the public pages (the job board off, as the site ships):
 * the service pages' positions and call to action, the tagline, the footer's targets, the
 * news cards without an image. The byline is in news-card-date-line.spec.ts, the FAQs in
 * faqs.spec.ts, the positions with the board on in settings/service-positions.spec.ts.
 */

const tagline = "I WORK | YOU WORK | TEAM WORK";
const spanishTagline = "YO TRABAJO | TÚ TRABAJAS | TRABAJO EN EQUIPO";

test.describe("a service page, the job board off", () => {
  test("lists its positions as plain text: no link, nothing that looks like a button", async ({ page }) => {
    await page.goto("/services/cdl-drivers");
    const positions = page.getByRole("heading", { name: "Available Positions" }).locator("xpath=following-sibling::ul");
    await expect(positions.getByRole("listitem")).toHaveCount(8);
    await expect(positions.getByRole("listitem").first()).toHaveText("Class A CDL Drivers");
    await expect(positions.getByRole("link")).toHaveCount(0);
    const looks = await positions.getByRole("listitem").evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return [style.cursor, style.boxShadow, style.borderTopWidth, style.backgroundColor].join(" ");
      }),
    );
    expect(new Set(looks)).toEqual(new Set(["auto none 0px rgba(0, 0, 0, 0)"]));
  });

  test("asks its own question in the call to action, in English and in Spanish", async ({ page }) => {
    for (const [path, question] of [
      ["/services/cdl-drivers", "Need CDL drivers?"],
      ["/services/dockside", "Need dockside workers?"],
      ["/services/professional-placement", "Need to hire professionals?"],
      ["/es/services/cdl-drivers", "¿Necesita choferes con CDL?"],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole("heading", { level: 2, name: question })).toBeVisible();
    }
  });
});

/** The taglines drawn on the first screen. */
async function taglinesAboveTheFold(page: Page, text: string): Promise<number> {
  return page.evaluate((wanted) => {
    const squeeze = (value: string) => value.replace(/\s+/g, " ").trim();
    return Array.from(document.querySelectorAll("body *")).filter((element) => {
      if (squeeze(element.textContent ?? "") !== wanted) return false;
      // The innermost element holding the whole tagline.
      if (Array.from(element.children).some((child) => squeeze(child.textContent ?? "") === wanted)) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
    }).length;
  }, text);
}

/**
 * Where the tagline breaks badly: a line break inside one of its parts ('TEAM' / 'WORK'), or
 * a separator left visible at a line's start or end. Read from each character's box.
 */
async function badBreaks(page: Page, text: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const problems: string[] = [];
    const squeeze = (value: string) => value.replace(/\s+/g, " ").trim();
    const holders = Array.from(document.querySelectorAll("body *")).filter(
      (element) =>
        squeeze(element.textContent ?? "") === wanted &&
        !Array.from(element.children).some((child) => squeeze(child.textContent ?? "") === wanted) &&
        element.getBoundingClientRect().height > 0,
    );
    for (const holder of holders) {
      // What clips the line: the nearest box, from the holder up, that hides its overflow.
      let clipper: Element | null = holder;
      while (clipper && getComputedStyle(clipper).overflowX === "visible") clipper = clipper.parentElement;
      const clip = (clipper ?? holder).getBoundingClientRect();
      const glyphs: Array<{ char: string; top: number; visible: boolean }> = [];
      const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? "";
        for (let index = 0; index < value.length; index++) {
          if (/\s/.test(value[index]!)) continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getBoundingClientRect();
          glyphs.push({ char: value[index]!, top: Math.round(box.top), visible: box.left >= clip.left - 0.5 });
        }
      }
      const shown = glyphs.filter((glyph) => glyph.visible);
      shown.forEach((glyph, index) => {
        const previous = shown[index - 1];
        const next = shown[index + 1];
        const startsLine = !previous || previous.top !== glyph.top;
        const endsLine = !next || next.top !== glyph.top;
        if (glyph.char === "|" && (startsLine || endsLine)) problems.push(`a lone '|' in "${wanted}"`);
        // A line may start after a separator only (shown at the end of the line above, or clipped).
        const before = glyphs[glyphs.indexOf(glyph) - 1];
        if (previous && startsLine && glyph.char !== "|" && before?.char !== "|") {
          problems.push(`"${wanted}" breaks inside a part, before '${glyph.char}'`);
        }
      });
    }
    return problems;
  }, text);
}

test.describe("the tagline", () => {
  for (const [path, text] of [
    ["/", tagline],
    ["/why-choose-us", tagline],
    ["/faqs", tagline],
    ["/es", spanishTagline],
  ] as const) {
    test(`shows once above the fold at 1280 px on ${path}`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop);
      await page.goto(path);
      expect(await taglinesAboveTheFold(page, text)).toBe(1);
    });
  }

  test("never breaks inside a part at 375 px, in English and in Spanish", async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    for (const [path, text] of [
      ["/", tagline],
      ["/es", spanishTagline],
      ["/why-choose-us", tagline],
      ["/es/why-choose-us", spanishTagline],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("main").getByText(text)).toBeVisible();
      expect(await badBreaks(page, text), path).toEqual([]);
    }
  });

  test("the check finds a part broken across lines", async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto("/es");
    await page.evaluate(() => {
      const hero = document.querySelector("main .tagline")!;
      (hero as HTMLElement).style.width = "9rem";
      for (const part of hero.querySelectorAll<HTMLElement>("*")) part.style.display = "inline";
    });
    expect(await badBreaks(page, spanishTagline)).not.toEqual([]);
  });
});

test("every footer link is at least 24 px tall at 375 px, in English and in Spanish", async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  for (const path of ["/", "/es"]) {
    await page.goto(path);
    const small = await page
      .locator("footer a")
      .evaluateAll((links) =>
        links
          .map((link) => ({ text: link.textContent || link.getAttribute("href"), box: link.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 24 || box.width < 24)
          .map(({ text, box }) => `${text}: ${box.width}x${box.height}`),
      );
    expect(small, path).toEqual([]);
  }
});

test("news cards without an image differ from each other, drawn without a request", async ({ page }) => {
  await serveFixtureImages(page);
  const requests: string[] = [];
  page.on("request", (request) => {
    // The page's own hidden paint hold is no card's (app/platform/document/scripts-after-paint.server.ts).
    if (request.resourceType() === "image" && new URL(request.url()).pathname !== "/paint-hold")
      requests.push(request.url());
  });
  await page.goto("/news");
  const placeholders = page.locator("main article > div[aria-hidden='true']");
  const looks = await placeholders.evaluateAll((boxes) => boxes.map((box) => getComputedStyle(box).backgroundImage));
  expect(looks.length).toBeGreaterThanOrEqual(6);
  expect(looks.every((look) => look.includes("gradient"))).toBe(true);
  expect(new Set(looks).size).toBeGreaterThanOrEqual(4);
  // The same card looks the same on each visit.
  await page.reload();
  expect(await placeholders.evaluateAll((boxes) => boxes.map((box) => getComputedStyle(box).backgroundImage))).toEqual(
    looks,
  );
  expect(requests.every((url) => url.startsWith("https://images.example.com/") || url.includes("/media/"))).toBe(true);
});

test.describe("axe-core", () => {
  for (const path of ["/services/cdl-drivers", "/es/services/cdl-drivers", "/news"]) {
    test(`${path} at 375, 768 and 1280 px`, async ({ page }) => {
      await serveFixtureImages(page);
      await page.goto(path);
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await test.step(`at ${width} px`, () => expectNoAxeViolations(page));
      }
    });
  }
});
