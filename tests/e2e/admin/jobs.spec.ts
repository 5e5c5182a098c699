import type { Locator, Page } from "@playwright/test";

import { answerNextDialog, expect, test, unique } from "../fixtures/staff-page";

/*
 * The job admin as staff use it: create, edit, copy, close, reopen and delete a job, and
 * the messages under the fields when something is wrong (issue 25).
 */

function jobRow(page: Page, title: string): Locator {
  return page.getByRole("row").filter({ has: page.getByText(title, { exact: true }) });
}

async function openNewJobForm(page: Page) {
  await page.goto("/admin/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Jobs" })).toBeVisible();
  await page.getByRole("button", { name: "Add New Job" }).click();
  await expect(page.getByRole("heading", { name: "Create New Job" })).toBeVisible();
}

async function fillRequired(page: Page, title: string) {
  await page.getByLabel("Job Title", { exact: true }).fill(title);
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Dockside" });
  await page.getByLabel("Employment Type").selectOption({ label: "Temporary" });
  await page.getByLabel("City", { exact: true }).fill("Sulphur");
  await page.getByLabel("State", { exact: true }).selectOption("LA");
  await page.getByLabel("Description", { exact: true }).fill("Load and unload ships.");
}

test("the job form has the issue's fields and the Spanish section", async ({ staffPage: page }) => {
  await openNewJobForm(page);
  const labels = [
    "Job Title",
    "Category",
    "Employment Type",
    "Hours",
    "City",
    "State",
    "ZIP Code",
    "Pay From",
    "Pay To",
    "Pay Period",
    "Shift",
    "Openings",
    "Description",
    "Requirements",
    "Client Name",
    "Show the client's name on the site",
    "Reference Number",
    "Closes On",
    "Published",
    "Job Title (Spanish)",
    "Description (Spanish)",
    "Requirements (Spanish)",
  ];
  for (const label of labels) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  await expect(page.getByRole("group", { name: "Español" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Screening Questions" })).toBeVisible();
  await expect(page.getByLabel("Openings")).toHaveValue("1");
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("LA");
});

test("every rule says what is wrong under its field, and nothing is saved", async ({ staffPage: page }) => {
  await openNewJobForm(page);
  await page.getByRole("button", { name: "Save Job" }).click();
  for (const message of [
    "Job Title is required",
    "Choose a Category",
    "Choose an Employment Type",
    "City is required",
    "Description is required",
  ])
    await expect(page.getByText(message)).toBeVisible();

  const title = unique("Crane Operator");
  await fillRequired(page, title);
  await page.getByLabel("Employment Type").selectOption({ label: "Direct Hire" });
  await page.getByLabel("Pay From").fill("20");
  await page.getByLabel("Pay To").fill("18");
  await page.getByLabel("Question 1").fill("Do you hold a valid CDL-A?");
  await page.getByRole("button", { name: "Save Job" }).click();
  for (const message of [
    "Choose the Hours of a Direct Hire job",
    "Pay To must not be less than Pay From",
    "Choose per hour or per year for the pay given",
    "Choose the answer that qualifies",
  ])
    await expect(page.getByText(message)).toBeVisible();

  // What only the server knows: the ZIP dataset places 77002 in Texas.
  await page.getByLabel("Employment Type").selectOption({ label: "Temporary" });
  await page.getByLabel("Pay To").fill("");
  await page.getByLabel("Pay Period").selectOption({ label: "per hour" });
  await page.getByLabel("Answer that qualifies 1").selectOption({ label: "Yes" });
  await page.getByLabel("ZIP Code").fill("77002");
  await page.getByRole("button", { name: "Save Job" }).click();
  await expect(page.getByText("ZIP Code 77002 is in TX: check the ZIP Code or the State")).toBeVisible();
  await expect(page.getByLabel("ZIP Code")).toHaveAttribute("aria-invalid", "true");

  await page.goto("/admin/jobs");
  await expect(page.getByText(title)).toHaveCount(0);
});

test("create, edit, copy, close, reopen and delete a job", async ({ staffPage: page }) => {
  const title = unique("Forklift Operator");
  await openNewJobForm(page);
  await fillRequired(page, title);
  await page.getByLabel("ZIP Code").fill("70663");
  await page.getByLabel("Pay From").fill("16");
  await page.getByLabel("Pay To").fill("18.50");
  await page.getByLabel("Pay Period").selectOption({ label: "per hour" });
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save Job" }).click();
  await expect(page.getByRole("heading", { name: "Create New Job" })).toBeHidden();

  const row = jobRow(page, title);
  await expect(row).toContainText("Spanish: missing");
  await expect(row).toContainText("Dockside");
  await expect(row).toContainText("Sulphur, LA 70663");
  await expect(row.getByText("Open", { exact: true })).toBeVisible();
  await expect(page.getByRole("columnheader")).toHaveText([
    "Title",
    "Category",
    "Location",
    "Applications",
    "Status",
    "Posted",
    "Actions",
  ]);

  // Edit: the Spanish title and description clear 'Spanish: missing'.
  await row.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Job" })).toBeVisible();
  await expect(page.getByLabel("Pay To")).toHaveValue("18.50");
  await page.getByLabel("Job Title (Spanish)").fill("Operador de montacargas");
  await page.getByLabel("Description (Spanish)", { exact: true }).fill("Mueva tarimas en el almacén.");
  await page.getByRole("button", { name: "Save Job" }).click();
  await expect(page.getByRole("heading", { name: "Edit Job" })).toBeHidden();
  await expect(row).not.toContainText("Spanish: missing");

  // Copy: a new draft with the same fields.
  await row.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Job copied" })).toBeVisible();
  const rows = page.getByRole("row").filter({ has: page.getByText(title, { exact: true }) });
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByText("Draft", { exact: true })).toBeVisible();

  // Close and Reopen the original.
  const original = rows.last();
  await original.getByRole("button", { name: "Close" }).click();
  await expect(original.getByText("Closed", { exact: true })).toBeVisible();
  await original.getByRole("button", { name: "Reopen" }).click();
  await expect(original.getByText("Open", { exact: true })).toBeVisible();

  // Filters in the address.
  await page.goto("/admin/jobs?status=draft");
  await expect(jobRow(page, title)).toHaveCount(1);
  await page.goto(`/admin/jobs?q=${encodeURIComponent("montacargas")}&status=open`);
  await expect(jobRow(page, title)).toHaveCount(1);

  // Delete both to the Trash.
  await page.goto("/admin/jobs");
  for (let left = 2; left > 0; left--) {
    const confirmed = answerNextDialog(page, "accept");
    await jobRow(page, title).first().getByRole("button", { name: "Delete" }).click();
    expect(await confirmed).toBe("Are you sure you want to delete this job?");
    await expect(jobRow(page, title)).toHaveCount(left - 1);
  }
  await page.goto("/admin/jobs?view=trash");
  await expect(page.getByRole("cell", { name: title, exact: true })).toHaveCount(2);
});

test("the sidebar and the dashboard show the jobs", async ({ staffPage: page }) => {
  await page.goto("/admin/dashboard");
  await expect(page.getByText("Open Jobs", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Jobs", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
});
