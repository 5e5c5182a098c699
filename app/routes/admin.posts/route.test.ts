import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { storeUploadedImage } from "~/features/media/media.server";
import { imageMessages } from "~/features/media/process-image.server";
import { countPublishedPosts, findRedirectedSlug, getPostById, listAllPosts } from "~/features/posts/post.server";
import { getDb } from "~/platform/db/client.server";
import { blogPosts, media } from "~/platform/db/schema";

import {
  adminRequest,
  callRoute,
  describeRefusalsOfEveryIntent,
  signInStaff,
} from "../../../tests/support/admin-requests";
import { seedPost } from "../../../tests/support/content-fixtures";
import { testImage } from "../../../tests/support/images";
import { itSendsMalformedAndPastTheEndPagesBack } from "../../../tests/support/paged-list-tests";
import { describeEachEngine } from "../../../tests/support/test-database";
import { action, loader } from "./route";

const PATH = "/admin/posts";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

const validForm = {
  intent: "create",
  title: "Now Hiring: Welders & Fitters!",
  slug: "",
  excerpt: "Good pay, steady hours.",
  content: "Line one.\nLine two.",
  featuredImageUrl: "https://images.example.com/welder.jpg",
  author: "Maria Lopez",
  isPublished: "on",
};

async function backdatePublishedAt(id: string) {
  await getDb()
    .update(blogPosts)
    .set({ publishedAt: new Date("2020-01-01T00:00:00Z") })
    .where(eq(blogPosts.id, id));
}

describeEachEngine("admin posts route", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });

  const post = (
    form: Record<string, string | Blob>,
    options: { cookie?: string; origin?: string | null } = { cookie },
  ) => callRoute(action, adminRequest(PATH, { ...options, form }));
  const unticked = () => {
    const { isPublished: _ticked, ...form } = validForm;
    return form;
  };

  describe("loader", () => {
    it("sends a signed-out visitor to /admin/login", async () => {
      const answer = await callRoute(loader, adminRequest(PATH));
      expect(answer).toMatchObject({ status: 302, location: "/admin/login" });
    });

    it("pages by 50, newest created first", async () => {
      for (let n = 1; n <= 51; n++) {
        const created = await seedPost({ title: `Post ${n}` });
        // Distinct creation times, one second apart, in creation order.
        await getDb()
          .update(blogPosts)
          .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)) })
          .where(eq(blogPosts.id, created.id));
      }
      const first = await callRoute(loader, adminRequest(PATH, { cookie }));
      const firstPage = first.body as { posts: { title: string }[]; page: number; pages: number; total: number };
      expect(firstPage).toMatchObject({ page: 1, pages: 2, total: 51 });
      expect(firstPage.posts).toHaveLength(50);
      expect(firstPage.posts[0]!.title).toBe("Post 51");
      expect(firstPage.posts[49]!.title).toBe("Post 2");

      const second = await callRoute(loader, adminRequest(`${PATH}?page=2`, { cookie }));
      expect((second.body as { posts: { title: string }[] }).posts.map((p) => p.title)).toEqual(["Post 1"]);
    });

    it("serves the first and the last of 200 pages of 10,000 posts", async () => {
      const rows = Array.from({ length: 10_000 }, (_, i) => ({
        title: `Bulk ${i + 1}`,
        slug: `bulk-${i + 1}`,
        content: "C.",
        excerpt: "E.",
        author: "Staff",
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
      }));
      for (let i = 0; i < rows.length; i += 1000)
        await getDb()
          .insert(blogPosts)
          .values(rows.slice(i, i + 1000));
      const titles = async (query: string) => {
        const answer = await callRoute(loader, adminRequest(`${PATH}${query}`, { cookie }));
        const body = answer.body as { posts: { title: string }[]; page: number; pages: number; total: number };
        return { ...body, posts: body.posts.map((p) => p.title) };
      };
      const first = await titles("");
      expect(first).toMatchObject({ page: 1, pages: 200, total: 10_000 });
      expect(first.posts.slice(0, 2)).toEqual(["Bulk 10000", "Bulk 9999"]);
      const last = await titles("?page=200");
      expect(last.posts).toHaveLength(50);
      expect(last.posts.at(-1)).toBe("Bulk 1");
    });

    itSendsMalformedAndPastTheEndPagesBack({ path: PATH, loader, seedOne: () => seedPost(), cookie: () => cookie });
  });

  describeRefusalsOfEveryIntent({
    path: PATH,
    action,
    createForm: validForm,
    seed: () => seedPost(),
    listAll: () => listAllPosts(),
    table: "blog_posts",
    cookie: () => cookie,
  });

  describe("create", () => {
    it("creates a published post with a slug made from the title, dated now", async () => {
      const before = Date.now();
      expect(await post(validForm)).toMatchObject({ status: 200, body: { ok: true } });
      const [created] = await listAllPosts();
      expect(created).toMatchObject({
        title: "Now Hiring: Welders & Fitters!",
        slug: "now-hiring-welders-fitters",
        excerpt: "Good pay, steady hours.",
        content: "Line one.\nLine two.",
        featuredImageUrl: "https://images.example.com/welder.jpg",
        author: "Maria Lopez",
        isPublished: true,
      });
      expect(created!.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it("creates a draft without a date and without an image when those are left empty", async () => {
      await post({ ...unticked(), featuredImageUrl: "  " });
      const [created] = await listAllPosts();
      expect(created).toMatchObject({ isPublished: false, publishedAt: null, featuredImageUrl: null });
    });

    it("numbers a generated slug that is taken, skipping numbers already used", async () => {
      await post({ ...validForm, slug: "now-hiring-welders-fitters-2" });
      await post(validForm);
      await post(validForm);
      const slugs = (await listAllPosts()).map((p) => p.slug).sort();
      expect(slugs).toEqual([
        "now-hiring-welders-fitters",
        "now-hiring-welders-fitters-2",
        "now-hiring-welders-fitters-3",
      ]);
    });

    it("makes a slug for all-symbol titles, numbered when taken", async () => {
      await post({ ...validForm, title: "!!! ???" });
      await post({ ...validForm, title: "🚀🚀" });
      expect((await listAllPosts()).map((p) => p.slug).sort()).toEqual(["post", "post-2"]);
    });

    it("keeps a typed slug, and refuses a typed slug that another post has, writing nothing", async () => {
      expect((await post({ ...validForm, slug: "welders-wanted" })).status).toBe(200);
      const answer = await post({ ...validForm, title: "Another", slug: "welders-wanted" });
      expect(answer).toEqual({
        status: 400,
        body: { ok: false, fieldErrors: { slug: "Slug is already used by another post" } },
        location: null,
      });
      expect((await listAllPosts()).map((p) => p.slug)).toEqual(["welders-wanted"]);
    });

    const slugFormat =
      "Slug may contain only lowercase letters, numbers and single hyphens (for example now-hiring-welders)";
    const imageUrl = "Featured Image URL must be a full web address starting with http:// or https://";
    const invalidCases: [string, Record<string, string>, string, string][] = [
      ["an empty title", { title: "" }, "title", "Title is required"],
      ["a blank title", { title: "  " }, "title", "Title is required"],
      ["a 201-character title", { title: "t".repeat(201) }, "title", "Title must be at most 200 characters"],
      ["an empty excerpt", { excerpt: "" }, "excerpt", "Excerpt is required"],
      ["an empty content", { content: " \n " }, "content", "Content is required"],
      ["an empty author", { author: "" }, "author", "Author is required"],
      ["a slug with capitals", { slug: "Hello-World" }, "slug", slugFormat],
      ["a slug with spaces", { slug: "hello world" }, "slug", slugFormat],
      ["a slug with a double hyphen", { slug: "hello--world" }, "slug", slugFormat],
      ["a slug ending in a hyphen", { slug: "hello-" }, "slug", slugFormat],
      ["a slug with a slash", { slug: "news/hello" }, "slug", slugFormat],
      ["a javascript: image", { featuredImageUrl: "javascript:alert(1)" }, "featuredImageUrl", imageUrl],
      ["a data: image", { featuredImageUrl: "data:image/png;base64,AAAA" }, "featuredImageUrl", imageUrl],
      ["an ftp: image", { featuredImageUrl: "ftp://example.com/a.jpg" }, "featuredImageUrl", imageUrl],
      ["a relative image", { featuredImageUrl: "/images/a.jpg" }, "featuredImageUrl", imageUrl],
      ["a protocol-relative image", { featuredImageUrl: "//example.com/a.jpg" }, "featuredImageUrl", imageUrl],
      ["a malformed image", { featuredImageUrl: "https://" }, "featuredImageUrl", imageUrl],
      ["a word as image", { featuredImageUrl: "picture" }, "featuredImageUrl", imageUrl],
    ];
    it("refuses each rule's bad input with 400 and the field's message, writing nothing", async () => {
      for (const [description, change, field, message] of invalidCases) {
        const answer = await post({ ...validForm, ...change });
        expect(answer.status, description).toBe(400);
        expect(answer.body, description).toEqual({ ok: false, fieldErrors: { [field]: message } });
      }
      expect(await listAllPosts()).toEqual([]);
    });

    it("accepts an http image URL", async () => {
      expect((await post({ ...validForm, featuredImageUrl: "http://example.com/a.png" })).status).toBe(200);
    });
  });

  describe("update", () => {
    it("saving with Published ticked dates the post now, even when it was already published", async () => {
      const existing = await seedPost({ isPublished: true });
      await backdatePublishedAt(existing.id);
      const before = Date.now();
      expect(await post({ ...validForm, intent: "update", id: existing.id, slug: existing.slug })).toMatchObject({
        status: 200,
      });
      const updated = await getPostById(existing.id);
      expect(updated).toMatchObject({ title: validForm.title, slug: existing.slug, isPublished: true });
      expect(updated!.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it("saving with Published unticked makes a draft without a date", async () => {
      const existing = await seedPost({ isPublished: true });
      await post({ ...unticked(), intent: "update", id: existing.id });
      expect(await getPostById(existing.id)).toMatchObject({ isPublished: false, publishedAt: null });
    });

    it("regenerates an emptied slug from the title and keeps the old one as a redirect", async () => {
      const existing = await seedPost({ title: "Old Title", isPublished: true });
      await post({ ...validForm, intent: "update", id: existing.id, slug: "" });
      expect((await getPostById(existing.id))!.slug).toBe("now-hiring-welders-fitters");
      expect(await findRedirectedSlug("old-title")).toBe("now-hiring-welders-fitters");
    });

    it("refuses another post's slug and bad input with 400, leaving the post as it was", async () => {
      await seedPost({ slug: "taken" });
      const existing = await seedPost({ slug: "mine" });
      expect(await post({ ...validForm, intent: "update", id: existing.id, slug: "taken" })).toMatchObject({
        status: 400,
        body: { fieldErrors: { slug: "Slug is already used by another post" } },
      });
      expect(
        await post({ ...validForm, intent: "update", id: existing.id, author: "", featuredImageUrl: "nope" }),
      ).toMatchObject({
        status: 400,
        body: {
          fieldErrors: {
            author: "Author is required",
            featuredImageUrl: "Featured Image URL must be a full web address starting with http:// or https://",
          },
        },
      });
      expect(await getPostById(existing.id)).toEqual(existing);
    });

    it("answers 404 for a post that does not exist", async () => {
      for (const id of [MISSING_ID, "not-an-id"]) {
        expect(await post({ ...validForm, intent: "update", id })).toMatchObject({
          status: 404,
          body: { ok: false, error: "This post no longer exists." },
        });
      }
      expect(await listAllPosts()).toEqual([]);
    });
  });

  describe("toggle", () => {
    it("publishing dates the post now; unpublishing clears the date", async () => {
      const existing = await seedPost();
      const before = Date.now();
      expect((await post({ intent: "toggle", id: existing.id, isPublished: "true" })).status).toBe(200);
      const published = await getPostById(existing.id);
      expect(published!.isPublished).toBe(true);
      expect(published!.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await post({ intent: "toggle", id: existing.id, isPublished: "false" })).status).toBe(200);
      expect(await getPostById(existing.id)).toMatchObject({ isPublished: false, publishedAt: null });
    });

    it("refuses a bad target with 400 and answers 404 for a missing post", async () => {
      const existing = await seedPost();
      expect((await post({ intent: "toggle", id: existing.id, isPublished: "" })).status).toBe(400);
      expect((await post({ intent: "toggle", id: MISSING_ID, isPublished: "true" })).status).toBe(404);
      expect(await getPostById(existing.id)).toEqual(existing);
    });
  });

  describe("delete", () => {
    it("moves the post to the Trash with a notice offering Undo, then answers 404 for it", async () => {
      const existing = await seedPost();
      const kept = await seedPost({ title: "Kept" });
      expect(await post({ intent: "delete", id: existing.id })).toMatchObject({
        status: 200,
        body: {
          ok: true,
          notice: { message: "Post moved to the Trash", undo: { intent: "restore", id: existing.id } },
        },
      });
      expect((await getPostById(existing.id))!.deletedAt).toBeInstanceOf(Date);
      expect(await getPostById(kept.id)).toEqual(kept);
      expect((await post({ intent: "delete", id: existing.id })).status).toBe(404);
    });
  });

  describe("publishing fields", () => {
    const mediaRows = () => getDb().select().from(media);
    const photo = async () =>
      new File([new Uint8Array(await testImage("jpeg", { width: 640, height: 360, gps: true }))], "crew.jpg", {
        type: "image/jpeg",
      });

    it("stores an uploaded featured image with the post, and the table row carries it", async () => {
      const answer = await post({
        ...validForm,
        featuredImageUrl: "",
        featuredImage: await photo(),
        featuredImageAlt: "Our crew at the port",
        metaDescription: "Welders wanted in Lake Charles.",
      });
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      const [image] = await mediaRows();
      const [created] = await listAllPosts();
      expect(created).toMatchObject({
        featuredMediaId: image!.id,
        featuredImageUrl: null,
        featuredImageAlt: "Our crew at the port",
        metaDescription: "Welders wanted in Lake Charles.",
      });
      const table = await callRoute(loader, adminRequest(PATH, { cookie }));
      expect((table.body as { posts: unknown[] }).posts[0]).toMatchObject({
        featuredMedia: { id: image!.id, fileName: "crew.jpg", width: 640, height: 360 },
      });
    });

    it("refuses a renamed non-image by its content, writing no post and no image", async () => {
      const fake = new File(["%PDF-1.7 not a photo"], "photo.jpg", { type: "image/jpeg" });
      expect(await post({ ...validForm, featuredImage: fake })).toEqual({
        status: 400,
        body: { ok: false, fieldErrors: { featuredImage: imageMessages.notAnImage } },
        location: null,
      });
      expect(await listAllPosts()).toEqual([]);
      expect(await mediaRows()).toEqual([]);
    });

    it("leaves no uploaded image behind when the save is refused afterwards (a taken slug)", async () => {
      await seedPost({ slug: "taken" });
      const answer = await post({ ...validForm, slug: "taken", featuredImage: await photo() });
      expect(answer).toMatchObject({
        status: 400,
        body: { fieldErrors: { slug: "Slug is already used by another post" } },
      });
      expect(await mediaRows()).toEqual([]);
    });

    it("uses an image chosen from the library, and 'Remove image' takes every image away", async () => {
      const image = await storeUploadedImage({
        bytes: await testImage("png", { width: 300, height: 200 }),
        fileName: "a.png",
      });
      await post({ ...validForm, featuredMediaId: image.id });
      const [created] = await listAllPosts();
      expect(created!.featuredMediaId).toBe(image.id);
      await post({ ...validForm, intent: "update", id: created!.id, slug: created!.slug, removeImage: "on" });
      expect(await getPostById(created!.id)).toMatchObject({ featuredMediaId: null, featuredImageUrl: null });
      // The image stays in the library.
      expect(await mediaRows()).toHaveLength(1);
    });

    it("refuses an image id that is not in the library", async () => {
      expect(await post({ ...validForm, featuredMediaId: "0".repeat(64) })).toMatchObject({
        status: 400,
        body: { fieldErrors: { featuredMediaId: "This image is no longer in the media library. Choose another one." } },
      });
      expect(await listAllPosts()).toEqual([]);
    });

    it("schedules a post with a future Publish Date (Chicago time), back-dates one with a past date", async () => {
      await post({ ...validForm, title: "Later", publishAt: "2099-07-04T09:00" });
      await post({ ...validForm, title: "Earlier", publishAt: "2024-01-15T09:00" });
      const posts = await listAllPosts();
      expect(posts.find((p) => p.title === "Later")).toMatchObject({
        isPublished: true,
        publishedAt: new Date("2099-07-04T14:00:00Z"),
      });
      expect(posts.find((p) => p.title === "Earlier")).toMatchObject({
        isPublished: true,
        publishedAt: new Date("2024-01-15T15:00:00Z"),
      });
      // Only the back-dated one is live.
      expect(await countPublishedPosts()).toBe(1);
      expect(await post({ ...validForm, publishAt: "next tuesday" })).toMatchObject({
        status: 400,
        body: { fieldErrors: { publishAt: "Publish Date must be a date and time, e.g. 03/15/2026 09:00 AM" } },
      });
    });

    it("keeps a published post's date when 'Keep the current date' is ticked, else dates it now", async () => {
      const existing = await seedPost({ isPublished: true });
      await backdatePublishedAt(existing.id);
      const update = { ...validForm, intent: "update", id: existing.id, slug: existing.slug };
      await post({ ...update, keepPublishedDate: "on" });
      expect((await getPostById(existing.id))!.publishedAt).toEqual(new Date("2020-01-01T00:00:00Z"));
      const before = Date.now();
      await post(update);
      expect((await getPostById(existing.id))!.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it("refuses a meta description over 160 characters and a form over 12 MB, writing nothing", async () => {
      expect(await post({ ...validForm, metaDescription: "m".repeat(161) })).toMatchObject({
        status: 400,
        body: { fieldErrors: { metaDescription: "Meta Description must be at most 160 characters" } },
      });
      const huge = new File([new Uint8Array(12 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" });
      expect(await post({ ...validForm, featuredImage: huge })).toEqual({
        status: 413,
        body: { ok: false, error: "The form is larger than 12 MB." },
        location: null,
      });
      expect(await listAllPosts()).toEqual([]);
      expect(await mediaRows()).toEqual([]);
    });
  });

  describe("toggle of a scheduled post", () => {
    it("'Publish now' makes it live now; 'Unpublish' makes it a draft", async () => {
      const scheduled = await seedPost({ isPublished: true, publishAt: new Date("2099-01-01T00:00:00Z") });
      expect(await countPublishedPosts()).toBe(0);
      const before = Date.now();
      expect((await post({ intent: "toggle", id: scheduled.id, isPublished: "true" })).status).toBe(200);
      const published = await getPostById(scheduled.id);
      expect(published!.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(published!.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now());
      expect(await countPublishedPosts()).toBe(1);
      const again = await seedPost({ isPublished: true, publishAt: new Date("2099-01-01T00:00:00Z") });
      expect((await post({ intent: "toggle", id: again.id, isPublished: "false" })).status).toBe(200);
      expect(await getPostById(again.id)).toMatchObject({ isPublished: false, publishedAt: null });
    });
  });

  it("answers 400 to an unknown intent", async () => {
    expect(await post({ ...validForm, intent: "publish" })).toMatchObject({ status: 400, body: { ok: false } });
    expect(await listAllPosts()).toEqual([]);
  });
});
