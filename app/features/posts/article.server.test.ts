import { expect, it } from "vitest";

import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { inLocale } from "~/platform/i18n/catalogues.server";

import { signInCookie, siteRequest } from "../../../tests/support/auth";
import { describeEachEngine } from "../../../tests/support/test-database";
import { loadArticle } from "./article.server";
import { createPost, updatePost, type PostInput } from "./post.server";

const post = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "Dock Jobs",
  slug: "dock-jobs",
  content: "We are **hiring**.",
  excerpt: "Hiring.",
  featuredImageUrl: null,
  author: "Staff",
  isPublished: true,
  ...overrides,
});

const publicUrl = "https://www.example.com";
const agencyName = "TeamWork Staffing";
const visitor = () => siteRequest("/news/dock-jobs", { method: "GET" });

async function staffRequest() {
  await createStaffAccount({ email: "staff@example.com", password: "right password" });
  const cookie = await signInCookie("staff@example.com", "right password");
  return siteRequest("/news/dock-jobs", { method: "GET", cookie });
}

/** What the loader threw: its status (404) or its redirect. */
async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    return { status: (error as { init?: { status?: number } }).init?.status };
  }
  throw new Error("the loader did not throw");
}

describeEachEngine("the article loader", () => {
  it("gives everyone a live article, rendered, with no preview headers", async () => {
    await createPost(post({ metaDescription: "Jobs on the docks of Lake Charles." }));
    const result = await loadArticle("dock-jobs", visitor(), publicUrl, agencyName);
    expect(result.data.preview).toBeNull();
    expect(result.data.post).toMatchObject({
      title: "Dock Jobs",
      contentHtml: "<p>We are <strong>hiring</strong>.</p>\n",
      description: "Jobs on the docks of Lake Charles.",
    });
    expect(result.init?.headers).toBeUndefined();
  });

  it("gives /es its Spanish text, and a post without one in English, marked and untranslated", async () => {
    const spanish = {
      titleEs: "Empleos en el muelle",
      excerptEs: "Contratamos.",
      contentEs: "Estamos **contratando**.",
    };
    await createPost(post({ metaDescription: "Jobs on the docks.", ...spanish }));
    await createPost(post({ slug: "english-only", title: "English Only" }));
    const spanishPage = (slug: string) => siteRequest(`/es/news/${slug}`, { method: "GET" });

    // The loader reads the language of the request it runs in (the root middleware sets it).
    const inSpanish = await inLocale("es", () =>
      loadArticle("dock-jobs", spanishPage("dock-jobs"), publicUrl, agencyName),
    );
    expect(inSpanish.data.post).toMatchObject({
      title: "Empleos en el muelle",
      excerpt: "Contratamos.",
      description: "Contratamos.",
      contentHtml: "<p>Estamos <strong>contratando</strong>.</p>\n",
      inEnglish: false,
      translated: true,
    });
    expect(JSON.parse(inSpanish.data.jsonLd)).toMatchObject({ headline: "Empleos en el muelle" });
    expect((await loadArticle("dock-jobs", visitor(), publicUrl, agencyName)).data.post).toMatchObject({
      title: "Dock Jobs",
      description: "Jobs on the docks.",
      inEnglish: false,
      translated: true,
    });

    const untranslated = await inLocale("es", () =>
      loadArticle("english-only", spanishPage("english-only"), publicUrl, agencyName),
    );
    expect(untranslated.data.post).toMatchObject({ title: "English Only", inEnglish: true, translated: false });
    const english = siteRequest("/news/english-only", { method: "GET" });
    expect((await loadArticle("english-only", english, publicUrl, agencyName)).data.post).toMatchObject({
      inEnglish: false,
      translated: false,
    });
  });

  it("answers 404 to the public for a draft and for a scheduled post", async () => {
    await createPost(post({ isPublished: false }));
    expect(await thrown(loadArticle("dock-jobs", visitor(), publicUrl, agencyName))).toEqual({ status: 404 });
    await createPost(post({ slug: "later", publishAt: new Date(Date.now() + 3_600_000) }));
    expect(
      await thrown(loadArticle("later", siteRequest("/news/later", { method: "GET" }), publicUrl, agencyName)),
    ).toEqual({
      status: 404,
    });
    // A cookie that is not a valid session is the public too.
    const forged = siteRequest("/news/dock-jobs", { method: "GET", cookie: "better-auth.session_token=forged.value" });
    expect(await thrown(loadArticle("dock-jobs", forged, publicUrl, agencyName))).toEqual({ status: 404 });
  });

  it("shows signed-in staff a draft as a preview: never cached, never indexed", async () => {
    await createPost(post({ isPublished: false }));
    const result = await loadArticle("dock-jobs", await staffRequest(), publicUrl, agencyName);
    expect(result.data.preview).toEqual({ state: "draft", label: "Draft", publishedAt: null });
    expect(result.data.post.contentHtml).toContain("<strong>hiring</strong>");
    expect(new Headers(result.init!.headers).get("Cache-Control")).toBe("private, no-store");
    expect(new Headers(result.init!.headers).get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("shows signed-in staff a scheduled post as a preview with its date", async () => {
    const at = new Date(Date.now() + 3_600_000);
    await createPost(post({ publishAt: at }));
    const result = await loadArticle("dock-jobs", await staffRequest(), publicUrl, agencyName);
    expect(result.data.preview).toEqual({ state: "scheduled", label: "Scheduled", publishedAt: at.toISOString() });
  });

  it("shows staff a live article as everyone sees it, not as a preview", async () => {
    await createPost(post());
    const result = await loadArticle("dock-jobs", await staffRequest(), publicUrl, agencyName);
    expect(result.data.preview).toBeNull();
  });

  it("still answers 301 from a live post's old slug, and 404 for an unknown one, to staff too", async () => {
    const created = await createPost(post({ slug: "old-dock-jobs" }));
    await updatePost(created.id, post());
    expect(await thrown(loadArticle("old-dock-jobs", visitor(), publicUrl, agencyName))).toEqual({
      status: 301,
      location: "/news/dock-jobs",
    });
    const spanishOld = siteRequest("/es/news/old-dock-jobs", { method: "GET" });
    expect(await thrown(inLocale("es", () => loadArticle("old-dock-jobs", spanishOld, publicUrl, agencyName)))).toEqual(
      {
        status: 301,
        location: "/es/news/dock-jobs",
      },
    );
    expect(await thrown(loadArticle("no-such-post", await staffRequest(), publicUrl, agencyName))).toEqual({
      status: 404,
    });
  });
});
