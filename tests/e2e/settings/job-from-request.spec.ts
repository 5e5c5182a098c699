import { expect, test, unique } from "../fixtures/staff-page";
import { seededStaffRequests } from "../fixtures/staff-requests";

/*
 * 'Create Job from Request': the job form opened as a new draft with what the staff request
 * says, saved as usual; then the request links to its job and the job back to its request.
 */

const { toJob } = seededStaffRequests;

test("a job created from a staff request starts from its values, and each links to the other", async ({
  staffPage: page,
}) => {
  const title = unique("Welder Helper");
  await page.goto("/admin/inbox?tab=requests");
  await page
    .getByRole("row")
    .filter({ hasText: toJob.company })
    .getByRole("link", { name: new RegExp(`^${toJob.company}`) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: toJob.company })).toBeVisible();

  await page.getByRole("link", { name: "Create Job from Request" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?from-request=/);
  await expect(page.getByRole("heading", { name: "Create New Job" })).toBeVisible();
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("skilled-trades");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Sulphur");
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("LA");
  await expect(page.getByLabel("Shift", { exact: true })).toHaveValue(toJob.shift);
  await expect(page.getByLabel("Openings", { exact: true })).toHaveValue("12");
  await expect(page.getByLabel("Pay From", { exact: true })).toHaveValue("18.00");
  await expect(page.getByLabel("Pay Period")).toHaveValue("hour");
  await expect(page.getByLabel("Client Name", { exact: true })).toHaveValue(toJob.company);
  await expect(page.getByLabel("Job Title", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Published")).not.toBeChecked();
  await expect(page.getByRole("link", { name: `From staff request: ${toJob.company}` })).toBeVisible();

  // Nothing is saved before staff save it, and the form's rules apply.
  await page.getByRole("button", { name: "Save Job" }).click();
  await expect(page.getByText("Job Title is required")).toBeVisible();
  await page.getByLabel("Job Title", { exact: true }).fill(title);
  await page.getByLabel("Employment Type").selectOption({ label: "Temporary" });
  await page.getByLabel("Description", { exact: true }).fill("Help the welders on the fabrication floor.");
  await page.getByRole("button", { name: "Save Job" }).click();
  await expect(page.getByRole("heading", { name: "Create New Job" })).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/jobs$/);

  const row = page.getByRole("row").filter({ has: page.getByText(title, { exact: true }) });
  await expect(row).toContainText("Draft");
  await row.getByRole("link", { name: `From staff request: ${toJob.company}` }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: toJob.company })).toBeVisible();

  await page.getByRole("link", { name: `Job created: ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?edit=/);
  await expect(page.getByRole("heading", { name: "Edit Job" })).toBeVisible();
  await expect(page.getByLabel("Job Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Client Name", { exact: true })).toHaveValue(toJob.company);
  await page
    .getByRole("region", { name: "Edit Job" })
    .getByRole("link", { name: `From staff request: ${toJob.company}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: toJob.company })).toBeVisible();
});
