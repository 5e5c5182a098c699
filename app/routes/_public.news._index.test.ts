import { beforeEach, describe, expect, it, vi } from "vitest";

import type { BlogPost } from "~/features/posts/post.server";

const model = vi.hoisted(() => ({ countPublishedPosts: vi.fn(), listPublishedPosts: vi.fn() }));
vi.mock("~/features/posts/post.server", () => model);

const { loader } = await import("./_public.news._index");

function post(n: number): BlogPost {
  const date = new Date(Date.UTC(2026, 0, n));
  return {
    id: `id-${n}`,
    title: `Post ${n}`,
    slug: `post-${n}`,
    content: "Content",
    excerpt: "Excerpt",
    titleEs: null,
    excerptEs: null,
    contentEs: null,
    featuredImageUrl: null,
    featuredMediaId: null,
    featuredImageAlt: null,
    metaDescription: null,
    author: "Ann",
    isPublished: true,
    publishedAt: date,
    deletedAt: null,
    createdAt: date,
    updatedAt: date,
  };
}

async function load(query = "", path = "/news") {
  return loader({ request: new Request(`http://localhost${path}${query}`), params: {}, context: {} } as never);
}

/** What a loader threw: a Response (redirect) or data(...) with its status. */
async function thrown(query: string): Promise<{ status?: number; location?: string | null }> {
  try {
    await load(query);
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    return { status: (error as { init?: { status?: number } }).init?.status };
  }
  throw new Error("the loader did not throw");
}

describe("/news loader", () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.clearAllMocks();
    model.countPublishedPosts.mockResolvedValue(13);
    model.listPublishedPosts.mockImplementation(async ({ offset = 0 }: { offset?: number }) =>
      Array.from({ length: Math.min(12, 13 - offset) }, (_, i) => post(offset + i + 1)),
    );
  });

  it("reads the newest 12 posts for page 1 and sends only what the cards need", async () => {
    const result = await load();
    expect(model.listPublishedPosts).toHaveBeenCalledWith({ limit: 12, offset: 0 });
    expect(result.data.page).toBe(1);
    expect(result.data.pages).toBe(2);
    expect(result.data).toMatchObject({ path: "/news", newerPath: null, olderPath: "/news?page=2" });
    expect(result.data.posts).toHaveLength(12);
    expect(result.data.posts[0]).toEqual({
      slug: "post-1",
      title: "Post 1",
      excerpt: "Excerpt",
      inEnglish: false,
      author: "Ann",
      image: null,
      publishedAt: "2026-01-01T00:00:00.000Z",
    });
  });

  it("sends a post's Spanish title and excerpt on /es, and its English ones, marked, when it has none", async () => {
    const spanish = { titleEs: "Publicación 1", excerptEs: "Resumen", contentEs: "Contenido" };
    model.listPublishedPosts.mockResolvedValue([{ ...post(1), ...spanish }, post(2)]);
    const cards = (posts: { title: string; excerpt: string; inEnglish?: boolean }[]) =>
      posts.map(({ title, excerpt, inEnglish }) => [title, excerpt, inEnglish]);
    expect(cards((await load("", "/es/news")).data.posts)).toEqual([
      ["Publicación 1", "Resumen", false],
      ["Post 2", "Excerpt", true],
    ]);
    expect(cards((await load()).data.posts)).toEqual([
      ["Post 1", "Excerpt", false],
      ["Post 2", "Excerpt", false],
    ]);
  });

  it("sends an image address with the image description, else the title, as its alt text", async () => {
    model.listPublishedPosts.mockResolvedValue([
      { ...post(1), featuredImageUrl: "https://img.example.com/a.jpg" },
      { ...post(2), featuredImageUrl: "https://img.example.com/b.jpg", featuredImageAlt: "Two workers on a dock" },
    ]);
    const result = await load();
    expect(result.data.posts.map((p) => p.image)).toEqual([
      { kind: "external", src: "https://img.example.com/a.jpg", alt: "Post 1" },
      { kind: "external", src: "https://img.example.com/b.jpg", alt: "Two workers on a dock" },
    ]);
  });

  it("reads page 2 from offset 12", async () => {
    const result = await load("?page=2");
    expect(model.listPublishedPosts).toHaveBeenCalledWith({ limit: 12, offset: 12 });
    expect(result.data.posts.map((p) => p.slug)).toEqual(["post-13"]);
    expect(result.data).toMatchObject({ path: "/news?page=2", newerPath: "/news", olderPath: null });
  });

  it("sends ?page=1 to /news for good", async () => {
    expect(await thrown("?page=1")).toEqual({ status: 301, location: "/news" });
  });

  it("answers 404 for malformed and out-of-range pages", async () => {
    expect(await thrown("?page=abc")).toEqual({ status: 404 });
    expect(await thrown("?page=3")).toEqual({ status: 404 });
    expect(model.listPublishedPosts).not.toHaveBeenCalled();
  });

  it("answers 503, logged, when the database fails (not an empty list that says there is no news)", async () => {
    model.countPublishedPosts.mockRejectedValue(new Error("connection refused"));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await thrown("")).toEqual({ status: 503 });
    expect(log).toHaveBeenCalled();
  });
});
