import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { parseCsv } from "../../support/csv";
import { securityStaff } from "../fixtures/security-staff";
import { expectNoAxeViolations } from "../support/axe";
import { expectNoHorizontalScroll, screenshotFor, signInWithPassword } from "../support/staff-pages";

const { auditor } = securityStaff;

test("the log shows sign-ins and changes, filters by person and kind, and exports what it shows", async ({ page }) => {
  await signInWithPassword(page, auditor);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity" }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
  const table = page.getByRole("region", { name: "Activity" });
  // This sign-in is written in the background: it is there by the time the page is asked for.
  await expect(table.getByRole("row").nth(1)).toContainText("Ada Auditor");
  await expect(table.getByRole("row").nth(1)).toContainText("Signed in");
  await expect(table).toContainText("No account with this email");

  await page.getByLabel("Person").selectOption({ label: `${auditor.name} (${auditor.email})` });
  await page.getByLabel("Kind").selectOption({ label: "FAQ updated" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\?person=[^&]+&kind=faq-updated$/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("FAQ “How do I apply for a job?”");
  await expect(table).toContainText("Changed: question, answer");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const records = parseCsv(await readFile(file, "utf8"));
  expect(records).toHaveLength(2);
  expect(records[1]![1]).toBe("FAQ updated");
  expect(records[1]![2]).toBe(auditor.name);
});

test("the export makes the cells strangers typed harmless", async ({ page }) => {
  await signInWithPassword(page, auditor);
  const response = await page.request.get("/admin/activity.csv?kind=sign-in-failed");
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
  const records = parseCsv(await response.text());
  const stranger = records.find((record) => record[7] === "No account with this email")!;
  expect(stranger[2]).toBe("'=cmd|' /C calc'!A0@example.com");
  expect(stranger[10]).toBe("'-curl/8");
});

for (const width of [375, 768, 1280]) {
  test(`the activity page is axe-clean and fits ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInWithPassword(page, auditor);
    await page.goto("/admin/activity");
    // A table on wide screens, a card an event below 1024px (the sidebar leaves too little room from 768px).
    await expect(page.getByRole("region", { name: "Activity" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "activity");
  });
}
