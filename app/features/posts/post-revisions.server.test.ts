import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";

import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, blogPosts, postRevisions } from "~/platform/db/schema";

import { dateNewRevisions } from "../../../tests/support/content-fixtures";
import { describeEachEngine } from "../../../tests/support/test-database";
import {
  getRevisionAndPrevious,
  listPostRevisions,
  MAX_REVISIONS_PER_POST,
  restorePostRevision,
  RevisionSlugTakenError,
} from "./post-revisions.server";
import { createPost, findRedirectedSlug, getPostById, updatePost, type PostInput } from "./post.server";

const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "Hiring Season Is Here",
  slug: "",
  content: "Line one.\nLine two.",
  excerpt: "We are hiring.",
  featuredImageUrl: null,
  author: "Jane Doe",
  isPublished: false,
  ...overrides,
});

async function editor(name = "Maria Lopez"): Promise<ContentEditor> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`;
  const staff = await createStaffAccount({ email, password: "long enough", name });
  return { actor: { id: staff.id, name, email: staff.email }, origin: null };
}

const revisionCount = async () =>
  (
    await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(postRevisions)
  )[0]!.n;

describeEachEngine("post revisions", () => {
  it("keeps a revision of every save, with the editor's id and name, newest first", async () => {
    const maria = await editor();
    const post = await createPost(input(), maria);
    await dateNewRevisions();
    await updatePost(post.id, input({ title: "Second Title", slug: post.slug }), maria);
    await dateNewRevisions();
    const revisions = await listPostRevisions(post.id);
    expect(revisions.map((revision) => [revision.title, revision.editorName])).toEqual([
      ["Second Title", "Maria Lopez"],
      ["Hiring Season Is Here", "Maria Lopez"],
    ]);
    const [stored] = await getDb().select().from(postRevisions).where(eq(postRevisions.id, revisions[1]!.id));
    expect(stored).toMatchObject({
      postId: post.id,
      editorId: maria.actor.id,
      slug: "hiring-season-is-here",
      excerpt: "We are hiring.",
      content: "Line one.\nLine two.",
    });
  });

  it("keeps the editor's name after the account is gone", async () => {
    const maria = await editor();
    const post = await createPost(input(), maria);
    await getDb().execute(sql`delete from "user" where id = ${maria.actor.id}`);
    const [revision] = await getDb().select().from(postRevisions).where(eq(postRevisions.postId, post.id));
    expect(revision).toMatchObject({ editorId: null, editorName: "Maria Lopez" });
  });

  it("keeps at most 50 revisions a post, deleting the oldest in the save that passes the limit", async () => {
    const post = await createPost(input({ title: "Save 0" }));
    await dateNewRevisions();
    const other = await createPost(input({ title: "Another post" }));
    for (let save = 1; save <= MAX_REVISIONS_PER_POST + 2; save++) {
      await updatePost(post.id, input({ title: `Save ${save}`, slug: post.slug }));
      await dateNewRevisions();
    }
    const revisions = await listPostRevisions(post.id);
    expect(revisions).toHaveLength(MAX_REVISIONS_PER_POST);
    expect(revisions[0]!.title).toBe(`Save ${MAX_REVISIONS_PER_POST + 2}`);
    expect(revisions.at(-1)!.title).toBe("Save 3");
    expect(await listPostRevisions(other.id)).toHaveLength(1);
  }, 60_000);

  it("gives a revision with the one saved before it, and nothing for another post's revision", async () => {
    const post = await createPost(input({ content: "one" }));
    await dateNewRevisions();
    await updatePost(post.id, input({ content: "two", slug: post.slug }));
    await dateNewRevisions();
    const other = await createPost(input({ title: "Other" }));
    const [newest, first] = await listPostRevisions(post.id);
    expect(await getRevisionAndPrevious(post.id, newest!.id)).toMatchObject({
      revision: { content: "two" },
      previous: { content: "one" },
    });
    expect(await getRevisionAndPrevious(post.id, first!.id)).toMatchObject({
      revision: { content: "one" },
      previous: null,
    });
    expect(await getRevisionAndPrevious(other.id, newest!.id)).toBeNull();
  });

  it("restores the text of a revision as a new save, never the published state or date, erasing nothing", async () => {
    const maria = await editor();
    const james = await editor("James Carter");
    const post = await createPost(
      input({
        title: "First",
        slug: "first",
        excerpt: "First excerpt.",
        content: "a\nb",
        featuredImageUrl: "https://images.example.com/first.jpg",
        featuredImageAlt: "First alt",
        metaDescription: "First meta.",
      }),
      maria,
    );
    await dateNewRevisions();
    const edited = await updatePost(
      post.id,
      input({
        title: "Second",
        slug: "second",
        excerpt: "Second excerpt.",
        content: "a\nc",
        featuredImageUrl: null,
        featuredImageAlt: "",
        metaDescription: "",
        author: "Someone Else",
        isPublished: true,
      }),
      maria,
    );
    await dateNewRevisions();
    const first = (await listPostRevisions(post.id)).at(-1)!;

    const restored = await restorePostRevision(post.id, first.id, james);
    await dateNewRevisions();
    expect(restored).toMatchObject({
      title: "First",
      slug: "first",
      excerpt: "First excerpt.",
      content: "a\nb",
      featuredImageUrl: "https://images.example.com/first.jpg",
      featuredImageAlt: "First alt",
      metaDescription: "First meta.",
      // Not part of a revision: as the last save left them.
      author: "Someone Else",
      isPublished: true,
      publishedAt: edited!.publishedAt,
    });
    expect(await getPostById(post.id)).toEqual(restored);
    const revisions = await listPostRevisions(post.id);
    expect(revisions.map((revision) => [revision.title, revision.editorName])).toEqual([
      ["First", "James Carter"],
      ["Second", "Maria Lopez"],
      ["First", "Maria Lopez"],
    ]);
    // The slug it had keeps answering, and the change is in the activity log.
    expect(await findRedirectedSlug("second")).toBe("first");
    const logged = await getDb().select().from(activityLog).where(eq(activityLog.kind, "post-updated"));
    expect(logged.map((row) => row.actorName)).toContain("James Carter");
  });

  it("refuses a restore whose slug another post now has, writing nothing", async () => {
    const post = await createPost(input({ slug: "taken-later" }));
    await dateNewRevisions();
    await updatePost(post.id, input({ slug: "renamed" }));
    await dateNewRevisions();
    const intruder = await createPost(input({ title: "Intruder", slug: "taken-later" }));
    const first = (await listPostRevisions(post.id)).at(-1)!;
    const before = { post: await getPostById(post.id), revisions: await revisionCount() };
    const logBefore = (await getDb().select().from(activityLog)).length;

    const refused = restorePostRevision(post.id, first.id);
    await expect(refused).rejects.toBeInstanceOf(RevisionSlugTakenError);
    await expect(refused).rejects.toThrow('This version\'s slug "taken-later" is now used by another post');
    expect(await getPostById(post.id)).toEqual(before.post);
    expect(await revisionCount()).toBe(before.revisions);
    expect((await getDb().select().from(activityLog)).length).toBe(logBefore);
    expect((await getPostById(intruder.id))!.slug).toBe("taken-later");
  });

  it("answers null, writing nothing, for a missing post, a post in the Trash, or another post's revision", async () => {
    const post = await createPost(input());
    const other = await createPost(input({ title: "Other" }));
    const [revision] = await listPostRevisions(post.id);
    const count = await revisionCount();
    expect(await restorePostRevision(other.id, revision!.id)).toBeNull();
    expect(await restorePostRevision("00000000-0000-4000-8000-000000000000", revision!.id)).toBeNull();
    await getDb().update(blogPosts).set({ deletedAt: new Date() }).where(eq(blogPosts.id, post.id));
    expect(await restorePostRevision(post.id, revision!.id)).toBeNull();
    expect(await revisionCount()).toBe(count);
  });
});
