import type { Locator, Page } from "@playwright/test";

import { testImage } from "../../support/images";
import { answerNextDialog, deletePostViaUi, expect, postToAdmin, test, unique } from "../fixtures/staff-page";
import { deleteForeverViaUi } from "../fixtures/trash";
import { expectNoAxeViolations } from "../support/axe";
import { expectNoHorizontalScroll } from "../support/staff-pages";

/*
 * The Markdown editor's toolbar and the post form's Preview and image choice (the usability
 * review), and Markdown tables on the public article.
 */

const toolbarNames = ["Bold", "Italic", "Heading", "Link", "Bulleted list", "Numbered list", "Quote"];

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Today in the agency's long US format, as an article published now shows it. */
function todayLong(): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/Chicago" }).format(new Date());
}

async function openNewPost(page: Page) {
  await page.goto("/admin/posts");
  await page.getByRole("button", { name: "Add New Post" }).click();
  await expect(page.getByRole("region", { name: "Create New Post" })).toBeVisible();
}

/** Selects `text` (its first occurrence) in a text box, as a mouse drag would. */
async function select(box: Locator, text: string) {
  await box.evaluate((element: HTMLTextAreaElement, wanted) => {
    const start = element.value.indexOf(wanted);
    element.focus();
    element.setSelectionRange(start, start + wanted.length);
  }, text);
}

async function selectionOf(box: Locator): Promise<string> {
  return box.evaluate((element: HTMLTextAreaElement) =>
    element.value.slice(element.selectionStart, element.selectionEnd),
  );
}

test("the toolbar formats the selection by mouse, keeps the focus in the text and can be undone", async ({
  staffPage: page,
}) => {
  await openNewPost(page);
  const content = page.getByLabel("Content", { exact: true });
  const toolbar = page.getByRole("toolbar", { name: "Content: formatting" });
  for (const name of toolbarNames) await expect(toolbar.getByRole("button", { name, exact: true })).toBeVisible();

  await content.fill("Weekly pay for the night shift");
  await select(content, "Weekly");
  await toolbar.getByRole("button", { name: "Bold" }).click();
  await expect(content).toHaveValue("**Weekly** pay for the night shift");
  await expect(content).toBeFocused();
  expect(await selectionOf(content)).toBe("Weekly");

  // One undo step in the browser's own history.
  await page.keyboard.press("ControlOrMeta+z");
  await expect(content).toHaveValue("Weekly pay for the night shift");

  await select(content, "night shift");
  await toolbar.getByRole("button", { name: "Italic" }).click();
  await expect(content).toHaveValue("Weekly pay for the _night shift_");

  await select(content, "pay");
  await toolbar.getByRole("button", { name: "Link" }).click();
  await expect(content).toHaveValue("Weekly [pay](https://) for the _night shift_");
  expect(await selectionOf(content)).toBe("https://");
  // Typing replaces the selected start of the address.
  await page.keyboard.type("https://example.com/pay");
  await expect(content).toHaveValue("Weekly [pay](https://example.com/pay) for the _night shift_");

  await content.fill("Apply online\nCome to an interview\nStart Monday");
  await select(content, "Apply online\nCome to an interview\nStart Monday");
  await toolbar.getByRole("button", { name: "Numbered list" }).click();
  await expect(content).toHaveValue("1. Apply online\n2. Come to an interview\n3. Start Monday");
  await toolbar.getByRole("button", { name: "Bulleted list" }).click();
  await expect(content).toHaveValue("- Apply online\n- Come to an interview\n- Start Monday");
  await toolbar.getByRole("button", { name: "Quote" }).click();
  await expect(content).toHaveValue("> - Apply online\n> - Come to an interview\n> - Start Monday");

  await content.fill("Pay and hours");
  await toolbar.getByRole("button", { name: "Heading" }).click();
  await expect(content).toHaveValue("## Pay and hours");

  // A toolbar edit is a change: leaving asks first, as after typing.
  await page.getByLabel("Title", { exact: true }).fill("");
  const asked = answerNextDialog(page, "accept");
  await page.keyboard.press("Escape");
  expect(await asked).toBe("You have unsaved changes. Leave without saving?");
});

test("the toolbar is one Tab stop, moved through with the arrow keys; Ctrl+B and Ctrl+I work in the text", async ({
  staffPage: page,
}) => {
  await openNewPost(page);
  const content = page.getByLabel("Content", { exact: true });
  const toolbar = page.getByRole("toolbar", { name: "Content: formatting" });
  const button = (name: string) => toolbar.getByRole("button", { name, exact: true });
  await content.fill("Forklift drivers wanted");

  // From the 'Write' tab, Tab enters the toolbar on its first button.
  await page.getByRole("tablist", { name: "Content: write or preview" }).getByRole("tab", { name: "Write" }).focus();
  await page.keyboard.press("Tab");
  await expect(button("Bold")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(button("Italic")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(button("Quote")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(button("Bold")).toBeFocused();
  await page.keyboard.press("End");
  await expect(button("Quote")).toBeFocused();
  // The next Tab leaves the toolbar for the text box.
  await page.keyboard.press("Tab");
  await expect(content).toBeFocused();
  // Shift+Tab comes back to the button last used.
  await page.keyboard.press("Shift+Tab");
  await expect(button("Quote")).toBeFocused();

  await select(content, "Forklift");
  await page.keyboard.press("Shift+Tab");
  await expect(button("Quote")).toBeFocused();
  await page.keyboard.press("Home");
  await page.keyboard.press("Enter");
  await expect(content).toHaveValue("**Forklift** drivers wanted");
  await expect(content).toBeFocused();

  await select(content, "drivers");
  await page.keyboard.press("Shift+Tab");
  await expect(button("Bold")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
  await expect(content).toHaveValue("**Forklift** _drivers_ wanted");

  await select(content, "wanted");
  await page.keyboard.press("Control+b");
  await expect(content).toHaveValue("**Forklift** _drivers_ **wanted**");
  await page.keyboard.press("Control+i");
  await expect(content).toHaveValue("**Forklift** _drivers_ **_wanted_**");
  // Pressed again, the shortcut takes the format off.
  await page.keyboard.press("Control+i");
  await expect(content).toHaveValue("**Forklift** _drivers_ **wanted**");

  // The tooltip names the button and its shortcut.
  await button("Bold").hover();
  await expect(toolbar.getByText("Ctrl+B")).toBeVisible();
});

test("a post's Preview shows the article: image, title, author, date and content", async ({ staffPage: page }) => {
  await openNewPost(page);
  const title = unique("Preview Job Fair");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Author", { exact: true }).fill("Maria Lopez");
  await page.getByLabel("Content", { exact: true }).fill("## What to bring\nA **photo ID**.");
  await page.getByRole("radio", { name: "Upload a file" }).check();
  await page.getByLabel("Featured Image", { exact: true }).setInputFiles({
    name: "fair.jpg",
    mimeType: "image/jpeg",
    buffer: await testImage("jpeg", { width: 640, height: 360 }),
  });
  await page.getByLabel("Image Description").fill("Visitors at the job fair");

  await page.getByRole("tablist", { name: "Content: write or preview" }).getByRole("tab", { name: "Preview" }).click();
  const panel = page.getByRole("tabpanel", { name: "Preview" });
  await expect(panel.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(panel.getByText("Maria Lopez")).toBeVisible();
  await expect(panel.getByText(todayLong())).toBeVisible();
  const image = panel.getByRole("img", { name: "Visitors at the job fair" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  await expect(panel.getByRole("heading", { level: 2, name: "What to bring" })).toBeVisible();
  await expect(panel.locator("strong")).toHaveText("photo ID");
  await expectNoAxeViolations(page);

  // Nothing is saved.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("region", { name: "Create New Post" })).toBeHidden();
});

test("'Featured image source' shows one field at a time and saves only the chosen image", async ({
  staffPage: page,
}) => {
  test.setTimeout(60_000);
  const title = unique("Image Source Post");
  const fileName = `${unique("source").replace(" ", "-")}.jpg`;
  await openNewPost(page);
  const sourceGroup = page.getByRole("radiogroup", { name: "Featured image source" });
  await expect(sourceGroup.getByRole("radio")).toHaveCount(3);
  const upload = sourceGroup.getByRole("radio", { name: "Upload a file" });
  const library = sourceGroup.getByRole("radio", { name: "Choose from the library" });
  const address = sourceGroup.getByRole("radio", { name: "Image address (URL)" });
  const fileField = page.getByLabel("Featured Image", { exact: true });
  const urlField = page.getByLabel("Featured Image URL");

  await expect(address).toBeChecked();
  await expect(urlField).toBeVisible();
  await expect(fileField).toBeHidden();
  await urlField.fill("https://images.example.com/dock.jpg");

  await upload.check();
  await expect(fileField).toBeVisible();
  await expect(urlField).toBeHidden();
  await library.check();
  await expect(page.getByText("Media library", { exact: true })).toBeVisible();
  await expect(fileField).toBeHidden();
  await expect(urlField).toBeHidden();

  await upload.check();
  await fileField.setInputFiles({
    name: fileName,
    mimeType: "image/jpeg",
    buffer: await testImage("jpeg", { width: 700 + Math.floor(Math.random() * 300), height: 400 }),
  });
  await expect(page.getByText(`New file: ${fileName}`)).toBeVisible();
  await page.getByLabel("Excerpt", { exact: true }).fill("E.");
  await page.getByLabel("Content", { exact: true }).fill("C.");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByRole("region", { name: "Create New Post" })).toBeHidden();

  // The upload was saved, the address typed before choosing it was not.
  await page.getByRole("row").filter({ hasText: title }).getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("region", { name: "Edit Post" });
  await expect(edit.getByRole("radio", { name: "Choose from the library" })).toBeChecked();
  await expect(edit.getByText(fileName)).toBeVisible();
  await expect(edit.getByRole("radio", { name: fileName })).toHaveAttribute("aria-checked", "true");
  await edit.getByRole("radio", { name: "Image address (URL)" }).check();
  await expect(page.getByLabel("Featured Image URL")).toHaveValue("");
  await expect(edit.getByText("No image", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancel" }).click();

  await deletePostViaUi(page, title);
  await deleteForeverViaUi(page, "/admin/posts", title);
  await page.goto("/admin/media");
  page.once("dialog", (dialog) => void dialog.accept());
  await page
    .getByRole("listitem")
    .filter({ hasText: fileName })
    .getByRole("button", { name: /Delete/ })
    .click();
  await expect(page.getByRole("status")).toHaveText("Image deleted.");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a Markdown table is a table on the article, scrolling inside its box", async ({ staffPage: page }) => {
    const title = unique("Shift Table Post");
    await page.goto("/admin/posts");
    const response = await postToAdmin(page, "/admin/posts", {
      intent: "create",
      title,
      excerpt: "Shifts and pay.",
      content: [
        "Our shifts:",
        "",
        "| Shift | Hours | Pay per hour | Notes for new hires |",
        "| --- | --- | ---: | --- |",
        "| Days | 6 AM-2 PM | $16.00 | Safety training on the first morning |",
        "| Nights | 10 PM-6 AM | $18.50 | Steel-toe boots required |",
      ].join("\n"),
      author: "Staff",
      isPublished: "on",
    });
    expect(response.status()).toBe(200);

    await page.goto(`/news/${slugOf(title)}`);
    const table = page.getByRole("main").getByRole("table");
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(["Shift", "Hours", "Pay per hour", "Notes for new hires"]);
    await expect(table.getByRole("row").nth(2).getByRole("cell")).toHaveText([
      "Nights",
      "10 PM-6 AM",
      "$18.50",
      "Steel-toe boots required",
    ]);
    await expect(table.getByRole("cell", { name: "$16.00" })).toHaveCSS("text-align", "right");
    // The page does not scroll sideways; the table's own box does.
    await expectNoHorizontalScroll(page);
    const box = page.locator(".table-scroll");
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expectNoAxeViolations(page);

    // The form at this width: the image choice, the file field and the toolbar fit.
    await openNewPost(page);
    await page.getByRole("radio", { name: "Upload a file" }).check();
    const file = page.getByLabel("Featured Image", { exact: true });
    await expect(file).toBeVisible();
    // The file field's own words ('No file chosen', the file's name) get a line of their own
    // under its button, instead of what is left beside it ('No …osen').
    expect(await file.evaluate((element) => getComputedStyle(element, "::file-selector-button").display)).toBe("block");
    const toolbar = page.getByRole("toolbar", { name: "Content: formatting" });
    const first = await toolbar.getByRole("button", { name: "Bold" }).boundingBox();
    const last = await toolbar.getByRole("button", { name: "Quote" }).boundingBox();
    expect(last!.y).toBe(first!.y);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Cancel" }).click();

    await deletePostViaUi(page, title);
    await deleteForeverViaUi(page, "/admin/posts", title);
  });
});

test("the sign-in page says what staff manage", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByText("Sign in to manage jobs, applications, staff requests, news and FAQs.")).toBeVisible();
});
