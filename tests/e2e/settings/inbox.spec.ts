import { randomInt } from "node:crypto";

import type { Browser, Page } from "@playwright/test";

import { readOutbox, waitForMessage } from "../../support/outbox";
import { expect, test, unique } from "../fixtures/staff-page";
import { servers } from "../servers";
import { expectNoAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/public-site";
import { saveSettings } from "../support/settings-form";
import { adminWidths } from "../support/small-screens";
import { expectNoHorizontalScroll, screenshotFor } from "../support/staff-pages";

const NOTIFY = "leads@example.org";
const THANK_YOU = "Thank you for your message! We'll get back to you soon.";
const outboxDir = servers.settings.dataDir;

test.beforeEach(async ({ staffPage }) =>
  saveSettings(staffPage, { inboxEnabled: true, notificationEmail: NOTIFY, retentionDays: 90 }),
);
test.afterEach(async ({ staffPage }) => saveSettings(staffPage));

/** A visitor of their own (no session, an address no other test uses: the rate limit is per address). */
async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    ...options,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: {
      "X-Forwarded-For": `203.0.113.${randomInt(1, 255)}, 10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`,
    },
  });
  return context.newPage();
}

async function fillContactForm(page: Page, name: string, message = "We need five welders\nfor March.") {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill("ann@example.com");
  await page.getByLabel("Company", { exact: true }).fill("Gulf Marine");
  await page.getByLabel("Message", { exact: true }).fill(message);
}

/** Opens /contact and waits until the form is usable and has its fill-time token. */
async function openContact(page: Page) {
  const token = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/contact" && response.request().method() === "GET",
  );
  await page.goto("/contact");
  await waitForHydration(page);
  await token;
}

test("a message is stored, staff are mailed with Reply-To, and the inbox lists it unread", async ({
  staffPage: page,
  browser,
}) => {
  const name = unique("Ann");
  const known = (await readOutbox(outboxDir)).length;
  const guest = await visitor(browser);
  await openContact(guest);
  await expect(guest.getByText("We keep your message to answer it and delete it after 90 days.")).toBeVisible();
  await fillContactForm(guest, name);
  // A person takes longer than the minimum fill time.
  await guest.waitForTimeout(3_200);
  const posted = guest.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/contact",
  );
  await guest.getByRole("button", { name: "Send Message" }).click();
  // The form carries the fill-time token it was given when it became usable.
  expect((await posted).postData()).toMatch(/name="formToken"\r\n\r\n\d{13}\.[\w-]{43}\r\n/);
  await expect(guest.getByRole("status")).toHaveText(THANK_YOU);
  // The three seconds of the thank-you panel, then an empty form again.
  await expect(guest.getByLabel("Name", { exact: true })).toHaveValue("", { timeout: 6_000 });
  await guest.context().close();

  const mail = await waitForMessage(outboxDir, NOTIFY, known);
  expect(mail.header("reply-to")).toBe("ann@example.com");
  expect(mail.header("subject")).toBe(`New message from ${name} (website contact form)`);

  await page.goto("/admin/dashboard");
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  await expect(sidebar.getByRole("link", { name: /^Inbox \d+ unread$/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Contact Inbox" })).toContainText("unread");
  await sidebar.getByRole("link", { name: /^Inbox/ }).click();
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("(unread)");
  await expect(row).toContainText("We need five welders");
  const unread = Number((await sidebar.getByRole("link", { name: /^Inbox/ }).textContent())!.match(/\d+/)![0]);
  await row.getByRole("link", { name }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // The sidebar's count, loaded with the message, already leaves the opened message out.
  await expect(sidebar.getByRole("link", { name: /^Inbox/ })).toHaveAccessibleName(
    unread > 1 ? `Inbox ${unread - 1} unread` : "Inbox",
  );
  await expect(page.getByText("We need five welders\nfor March.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply in my mail app", exact: true })).toHaveAttribute(
    "href",
    /^mailto:ann@example\.com\?subject=/,
  );
  await page.getByRole("button", { name: "Mark as Handled" }).click();
  await expect(page.getByText(/^Handled /)).toBeVisible();
  await page.getByRole("link", { name: "Back to Inbox" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: name })).not.toContainText("(unread)");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Handled");

  await page.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name }).click();
  await page.getByRole("link", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete this message?" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.getByRole("link", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete Message" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?deleted=1$/);
  await expect(page.getByText("The message was deleted.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
});

test("the honeypot and a too-fast submission send messages to Spam, with no mail", async ({
  staffPage: page,
  browser,
}) => {
  const robot = unique("Robot");
  const hasty = unique("Hasty");
  const known = (await readOutbox(outboxDir)).length;

  const bot = await visitor(browser);
  await openContact(bot);
  await fillContactForm(bot, robot);
  // What a form-filling robot does: fill in every field, the hidden one too.
  await bot.locator('input[name="website"]').fill("https://cheap-pills.example", { force: true });
  await bot.waitForTimeout(3_200);
  await bot.getByRole("button", { name: "Send Message" }).click();
  // Spam is not told it is spam.
  await expect(bot.getByRole("status")).toHaveText(THANK_YOU);
  await bot.context().close();

  // Sent at once with the token the form receives when it becomes usable (as a script
  // would; a person filling the form takes longer than the three seconds).
  const fast = await visitor(browser);
  await fast.goto("/contact");
  const { token } = (await (await fast.request.get("/api/contact")).json()) as { token: string };
  const sent = await fast.request.post("/api/contact", {
    form: { name: hasty, email: "hasty@example.com", phone: "", company: "", message: "Quick!", formToken: token },
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(await sent.json()).toEqual({ ok: true });
  await fast.context().close();

  await page.goto("/admin/inbox");
  await expect(page.getByRole("listitem").filter({ hasText: robot })).toHaveCount(0);
  await page.getByRole("link", { name: /^Spam/ }).click();
  await expect(page.getByRole("row").filter({ hasText: robot })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: hasty })).toBeVisible();
  await page.getByRole("row").filter({ hasText: robot }).getByRole("link", { name: robot }).click();
  await expect(page.getByText("Judged as spam: it filled in a field people never see.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Spam" })).toBeVisible();
  const mails = (await readOutbox(outboxDir)).slice(known).map((mail) => mail.header("subject") ?? "");
  expect(mails.filter((subject) => subject.includes(robot) || subject.includes(hasty))).toEqual([]);
});

test("over 5 messages in 10 minutes from one address, the rest go to Spam without mail", async ({
  staffPage: page,
  browser,
}) => {
  const sender = unique("Busy");
  const known = (await readOutbox(outboxDir)).length;
  const guest = await visitor(browser);
  await guest.goto("/contact");
  const origin = new URL(test.info().project.use.baseURL!).origin;
  for (let i = 1; i <= 6; i++) {
    const response = await guest.request.post("/api/contact", {
      form: { name: `${sender} ${i}`, email: "busy@example.com", phone: "", company: "", message: `Message ${i}` },
      headers: { Origin: origin },
    });
    expect(response.status()).toBe(200);
  }
  await guest.context().close();
  await page.goto("/admin/inbox?tab=spam");
  await expect(page.getByRole("row").filter({ hasText: `${sender} 6` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: sender })).toHaveCount(1);
  await expect
    .poll(
      async () =>
        (await readOutbox(outboxDir)).slice(known).filter((mail) => mail.header("subject")?.includes(sender)).length,
    )
    .toBe(5);
});

test("without JavaScript the form posts the message, and the visitor is thanked", async ({
  staffPage: page,
  browser,
}) => {
  const name = unique("NoScript");
  const guest = await visitor(browser, { javaScriptEnabled: false });
  await guest.goto("/contact");
  await fillContactForm(guest, name);
  await guest.getByRole("button", { name: "Send Message" }).click();
  await expect(guest.getByText(THANK_YOU)).toBeVisible();
  await guest.context().close();
  await page.goto("/admin/inbox");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("(unread)");
});

test("without JavaScript, a refused field comes back with its message and what was typed", async ({ browser }) => {
  const guest = await visitor(browser, { javaScriptEnabled: false });
  await guest.goto("/contact");
  await fillContactForm(guest, "Ann Lee");
  await guest.getByLabel("Email", { exact: true }).fill("ann@");
  await guest.getByRole("button", { name: "Send Message" }).click();
  await expect(guest.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  await expect(guest.getByLabel("Name", { exact: true })).toHaveValue("Ann Lee");
  await guest.context().close();
});

test("when the server cannot take the message the visitor is told so, with the phone numbers", async ({ browser }) => {
  const guest = await visitor(browser);
  await openContact(guest);
  await guest.route("**/api/contact", (route) =>
    route.request().method() === "POST" ? route.abort("connectionfailed") : route.continue(),
  );
  await fillContactForm(guest, "Ann Lee");
  await guest.getByRole("button", { name: "Send Message" }).click();
  const alert = guest.getByRole("alert");
  await expect(alert).toContainText("Your message could not be sent");
  await expect(alert.getByRole("link", { name: "(337) 555-0142" })).toHaveAttribute("href", "tel:+13375550142");
  await expect(guest.getByText(THANK_YOU)).toHaveCount(0);
  // Nothing typed is lost.
  await expect(guest.getByLabel("Name", { exact: true })).toHaveValue("Ann Lee");
  await guest.context().close();
});

/** A message in the inbox as the contact form delivers it, from an address of its own (the rate limit is per address). */
async function receiveMessage(page: Page, name: string, email: string, message = "Do you have welders for March?") {
  const response = await page.request.post("/api/contact", {
    form: { name, email, phone: "", company: "Gulf Marine", message },
    headers: {
      Origin: new URL(test.info().project.use.baseURL!).origin,
      "X-Forwarded-For": `198.18.${randomInt(0, 255)}.${randomInt(1, 255)}`,
    },
  });
  expect(response.status()).toBe(200);
}

async function openFromInbox(page: Page, name: string, query = "") {
  await page.goto(`/admin/inbox${query}`);
  await page.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("staff reply from the message: the mail goes to the sender with Reply-To, the reply is kept and the message handled", async ({
  staffPage: page,
}) => {
  const name = unique("Reply");
  const email = `reply-${randomInt(1, 1_000_000)}@example.com`;
  await receiveMessage(page, name, email);
  await openFromInbox(page, name);
  await expect(page.getByRole("link", { name: "Reply in my mail app", exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${email.replace(".", "\\.")}\\?subject=`),
  );
  const form = page.getByRole("region", { name: "Reply" });
  await expect(form.getByLabel("To", { exact: true })).toHaveValue(email);
  await expect(form.getByLabel("To", { exact: true })).not.toBeEditable();
  await expect(form.getByLabel("Subject", { exact: true })).toHaveValue(/^re: Your message to /);

  // Nothing to send yet: said at the field, nothing sent.
  const known = (await readOutbox(outboxDir)).length;
  await form.getByRole("button", { name: "Send Reply" }).click();
  await expect(form.getByLabel("Message", { exact: true })).toHaveAccessibleDescription("Message is required");
  await form.getByLabel("Subject", { exact: true }).fill("re: Welders for March");
  await form.getByLabel("Message", { exact: true }).fill("Yes, we have five welders.\nWe will call you today.");
  await form.getByRole("button", { name: "Send Reply" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Your reply was sent." })).toBeVisible();
  await expect(page.getByText(/^Handled by Administrator on /)).toBeVisible();
  const replies = page.getByRole("region", { name: "Replies" });
  await expect(replies).toContainText("Sent by Administrator on ");
  await expect(replies).toContainText("re: Welders for March");
  await expect(replies.getByText("Yes, we have five welders.\nWe will call you today.")).toBeVisible();
  // The form is empty again for the next reply.
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue("");
  await expect(page.getByRole("button", { name: "Mark as Not Handled" })).toBeVisible();

  const mail = await waitForMessage(outboxDir, email, known);
  expect(mail.header("subject")).toBe("re: Welders for March");
  expect(mail.header("reply-to")).toBe(NOTIFY);
  expect(mail.part("text/plain")!.body).toContain("Yes, we have five welders.\r\nWe will call you today.");
  expect((await readOutbox(outboxDir)).slice(known)).toHaveLength(1);

  await expectNoAxeViolations(page);
  for (const width of adminWidths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "inbox-reply");
  }

  await page.getByRole("link", { name: "Back to Inbox" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Handled");
});

test("'Not handled' lists what is left to answer; 'Previous' and 'Next' walk the list it was opened from", async ({
  staffPage: page,
}) => {
  const prefix = unique("Walk");
  const [oldest, middle, newest] = ["One", "Two", "Three"].map((n) => `${prefix} ${n}`);
  for (const name of [oldest!, middle!, newest!]) await receiveMessage(page, name, "walk@example.com");
  await openFromInbox(page, middle!);
  await page.getByRole("button", { name: "Mark as Handled" }).click();
  await expect(page.getByText(/^Handled by /)).toBeVisible();

  // The whole Inbox: the newest message has nothing above it.
  await openFromInbox(page, newest!);
  const steps = page.getByRole("navigation", { name: "Previous and next" });
  await expect(steps.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await steps.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 1, name: middle })).toBeVisible();
  await steps.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 1, name: oldest })).toBeVisible();
  await steps.getByRole("link", { name: "Previous" }).click();
  await expect(page.getByRole("heading", { level: 1, name: middle })).toBeVisible();

  // 'Not handled': the handled one is left out of the list, and out of Previous and Next.
  await page.goto("/admin/inbox");
  await page.getByRole("navigation", { name: "Filter" }).getByRole("link", { name: "Not handled" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?status=not-handled$/);
  await expect(page.getByRole("link", { name: "Not handled" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("listitem").filter({ hasText: newest })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: oldest })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: middle })).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const width of adminWidths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "inbox-not-handled");
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("listitem").filter({ hasText: newest }).getByRole("link", { name: newest }).click();
  await expect(page).toHaveURL(/\?status=not-handled$/);
  await steps.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 1, name: oldest })).toBeVisible();
  await page.getByRole("link", { name: "Back to Inbox" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?status=not-handled$/);
  await page.getByRole("link", { name: "All", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: middle })).toBeVisible();
});

test("without JavaScript the 'Not handled' filter and 'Send Reply' work, and a refused reply keeps the draft", async ({
  browser,
  staffPage,
}) => {
  const name = unique("NoScript Reply");
  const email = `noscript-${randomInt(1, 1_000_000)}@example.com`;
  await receiveMessage(staffPage, name, email);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  await context.addCookies(await staffPage.context().cookies());
  const page = await context.newPage();
  await page.goto("/admin/inbox");
  await page.getByRole("link", { name: "Not handled" }).click();
  await openFromInbox(page, name, "?status=not-handled");
  await page.getByLabel("Subject", { exact: true }).fill("");
  await page.getByLabel("Message", { exact: true }).fill("Kept when refused.");
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByLabel("Subject", { exact: true })).toHaveAccessibleDescription("Subject is required");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Kept when refused.");
  await page.getByLabel("Subject", { exact: true }).fill("re: Your message");
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText("Your reply was sent.")).toBeVisible();
  await expect(page).toHaveURL(/\?status=not-handled&replied=1$/);
  await expect(page.getByRole("region", { name: "Replies" })).toContainText("Kept when refused.");
  await context.close();
});
