import { expect, test } from "../fixtures/staff-page";
import { seededStaffRequests } from "../fixtures/staff-requests";

const { handled, spam } = seededStaffRequests;

test("a staff request is listed unread, shown whole, handled and deleted, each change logged", async ({
  staffPage: page,
}) => {
  await page.goto("/admin/dashboard");
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  // The sidebar's count adds unread staff requests to unread messages.
  await expect(sidebar.getByRole("link", { name: /^Inbox \d+ unread$/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Contact Inbox" })).toContainText(/\d+ unread staff requests?/);

  await sidebar.getByRole("link", { name: /^Inbox/ }).click();
  const folders = page.getByRole("navigation", { name: "Inbox folders" });
  await folders.getByRole("link", { name: /^Staff Requests \d+ unread$/ }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?tab=requests$/);
  const table = page.getByRole("region", { name: "Staff requests" });
  await expect(table.getByRole("columnheader")).toHaveText(["Company", "Contact", "Workers", "Start Date", "Received"]);
  const row = table.getByRole("row").filter({ hasText: handled.company });
  await expect(row.getByRole("cell")).toHaveText([
    `${handled.company} (unread)`,
    /^Dana Broussarddana@bayou\.example\(337\) 555-0199$/,
    "44",
    "Dec 7, 2026",
    /2026/,
  ]);
  await row.getByRole("link", { name: `${handled.company} (unread)` }).click();

  await expect(page.getByRole("heading", { level: 1, name: handled.company })).toBeVisible();
  const order = page.getByRole("region", { name: "The order" });
  for (const [term, value] of [
    ["Positions Needed", "40 warehouse associates\n4 forklift operators"],
    ["Number of Workers", "44"],
    ["Category", "Light Industrial"],
    ["Start Date", "Monday, December 7, 2026"],
    ["Duration", "1-6 months"],
    ["Shift", "Nights, 6 PM-6 AM"],
    ["Work Location", "Lake Charles, LA"],
    ["Pay Rate", "$16-$18 an hour"],
  ]) {
    await expect(order.getByRole("term").filter({ hasText: term })).toBeVisible();
    await expect(order.getByRole("definition").filter({ hasText: value! })).toBeVisible();
  }
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact).toContainText("Dana Broussard");
  await expect(contact).toContainText("English");
  await expect(page.getByRole("region", { name: "Details" })).toContainText(
    "Steel-toe boots required.\nForklift certificates preferred.",
  );
  await expect(page.getByRole("link", { name: "Reply", exact: true })).toHaveAttribute(
    "href",
    /^mailto:dana@bayou\.example\?subject=Re%3A%20your%20staff%20request%20to%20/,
  );
  await expect(page.getByRole("link", { name: "Call", exact: true })).toHaveAttribute("href", "tel:+13375550199");

  await page.getByRole("button", { name: "Mark as Handled" }).click();
  await expect(page.getByText(/^Handled /)).toBeVisible();
  await page.getByRole("link", { name: "Back to Staff Requests" }).click();
  const listed = page.getByRole("row").filter({ hasText: handled.company });
  await expect(listed).not.toContainText("(unread)");
  await expect(listed).toContainText("Handled");

  await listed.getByRole("link", { name: handled.company }).click();
  await page.getByRole("link", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete this staff request?" })).toBeVisible();
  await page.getByRole("button", { name: "Delete Request" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?tab=requests&deleted=1$/);
  await expect(page.getByText("The staff request was deleted.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: handled.company })).toHaveCount(0);

  await page.goto("/admin/activity");
  const log = page.getByRole("region", { name: "Activity" });
  await expect(log.getByRole("row").filter({ hasText: "Staff request marked handled" }).first()).toContainText(
    "Staff request “44 workers from 2026-12-07”",
  );
  await expect(log.getByRole("row").filter({ hasText: "Staff request deleted" }).first()).toBeVisible();
  // The log names no person and no company.
  await expect(log).not.toContainText(handled.company);
  await expect(log).not.toContainText("Dana Broussard");
});

test("a request marked as spam waits in Spam with its Type, and comes back with Not Spam", async ({
  staffPage: page,
}) => {
  await page.goto("/admin/inbox?tab=requests");
  await page.getByRole("row").filter({ hasText: spam.company }).getByRole("link", { name: spam.company }).click();
  await page.getByRole("button", { name: "Mark as Spam" }).click();
  await expect(page.getByText("Judged as spam: staff marked it as spam.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Spam" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?tab=spam$/);
  const table = page.getByRole("region", { name: "Spam" });
  await expect(table.getByRole("columnheader")).toHaveText(["Type", "From", "Summary", "Received"]);
  const row = table.getByRole("row").filter({ hasText: spam.email });
  await expect(row.getByRole("cell").first()).toHaveText("Staff request");
  await expect(row).toContainText("40 warehouse associates");
  await row.getByRole("link", { name: "Dana Broussard" }).click();
  await page.getByRole("button", { name: "Not Spam" }).click();
  await expect(page.getByRole("link", { name: "Back to Staff Requests" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Staff Requests" }).click();
  await expect(page.getByRole("row").filter({ hasText: spam.company })).toHaveCount(1);
});
