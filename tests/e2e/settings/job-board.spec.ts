import { expect, test } from "../fixtures/staff-page";
import { saveSettings } from "../support/settings-form";

/*
 * 'Use this site's job board' (issue 25): off, the spec's external links and no job board
 * pages; on, the job links lead to /jobs in the same tab, and the feed answers.
 */

// Every test starts and ends on the defaults: the server is shared by this folder's suites.
test.beforeEach(async ({ staffPage }) => saveSettings(staffPage));
test.afterEach(async ({ staffPage }) => saveSettings(staffPage));

test("off, the links are the spec's external sites and the job board answers 404", async ({ page }) => {
  await page.goto("/");
  const browse = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /BROWSE JOBS/ });
  await expect(browse).toHaveAttribute("href", "https://jobs.example.com");
  await expect(browse).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /Looking for A Job\?/ })).toHaveAttribute(
    "href",
    "https://jobs.example.com",
  );
  expect((await page.request.get("/jobs/feed.xml")).status()).toBe(404);
  expect((await page.request.get("/jobs")).status()).toBe(404);
});

test("on, 'BROWSE JOBS' and the home page's job cards lead to /jobs in the same tab", async ({
  staffPage: page,
  browser,
}) => {
  await saveSettings(page, { jobBoardEnabled: true, viewMoreInfo: "jobsInCategory" });
  const visitor = await browser.newPage();
  await visitor.goto("/");
  const browse = visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "BROWSE JOBS" });
  await expect(browse).toHaveAttribute("href", "/jobs");
  await expect(browse).not.toHaveAttribute("target", /.*/);
  await expect(browse.locator("svg")).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: /Looking for A Job\?/ })).toHaveAttribute("href", "/jobs");
  await expect(visitor.getByRole("link", { name: /View open jobs/ })).toHaveAttribute("href", "/jobs");
  // 'ONLINE APPLICATION' leads to this site's general application, in the same tab.
  const apply = visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /ONLINE APPLICATION/ });
  await expect(apply).toHaveAttribute("href", "/apply");
  await expect(apply).not.toHaveAttribute("target", /.*/);

  await visitor.goto("/services/dockside");
  await expect(visitor.getByRole("link", { name: "View More Info" })).toHaveAttribute(
    "href",
    "/jobs?category=dockside",
  );

  const feed = await visitor.request.get("/jobs/feed.xml");
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("<source>");
  await visitor.close();
});

test("the settings refuse /jobs as a link while the board is off", async ({ staffPage: page }) => {
  await page.goto("/admin/settings");
  await expect(page.getByLabel("Use this site's job board")).not.toBeChecked();
  await page.getByLabel("Job Board URL", { exact: true }).fill("/jobs");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(
    page.getByText(
      "Job Board URL cannot be /jobs while this site's job board is off: turn on 'Use this site's job board', or give the external address",
    ),
  ).toBeVisible();
  await page.getByLabel("Use this site's job board").check();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
});
