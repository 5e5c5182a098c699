import { randomInt } from "node:crypto";

import type { Browser, Page } from "@playwright/test";

import { agencyToday } from "~/platform/format/agency-time";

import { readOutbox, waitForMessage } from "../../support/outbox";
import { expect, test, unique } from "../fixtures/staff-page";
import { servers } from "../servers";
import { expectNoAxeViolations } from "../support/axe";
import { holdRequests, waitForHydration } from "../support/public-site";
import { countRendersPerCommit } from "../support/react-renders";
import { saveSettings } from "../support/settings-form";
import { expectNoHorizontalScroll, screenshotFor } from "../support/staff-pages";

const NOTIFY = "orders@example.org";
const outboxDir = servers.settings.dataDir;
const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

test.beforeEach(async ({ staffPage }) => saveSettings(staffPage, { inboxEnabled: true, notificationEmail: NOTIFY }));
test.afterEach(async ({ staffPage }) => saveSettings(staffPage));

/** An employer of their own (no session, an address no other test uses: the rate limit is per address). */
async function employer(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    ...options,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${randomInt(1, 255)}, 10.0.0.${randomInt(1, 255)}` },
  });
  return context.newPage();
}

async function fillRequest(page: Page, company: string, labels = english) {
  await page.getByLabel(labels.company, { exact: true }).fill(company);
  await page.getByLabel(labels.name, { exact: true }).fill("Dana Broussard");
  await page.getByLabel(labels.email, { exact: true }).fill("dana@bayou.example");
  await page.getByLabel(labels.phone, { exact: true }).fill("(337) 555-0199");
  await page.getByLabel(labels.positions, { exact: true }).fill("20 warehouse associates, 2 forklift operators");
  await page.getByLabel(labels.workers, { exact: true }).fill("22");
  await page.getByLabel(labels.category, { exact: true }).selectOption("light-industrial");
  await page.getByLabel(labels.startDate, { exact: true }).fill(nextWeek);
  await page.getByLabel(labels.duration, { exact: true }).selectOption("1-6-months");
  await page.getByLabel(labels.location, { exact: true }).fill("Sulphur, LA");
}

const english = {
  company: "Company",
  name: "Your Name",
  email: "Email",
  phone: "Phone",
  positions: "Positions Needed",
  workers: "Number of Workers",
  category: "Category",
  startDate: "Start Date",
  duration: "Duration",
  location: "Work Location",
};
const spanish = {
  company: "Empresa",
  name: "Su nombre",
  email: "Correo electrónico",
  phone: "Teléfono",
  positions: "Puestos requeridos",
  workers: "Número de trabajadores",
  category: "Categoría",
  startDate: "Fecha de inicio",
  duration: "Duración",
  location: "Lugar de trabajo",
};

test("with the inbox off there is no page and no link to it", async ({ staffPage, browser }) => {
  await saveSettings(staffPage);
  const guest = await employer(browser);
  expect((await guest.goto("/request-staff"))!.status()).toBe(404);
  expect((await guest.goto("/es/request-staff"))!.status()).toBe(404);
  for (const path of ["/", "/contact", "/services", "/services/dockside"]) {
    await guest.goto(path);
    await expect(guest.locator('a[href$="/request-staff"]')).toHaveCount(0);
  }
  expect(await (await guest.request.get("/sitemap.xml")).text()).not.toContain("/request-staff");
  await guest.context().close();
});

test("the site links to it while the inbox is on", async ({ browser }) => {
  const guest = await employer(browser);
  const sitemap = await (await guest.request.get("/sitemap.xml")).text();
  for (const path of ["/request-staff", "/es/request-staff"]) expect(sitemap).toContain(`${path}</loc>`);
  await guest.goto("/");
  const hire = guest.getByRole("main").locator("div").filter({ hasText: "Tell us about your staffing needs" }).last();
  await expect(hire.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(hire.getByRole("link", { name: "Request Staff" })).toHaveAttribute("href", "/request-staff");
  await guest.goto("/contact");
  await expect(guest.getByText("Need workers? Request Staff")).toBeVisible();
  await guest.goto("/services");
  await expect(guest.getByRole("main").getByRole("link", { name: "Request Staff" })).toBeVisible();
  await guest.goto("/services/dockside");
  const why = guest.getByRole("region", { name: "Why Choose Us" });
  await expect(why.getByRole("link", { name: "Request Staff" })).toHaveAttribute("href", "/request-staff");
  const footer = guest.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Request Staff" }).click();
  await expect(guest.getByRole("heading", { level: 1, name: "Request Staff" })).toBeVisible();
  await guest.context().close();
});

test("a request is stored, mailed to staff with Reply-To the employer, and listed unread", async ({
  staffPage: page,
  browser,
}) => {
  const company = unique("Bayou Freight");
  const known = (await readOutbox(outboxDir)).length;
  const guest = await employer(browser);
  const token = guest.waitForResponse((response) => new URL(response.url()).pathname === "/api/contact");
  await guest.goto("/request-staff");
  await waitForHydration(guest);
  await token;
  await expect(guest.getByLabel("Company", { exact: true })).toHaveAttribute("autocomplete", "organization");
  await expect(guest.getByLabel("Phone", { exact: true })).toHaveAttribute("autocomplete", "tel");
  // Checked in the browser first: the messages show without a round trip.
  await guest.getByRole("button", { name: "Send Request" }).click();
  await expect(guest.getByText("Company is required")).toBeVisible();
  await expect(guest.getByLabel("Company", { exact: true })).toBeFocused();
  await fillRequest(guest, company);
  await guest.getByLabel("Start Date", { exact: true }).fill("2020-01-01");
  await guest.getByRole("button", { name: "Send Request" }).click();
  await expect(guest.getByText("Start Date cannot be in the past")).toBeVisible();
  await guest.getByLabel("Start Date", { exact: true }).fill(nextWeek);
  await expect(guest.getByText("Start Date cannot be in the past")).toHaveCount(0);
  // A person takes longer than the minimum fill time.
  await guest.waitForTimeout(3_200);
  await guest.getByRole("button", { name: "Send Request" }).click();
  await expect(guest.getByRole("heading", { name: "Request Received" })).toBeVisible();
  await expect(guest.getByText("We'll call you within one business day.")).toBeVisible();
  await guest.context().close();

  const mail = await waitForMessage(outboxDir, NOTIFY, known);
  expect(mail.header("subject")).toBe(`Staff request: ${company} - 22 workers`);
  expect(mail.header("reply-to")).toBe("dana@bayou.example");

  await page.goto("/admin/inbox?tab=requests");
  await expect(page.getByRole("row").filter({ hasText: company })).toContainText("(unread)");
});

test("once hydrated, the page renders again only the start date and the spam checks", async ({ browser }) => {
  const guest = await employer(browser);
  const rendersPerCommit = await countRendersPerCommit(guest);
  // Without React Router's discovery of the links' routes, whose answer renders the whole page again.
  await guest.route(
    (url) => url.pathname === "/__manifest",
    (route) => route.abort(),
  );
  const token = guest.waitForResponse((response) => new URL(response.url()).pathname === "/api/contact");
  await guest.goto("/request-staff");
  await waitForHydration(guest);
  await token;
  // The server leaves the earliest start date out (a cached page may be a day old); the browser sets it.
  await expect(guest.getByLabel("Start Date", { exact: true })).toHaveAttribute("min", agencyToday());
  await expect.poll(async () => (await rendersPerCommit()).length).toBeGreaterThanOrEqual(3);
  const [hydration, ...after] = await rendersPerCommit();
  expect(hydration).toBeGreaterThan(50);
  // 'Start Date' with its label and message (and the Spanish offer, empty here), then the spam checks.
  for (const rendered of after) expect(rendered).toBeLessThanOrEqual(6);
  await guest.context().close();
});

test("sent before its checks have come, the form waits for them; if they cannot come, the server checks it", async ({
  browser,
}) => {
  // The checks (with zod) load once the page runs: held here, then refused.
  const isChecks = (url: URL) => url.pathname.startsWith("/assets/staff-request-checks-");
  const guest = await employer(browser);
  const release = await holdRequests(guest, isChecks);
  const posts: string[] = [];
  guest.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await guest.goto("/request-staff", { waitUntil: "domcontentloaded" });
  await waitForHydration(guest);
  await guest.getByRole("button", { name: "Send Request" }).click();
  release();
  await expect(guest.getByText("Company is required", { exact: true })).toBeVisible();
  await expect(guest.getByLabel("Company", { exact: true })).toBeFocused();
  expect(posts).toEqual([]);
  await guest.context().close();

  const offline = await employer(browser);
  await offline.route(isChecks, (route) => route.abort());
  await offline.goto("/request-staff");
  await waitForHydration(offline);
  await offline.getByRole("button", { name: "Send Request" }).click();
  await expect(offline.getByText("Company is required", { exact: true })).toBeVisible();
  await expect(offline.getByText("Start Date is required", { exact: true })).toBeVisible();
  await offline.context().close();
});

test("without JavaScript every message comes back under its field, then the request is sent", async ({
  staffPage: page,
  browser,
}) => {
  const company = unique("NoScript Marine");
  const guest = await employer(browser, { javaScriptEnabled: false });
  await guest.goto("/request-staff");
  await expect(guest.getByLabel("Start Date", { exact: true })).not.toHaveAttribute("min");
  await guest.getByRole("button", { name: "Send Request" }).click();
  for (const message of [
    "Company is required",
    "Your Name is required",
    "Email is required",
    "Phone is required",
    "Positions Needed is required",
    "Number of Workers is required",
    "Start Date is required",
  ])
    await expect(guest.getByText(message, { exact: true })).toBeVisible();
  await fillRequest(guest, company);
  await guest.getByLabel("Email", { exact: true }).fill("dana@");
  await guest.getByLabel("Number of Workers", { exact: true }).fill("0");
  await guest.getByRole("button", { name: "Send Request" }).click();
  await expect(guest.getByText("Please enter a valid email address")).toBeVisible();
  await expect(guest.getByText("Number of Workers must be a whole number from 1 to 999")).toBeVisible();
  // What was typed comes back.
  await expect(guest.getByLabel("Company", { exact: true })).toHaveValue(company);
  await guest.getByLabel("Email", { exact: true }).fill("dana@bayou.example");
  await guest.getByLabel("Number of Workers", { exact: true }).fill("22");
  await guest.getByRole("button", { name: "Send Request" }).click();
  await expect(guest.getByRole("heading", { name: "Request Received" })).toBeVisible();
  await guest.context().close();
  await page.goto("/admin/inbox?tab=requests");
  await expect(page.getByRole("row").filter({ hasText: company })).toBeVisible();
});

test("in Spanish, the page speaks Spanish and staff see 'Language: Spanish'", async ({ staffPage: page, browser }) => {
  const company = unique("Astillero");
  await saveSettings(page, {
    inboxEnabled: true,
    notificationEmail: NOTIFY,
    requestReceivedMessageEs: "Le llamaremos mañana.",
  });
  const guest = await employer(browser, { javaScriptEnabled: false });
  await guest.goto("/es/request-staff");
  await expect(guest.locator("html")).toHaveAttribute("lang", "es");
  await expect(guest.getByRole("heading", { level: 1, name: "Solicitar personal" })).toBeVisible();
  await guest.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(guest.getByText("El campo Empresa es obligatorio")).toBeVisible();
  await fillRequest(guest, company, spanish);
  await guest.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(guest.getByRole("heading", { name: "Solicitud recibida" })).toBeVisible();
  await expect(guest.getByText("Le llamaremos mañana.")).toBeVisible();
  await guest.context().close();
  await page.goto("/admin/inbox?tab=requests");
  await page.getByRole("row").filter({ hasText: company }).getByRole("link").click();
  await expect(page.getByRole("region", { name: "Contact" })).toContainText("Spanish");
});

test("the page, its messages and its success pass axe at 375, 768 and 1280 px", async ({ browser }) => {
  // Nine axe runs: seconds each on a busy two-core machine.
  test.setTimeout(120_000);
  for (const width of [375, 768, 1280]) {
    // axe runs in the page: with JavaScript. (Sent sooner than a person would, these land in Spam.)
    const guest = await employer(browser);
    await guest.setViewportSize({ width, height: 900 });
    await guest.goto("/request-staff");
    await waitForHydration(guest);
    await expectNoAxeViolations(guest);
    await expectNoHorizontalScroll(guest);
    await screenshotFor(guest, "request-staff");
    await guest.getByRole("button", { name: "Send Request" }).click();
    await expect(guest.getByText("Company is required")).toBeVisible();
    await expectNoAxeViolations(guest);
    await fillRequest(guest, unique(`Axe ${width}`));
    await guest.getByRole("button", { name: "Send Request" }).click();
    await expect(guest.getByRole("heading", { name: "Request Received" })).toBeVisible();
    await expectNoAxeViolations(guest);
    await screenshotFor(guest, "request-staff-received");
    await guest.context().close();
  }
});
