import { expect, test, type Page } from "@playwright/test";
import { defaultAgency as agency } from "../support/default-identity";
import { holdScripts, waitForHydration } from "../support/public-site";

const THANK_YOU = "Thank you for your message! We'll get back to you soon.";

async function openContactPage(page: Page) {
  await page.goto("/contact");
  await waitForHydration(page);
  // React Router asks for the routes of the links on the page (/__manifest) after hydration:
  // let that finish, so requests recorded later are the form's own.
  await page.waitForLoadState("networkidle");
}

test("the contact page shows the form and the agency's details", async ({ page }) => {
  await openContactPage(page);
  await expect(page).toHaveTitle(`Contact Us | ${agency.name}`);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible();
  for (const label of ["Name", "Email", "Phone", "Company", "Message"]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "6");
  for (const label of ["Name", "Email", "Message"]) await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required");
  for (const label of ["Phone", "Company"]) await expect(page.getByLabel(label, { exact: true })).not.toHaveAttribute("required");

  const main = page.getByRole("main");
  for (const phone of agency.phones) {
    await expect(main.getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.e164}`);
  }
  await expect(main.getByRole("link", { name: agency.email })).toHaveAttribute("href", `mailto:${agency.email}`);
  await expect(main).toContainText("Sulphur, LA");
  await expect(main).toContainText("Mon-Fri");
  await expect(main).toContainText("8:00 AM-5:00 PM");
  await expect(main).toContainText("Sat-Sun");
  await expect(main).toContainText("Closed");
});

test("required fields and the email format are checked, each message tied to its field", async ({ page }) => {
  await openContactPage(page);
  await page.getByRole("button", { name: "Send Message" }).click();

  const name = page.getByLabel("Name", { exact: true });
  const email = page.getByLabel("Email", { exact: true });
  const message = page.getByLabel("Message", { exact: true });
  await expect(name).toHaveAccessibleDescription("Name is required");
  await expect(email).toHaveAccessibleDescription("Email is required");
  await expect(message).toHaveAccessibleDescription("Message is required");
  for (const field of [name, email, message]) await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Phone", { exact: true })).not.toHaveAttribute("aria-invalid");
  await expect(name).toBeFocused();

  await name.fill("Ann Lee");
  await email.fill("ann@example");
  await message.fill("We need five welders.");
  await expect(name).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("Name is required")).toHaveCount(0);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(email).toBeFocused();
  await expect(page.getByText(THANK_YOU)).toHaveCount(0);
});

test("a valid message is thanked for 3 seconds, then the form comes back empty, and nothing is sent", async ({ page }) => {
  await page.clock.install();
  await openContactPage(page);
  const requests: string[] = [];
  page.on("request", (request) => {
    // React Router's lazy route discovery (GET /__manifest?paths=...) may fire whenever links
    // render; it carries no form data. Every other request counts.
    if (request.method() === "GET" && new URL(request.url()).pathname === "/__manifest") return;
    requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`);
  });

  await page.getByLabel("Name", { exact: true }).fill("Ann Lee");
  await page.getByLabel("Email", { exact: true }).fill("ann@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("(337) 555-0100");
  await page.getByLabel("Company", { exact: true }).fill("Gulf Marine");
  await page.getByLabel("Message", { exact: true }).fill("We need five welders\nfor March.");
  // From here on, time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole("button", { name: "Send Message" }).click();

  const status = page.getByRole("status");
  await expect(status).toHaveText(THANK_YOU);
  await expect(page.getByLabel("Name", { exact: true })).toHaveCount(0);

  await page.clock.runFor(2_900);
  await expect(status).toHaveText(THANK_YOU);

  await page.clock.runFor(200);
  await expect(page.getByText(THANK_YOU)).toHaveCount(0);
  for (const label of ["Name", "Email", "Phone", "Company", "Message"]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
  }
  await expect(page.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid");
  expect(requests).toEqual([]);
  await expect(page).toHaveURL(/\/contact$/);
});

test("what is typed before the page hydrates is kept, checked and sent as it shows", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Name", { exact: true }).fill("Ann Lee");
  await page.getByLabel("Email", { exact: true }).fill("ann@example.com");
  await page.getByLabel("Message", { exact: true }).fill("We need five welders.");
  release();
  await waitForHydration(page);
  // A render after hydration (here, the message asked of a field) leaves the typing in place.
  await page.getByLabel("Email", { exact: true }).fill("ann@");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Ann Lee");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("We need five welders.");
  await expect(page.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid");
  await page.getByLabel("Email", { exact: true }).fill("ann@example.com");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText(THANK_YOU);
});
