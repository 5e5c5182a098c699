import type { Page } from "@playwright/test";

import {
  answerNextDialog,
  createPostViaUi,
  deletePostViaUi,
  expect,
  fillPostForm,
  loaderDataOf,
  postToAdmin,
  rowOf,
  test,
  unique,
  type PostValues,
} from "../fixtures/staff-page";

function newPost(overrides: Partial<PostValues> = {}): PostValues {
  return {
    title: unique("Now Hiring Welders"),
    excerpt: "Steady hours and good pay in Lake Charles.",
    content: "First paragraph.\nSecond line.\n\nLast paragraph.",
    author: "Maria Lopez",
    ...overrides,
  };
}

/** What the generated slug of `title` is (slugify), for the titles these tests use. */
function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Today in the agency's long US format, as the public article shows a post published now. */
function todayLong(): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/Chicago" }).format(new Date());
}

async function expectPublicArticle(page: Page, slug: string, expected: { title: string; text?: string } | "missing") {
  if (expected === "missing") {
    // As a visitor: signed-in staff see a draft as a preview.
    const visitor = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const anonymous = await visitor.newPage();
      expect((await anonymous.goto(`/news/${slug}`))!.status()).toBe(404);
      await expect(anonymous.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    } finally {
      await visitor.close();
    }
    return;
  }
  const response = await page.goto(`/news/${slug}`);
  expect(response!.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: expected.title })).toBeVisible();
  if (expected.text) await expect(page.getByText(expected.text)).toBeVisible();
}

async function expectOnNewsList(page: Page, title: string, visible: boolean) {
  await page.goto("/news");
  await expect(page.getByText(title, { exact: true })).toHaveCount(visible ? 1 : 0);
}

test("signed-out visitors are sent to the sign-in page", async ({ page }) => {
  await page.goto("/admin/posts");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the empty state invites the first post", async ({ staffPage: page }) => {
  await page.goto("/admin/posts");
  // Order-independent: remove whatever an earlier, interrupted run left behind.
  const deleteButtons = page.getByRole("button", { name: "Delete" });
  page.on("dialog", (dialog) => dialog.accept());
  while ((await deleteButtons.count()) > 0) {
    const cell = await page.getByRole("row").nth(1).getByRole("cell").first().textContent();
    // The title, without the 'Spanish: missing' after it.
    const title = cell!.replace(/\s*Spanish: missing$/, "");
    await deleteButtons.first().click();
    await expect(rowOf(page, title)).toHaveCount(0);
  }
  await expect(page.getByText("No posts yet. Create your first one!")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("Add New Post opens the form with every field, and Cancel closes it", async ({ staffPage: page }) => {
  await page.goto("/admin/posts");
  const add = page.getByRole("button", { name: "Add New Post" });
  await add.click();
  const form = page.getByRole("region", { name: "Create New Post" });
  await expect(form).toBeVisible();
  for (const label of ["Title", "Slug", "Excerpt", "Content", "Featured Image URL", "Author", "Published"]) {
    await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  }
  // A new post's author starts as the signed-in staff member (the ADMIN_EMAIL admin).
  await expect(form.getByLabel("Author", { exact: true })).toHaveValue("Administrator");
  await expect(page.getByLabel("Excerpt", { exact: true })).toHaveAttribute("rows", "3");
  await expect(page.getByLabel("Content", { exact: true })).toHaveAttribute("rows", "10");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toBeHidden();
  await add.click();
  await expect(form).toBeVisible();
  await add.click();
  await expect(form).toBeHidden();
});

test("a post created published gets a slug from its title and is public at once", async ({ staffPage: page }) => {
  const post = newPost({ published: true });
  const slug = slugOf(post.title);
  await page.goto("/admin/posts");
  await page.getByRole("button", { name: "Add New Post" }).click();
  await fillPostForm(page, post);
  await expect(page.getByText(slug)).toBeVisible(); // the slug the empty field will get
  await page.getByRole("button", { name: "Save Post" }).click();

  await expect(page.getByRole("region", { name: "Create New Post" })).toBeHidden();
  await expect(page.getByRole("columnheader")).toHaveText(["Title", "Author", "Status", "Published", "Actions"]);
  await expect(rowOf(page, post.title).getByRole("cell")).toHaveText([
    `${post.title} Spanish: missing`,
    "Maria Lopez",
    "Published",
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    /Unpublish.*Edit.*Delete/,
  ]);
  await page.getByRole("button", { name: "Add New Post" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Published")).not.toBeChecked();

  await expectOnNewsList(page, post.title, true);
  await expectPublicArticle(page, slug, { title: post.title });
  await expect(page.getByText("Maria Lopez")).toBeVisible();
  await expect(page.getByText(todayLong())).toBeVisible();

  await deletePostViaUi(page, post.title);
});

test("each rule's message shows beside its field, and a taken slug is refused", async ({ staffPage: page }) => {
  const first = newPost();
  await createPostViaUi(page, { ...first, slug: slugOf(first.title) });

  await page.getByRole("button", { name: "Add New Post" }).click();
  // Author starts with the staff member's name: emptied, to see its rule too.
  await fillPostForm(page, { slug: "Not A Slug", featuredImageUrl: "ftp://example.com/a.jpg", author: "" });
  await page.getByRole("button", { name: "Save Post" }).click();
  for (const [label, message] of [
    ["Title", "Title is required"],
    ["Excerpt", "Excerpt is required"],
    ["Content", "Content is required"],
    ["Author", "Author is required"],
    ["Slug", "Slug may contain only lowercase letters, numbers and single hyphens"],
    ["Featured Image URL", "Featured Image URL must be a full web address starting with http:// or https://"],
  ] as const) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
      new RegExp(message.replace(/[/.]/g, "\\$&")),
    );
  }
  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();

  // Valid in the browser, refused by the server: the slug is another post's.
  const second = newPost();
  await fillPostForm(page, { ...second, slug: slugOf(first.title), featuredImageUrl: "" });
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByLabel("Slug")).toHaveAccessibleDescription(/Slug is already used by another post/);
  await expect(page.getByLabel("Slug")).toBeFocused();
  await expect(rowOf(page, second.title)).toHaveCount(0);

  await deletePostViaUi(page, first.title);
});

test("editing changes the form title, fills the form, and the public pages follow", async ({ staffPage: page }) => {
  const post = newPost({ published: true, featuredImageUrl: "https://images.example.com/welder.jpg" });
  const slug = slugOf(post.title);
  await createPostViaUi(page, post);
  await rowOf(page, post.title).getByRole("button", { name: "Edit" }).click();

  const form = page.getByRole("region", { name: "Edit Post" });
  await expect(form).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(post.title);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await expect(page.getByLabel("Excerpt", { exact: true })).toHaveValue(post.excerpt);
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue(post.content);
  await expect(page.getByLabel("Featured Image URL")).toHaveValue("https://images.example.com/welder.jpg");
  await expect(page.getByLabel("Author")).toHaveValue(post.author);
  await expect(page.getByLabel("Published")).toBeChecked();

  const title = unique("Welders Wanted Now");
  await fillPostForm(page, { title, content: "Updated body text.", author: "James Carter" });
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, title).getByRole("cell")).toHaveText([
    `${title} Spanish: missing`,
    "James Carter",
    "Published",
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    /Unpublish/,
  ]);
  await expect(rowOf(page, post.title)).toHaveCount(0);

  // The slug was kept: the same address shows the new text.
  await expectPublicArticle(page, slug, { title, text: "Updated body text." });
  await expectOnNewsList(page, title, true);
  await expectOnNewsList(page, post.title, false);

  // A new slug: the old address leads to the new one.
  await page.goto("/admin/posts");
  await rowOf(page, title).getByRole("button", { name: "Edit" }).click();
  await fillPostForm(page, { slug: `${slug}-renamed` });
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByRole("region", { name: "Edit Post" })).toBeHidden();
  await page.goto(`/news/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/news/${slug}-renamed$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await deletePostViaUi(page, title);
});

test("publish and unpublish flip the status, and the public pages follow", async ({ staffPage: page }) => {
  const post = newPost();
  const slug = slugOf(post.title);
  await createPostViaUi(page, post);
  const row = rowOf(page, post.title);
  await expect(row.getByRole("cell").nth(2)).toHaveText("Draft");
  await expectPublicArticle(page, slug, "missing");
  await expectOnNewsList(page, post.title, false);

  await page.goto("/admin/posts");
  await row.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(row.getByRole("cell").nth(2)).toHaveText("Published");
  await expect(row.getByRole("button", { name: "Unpublish" })).toBeEnabled();
  await expectPublicArticle(page, slug, { title: post.title, text: "Last paragraph." });
  await expect(page.getByText(todayLong())).toBeVisible();
  await expectOnNewsList(page, post.title, true);

  await page.goto("/admin/posts");
  await row.getByRole("button", { name: "Unpublish" }).click();
  await expect(row.getByRole("cell").nth(2)).toHaveText("Draft");
  await expect(row.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();
  await page.reload();
  await expect(row.getByRole("cell").nth(2)).toHaveText("Draft");
  await expectPublicArticle(page, slug, "missing");
  await expectOnNewsList(page, post.title, false);

  await deletePostViaUi(page, post.title);
});

test("delete asks first: dismissing keeps the post, accepting removes it everywhere", async ({ staffPage: page }) => {
  const post = newPost({ published: true });
  const slug = slugOf(post.title);
  await createPostViaUi(page, post);

  const dismissed = answerNextDialog(page, "dismiss");
  await rowOf(page, post.title).getByRole("button", { name: "Delete" }).click();
  expect(await dismissed).toBe("Are you sure you want to delete this post?");
  await page.reload();
  await expect(rowOf(page, post.title)).toBeVisible();
  await expectPublicArticle(page, slug, { title: post.title });

  await deletePostViaUi(page, post.title);
  await page.reload();
  await expect(rowOf(page, post.title)).toHaveCount(0);
  await expectPublicArticle(page, slug, "missing");
  await expectOnNewsList(page, post.title, false);
});

test("a post removed meanwhile: saving alerts 'Error saving post', deleting alerts 'Error deleting post'", async ({
  staffPage: page,
}) => {
  const post = newPost();
  await createPostViaUi(page, post);
  await rowOf(page, post.title).getByRole("button", { name: "Edit" }).click();
  const id = await page.locator('input[name="id"]').inputValue();
  expect((await postToAdmin(page, "/admin/posts", { intent: "delete", id })).status()).toBe(200);

  const alerted = answerNextDialog(page, "accept");
  await page.getByRole("button", { name: "Save Post" }).click();
  expect(await alerted).toBe("Error saving post");
  await expect(rowOf(page, post.title)).toHaveCount(0);

  await createPostViaUi(page, post);
  await rowOf(page, post.title).getByRole("button", { name: "Edit" }).click();
  const againId = await page.locator('input[name="id"]').inputValue();
  await page.getByRole("button", { name: "Cancel" }).click();
  expect((await postToAdmin(page, "/admin/posts", { intent: "delete", id: againId })).status()).toBe(200);
  const messages: string[] = [];
  page.on("dialog", async (dialog) => {
    messages.push(dialog.message());
    await dialog.accept();
  });
  await rowOf(page, post.title).getByRole("button", { name: "Delete" }).click();
  await expect.poll(() => messages).toEqual(["Are you sure you want to delete this post?", "Error deleting post"]);
  await expect(rowOf(page, post.title)).toHaveCount(0);
});

test("the table pages by 50, newest first, with links to older and newer pages", async ({ staffPage: page }) => {
  // 52 posts made and removed through the admin, each answered with a page of 50 rows: about
  // 20 s on a quiet machine, more on a busy one.
  test.slow();
  const tag = unique("Paging");
  await page.goto("/admin/posts");
  for (let n = 1; n <= 51; n++) {
    const response = await postToAdmin(page, "/admin/posts", {
      intent: "create",
      title: `${tag} ${String(n).padStart(2, "0")}`,
      excerpt: "E.",
      content: "C.",
      author: "Staff",
    });
    expect(response.status()).toBe(200);
  }
  await page.goto("/admin/posts");
  const bodyRows = page.locator("tbody tr");
  await expect(bodyRows).toHaveCount(50);
  await expect(bodyRows.first().getByRole("cell").first()).toHaveText(`${tag} 51 Spanish: missing`);
  await expect(bodyRows.nth(49).getByRole("cell").first()).toHaveText(`${tag} 02 Spanish: missing`);
  await expect(page.getByRole("link", { name: "Newer posts" })).toHaveCount(0);

  await page.getByRole("link", { name: "Older posts" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\?page=2$/);
  await expect(bodyRows.first().getByRole("cell").first()).toHaveText(`${tag} 01 Spanish: missing`);
  await page.getByRole("link", { name: "Newer posts" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(bodyRows.first().getByRole("cell").first()).toHaveText(`${tag} 51 Spanish: missing`);

  // A post created from page 2 is shown where it lands: on page 1.
  await page.goto("/admin/posts?page=2");
  await page.getByRole("button", { name: "Add New Post" }).click();
  await fillPostForm(page, { title: `${tag} 52`, excerpt: "E.", content: "C.", author: "Staff" });
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(bodyRows.first().getByRole("cell").first()).toHaveText(`${tag} 52 Spanish: missing`);

  // Clean up, by id.
  const ids: string[] = [];
  for (const path of ["/admin/posts", "/admin/posts?page=2"]) {
    await page.goto(path);
    const { posts } = await loaderDataOf<{ posts: { id: string; title: string }[] }>(page, "routes/admin.posts");
    ids.push(...posts.filter((p) => p.title.startsWith(tag)).map((p) => p.id));
  }
  expect(new Set(ids).size).toBe(52);
  // Two at a time: the order of deletions does not matter, and the test has its 30 seconds.
  for (let i = 0; i < ids.length; i += 2) {
    const pair = ids.slice(i, i + 2).map((id) => postToAdmin(page, "/admin/posts", { intent: "delete", id }));
    for (const response of await Promise.all(pair)) expect(response.status()).toBe(200);
  }
  await page.goto("/admin/posts?page=2");
  await expect(page).toHaveURL(/\/admin\/posts$/);
});
