import { expect, test } from "@playwright/test";
import { rawRequest } from "../../support/raw-request";
import { waitForHydration } from "../support/public-site";

/** The issue's budget for the first load of "/" and of "/es": gzipped JavaScript transferred. */
const budgetBytes = 120 * 1024;

for (const path of ["/", "/es"]) {
  test(`the first load of ${path} transfers at most 120 KB of gzipped JavaScript, no fonts and no admin code`, async ({ page, baseURL }) => {
    const scripts = new Set<string>();
    const fonts: string[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type === "script" || /\.m?js(\?|$)/.test(response.url())) scripts.add(response.url());
      if (type === "font") fonts.push(response.url());
    });
    await page.goto(path, { waitUntil: "networkidle" });

    // Each script again, as a client that accepts only gzip receives it from the server.
    const sizes: { url: string; gzip: number }[] = [];
    for (const url of scripts) {
      const response = await rawRequest(url, { "Accept-Encoding": "gzip" });
      expect(response.status, url).toBe(200);
      sizes.push({ url: new URL(url, baseURL).pathname, gzip: response.body.length });
    }
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const report = sizes.map((s) => `${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.url}`).join("\n");
    test.info().annotations.push({ type: `gzipped JS of ${path}`, description: `${(total / 1024).toFixed(1)} KB\n${report}` });
    console.log(`gzipped JavaScript on the first load of ${path}: ${(total / 1024).toFixed(1)} KB (budget ${budgetBytes / 1024} KB)\n${report}`);

    expect(sizes.length).toBeGreaterThan(0);
    expect(total, report).toBeLessThanOrEqual(budgetBytes);
    expect(fonts, "no web fonts: system fonts only").toEqual([]);
    expect(sizes.filter((s) => /admin/i.test(s.url)), "no admin code on public pages").toEqual([]);
  });
}

test("the chunks every page runs as it hydrates ask the browser to compile them as they download", async ({ page }) => {
  // V8's explicit compile hint (vite.config.ts): without it each function is compiled on the
  // main thread the first time hydration calls it.
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.set(new URL(response.url()).pathname, response.text());
  });
  await page.goto("/es", { waitUntil: "networkidle" });
  await waitForHydration(page);
  const shared = [...scripts.keys()].filter((path) => /\/(framework|rolldown-runtime|root|entry\.client|site)-[\w-]+\.js$/.test(path));
  expect(shared).toHaveLength(5);
  for (const path of shared) expect((await scripts.get(path))!.slice(0, 40), path).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
});

test("the first paint waits until the page's content is parsed, not for its scripts", async ({ request }) => {
  for (const path of ["/", "/es/faqs", "/admin/login"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).toContain('<link rel="expect" href="#content-end" blocking="render"/>');
    const marker = html.indexOf('<span id="content-end" hidden="">');
    // After the page's content (the main region and, on public pages, the footer), before the scripts.
    expect(marker, path).toBeGreaterThan(html.lastIndexOf("</main>"));
    expect(marker, path).toBeGreaterThan(html.lastIndexOf("</footer>"));
    const firstScript = html.slice(html.indexOf("<body")).search(/<script(?! type="application\/ld\+json")/);
    expect(marker, path).toBeLessThan(html.indexOf("<body") + firstScript);
  }
});

test("the home page does not shift its layout while loading, on a slow phone's processor", async ({ page }) => {
  // A slow processor makes the parser yield mid-document: a paint of half a header or half a
  // hero would move as the rest arrives (root.tsx holds the first paint until the content end).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 10 });
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.01);
});

test("the first paint waits for no stylesheet request: the CSS is inlined and applies", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => request.resourceType() === "stylesheet" && stylesheets.push(request.url()));
  await page.goto("/", { waitUntil: "networkidle" });
  expect(stylesheets).toEqual([]);
  expect(await page.locator("style#site-styles").evaluate((style) => style.textContent!.length)).toBeGreaterThan(1000);
  // Tailwind's utilities apply: the body's "antialiased" class (root.tsx) sets font smoothing.
  expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue("-webkit-font-smoothing"))).toBe("antialiased");
});

for (const path of ["/", "/faqs", "/es/services/dockside"]) {
  test(`${path} paints before its scripts run, and they still start before its load event`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const record = window as unknown as { __modulesAtLoad: number; __firstFrame: number; __moduleScriptAdded: number };
      // The first frame: its style, layout and paint follow this callback on the main thread.
      requestAnimationFrame(() => (record.__firstFrame = performance.now()));
      // When the loader adds the module script, which imports the page's modules.
      const watch = new MutationObserver((mutations) => {
        const added = mutations.some((mutation) => [...mutation.addedNodes].some((node) => node instanceof HTMLScriptElement && node.type === "module"));
        if (!added) return;
        record.__moduleScriptAdded = performance.now();
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
      addEventListener("load", () => {
        record.__modulesAtLoad = document.querySelectorAll('script[type="module"]').length;
      });
    });
    const response = await page.goto(path);
    const html = await response!.text();
    // No script is asked for by the HTML itself (app/platform/document/scripts-after-paint.server.ts).
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(await page.evaluate(() => (window as unknown as { __modulesAtLoad: number }).__modulesAtLoad)).toBe(1);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
      return {
        firstFrame: (window as unknown as { __firstFrame: number }).__firstFrame,
        // When the first contentful paint was on screen (the frame's presentation).
        shown: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        moduleScriptAdded: (window as unknown as { __moduleScriptAdded: number }).__moduleScriptAdded,
        started: Object.fromEntries(scripts.map((entry) => [new URL(entry.name).pathname, entry.startTime])),
      };
    });
    // Asked for once the first frame is drawn and on screen, never before.
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstFrame);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.shown);
    // All of the page's modules are asked for then, by the loader's preloads, before the module
    // script that imports them is added: none waits for its importer to arrive and be read.
    // (How long the loader takes depends on the machine's load; this order does not.)
    const modules = JSON.parse(/",(\["\/assets\/[^\]]*\])\)<\/script>/.exec(html)![1]!) as string[];
    expect(modules.length).toBeGreaterThan(3);
    for (const module of modules) expect(timing.started[module], module).toBeLessThanOrEqual(timing.moduleScriptAdded);
    // The hidden image is gone before hydration, which never meets it.
    await expect(page.locator('img[src^="/paint-hold"]')).toHaveCount(0);
    const toggle = page.getByRole("button", { name: /Menu|Menú/ });
    if (await toggle.isVisible()) {
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    }
    expect(errors).toEqual([]);
  });
}

const inlinedCss = (html: string) => /<style id="site-styles">([\s\S]*?)<\/style>/.exec(html)![1]!;

test("public pages inline only the public pages' classes; admin pages are styled with theirs", async ({ page, request }) => {
  const inlinedCssOf = async (path: string) => inlinedCss(await (await request.get(path)).text());
  const publicCss = await inlinedCssOf("/");
  const adminCss = await inlinedCssOf("/admin/login");
  // The sign-in page's column (components/auth-page.tsx) is a class no public page uses.
  expect(adminCss).toContain(".max-w-md{");
  expect(publicCss).not.toContain(".max-w-md{");
  expect(publicCss.length).toBeLessThan(adminCss.length);

  await page.goto("/admin/login");
  const column = page.getByRole("main");
  expect(await column.evaluate((element) => getComputedStyle(element).maxWidth)).toBe("448px");
});

test("the public stylesheet styles every class the public pages use", async ({ request }) => {
  // The admin stylesheet has every class of the app: a class it styles must be styled on a
  // public page too, or the public stylesheet's sources (styles/site.css) miss a file.
  const everyClassCss = inlinedCss(await (await request.get("/admin/login")).text());
  const selectorOf = (className: string) => `.${className.replace(/[^\w-]/g, (c) => `\\${c}`)}`;
  // The whole class name: `.active` must not match the `.active\:bg-x` of an `active:` variant.
  const styles = (css: string, className: string) =>
    new RegExp(`${selectorOf(className).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w\\\\-])`).test(css);
  const paths = ["/", "/services", "/services/dockside", "/why-choose-us", "/contact", "/faqs", "/news", "/sitemap", "/no-such-page"];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const css = inlinedCss(html);
    const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.replaceAll("&amp;", "&").split(/\s+/)));
    const unstyled = [...classes].filter((name) => name && styles(everyClassCss, name) && !styles(css, name));
    expect(unstyled, path).toEqual([]);
  }
});

test("public pages load and hydrate without building an Intl format", async ({ page }) => {
  // The first Intl format a page builds loads the browser's locale data, a long task on a
  // phone (docs/speed-and-search.md): counts and dates are written without it.
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __intlCalls: string[] }).__intlCalls = calls;
    const watch = (owner: object, name: string) => {
      const original = Reflect.get(owner, name) as (...args: unknown[]) => unknown;
      Reflect.set(
        owner,
        name,
        new Proxy(original, {
          apply: (target, self, args) => (calls.push(name), Reflect.apply(target, self, args)),
          construct: (target, args) => (calls.push(name), Reflect.construct(target, args)),
        }),
      );
    };
    for (const name of ["DateTimeFormat", "NumberFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat"])
      watch(Intl, name);
    watch(Number.prototype, "toLocaleString");
    for (const name of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]) watch(Date.prototype, name);
    watch(String.prototype, "localeCompare");
  });
  for (const path of ["/", "/news", "/news/now-hiring-dockside-workers", "/faqs", "/contact", "/es/news", "/es/contact", "/request-staff"]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls), path).toEqual([]);
  }
});
