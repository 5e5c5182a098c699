import { isRouteErrorResponse } from "react-router";
import { expect, it } from "vitest";

import { createPost } from "~/features/posts/post.server";

import { describeEachEngine } from "../../tests/support/test-database";
import { loader } from "./_public.news.$slug";

/** What the loader threw or returned for `slug`: the status of a thrown response, or "found". */
async function answerFor(slug: string): Promise<number | "found"> {
  try {
    await loader({ params: { slug }, request: new Request("http://localhost/news/x") } as never);
    return "found";
  } catch (thrown) {
    if (isRouteErrorResponse(thrown)) return thrown.status;
    if (thrown instanceof Response) return thrown.status;
    // DataWithResponseInit (data(null, { status })) as React Router's loaders throw it.
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (typeof status === "number") return status;
    throw thrown;
  }
}

describeEachEngine("an article's address", () => {
  it("is 404 for a slug no post can have, before any query (PostgreSQL refuses a NUL in one)", async () => {
    await createPost({
      title: "Seeded",
      slug: "seeded",
      excerpt: "E.",
      content: "C.",
      featuredImageUrl: null,
      author: "HR",
      isPublished: true,
    });
    for (const slug of ["abc\u0000def", "\u0000", "Seeded", "a b", "x".repeat(5000), "seeded\u001b"]) {
      expect(await answerFor(slug), JSON.stringify(slug.slice(0, 20))).toBe(404);
    }
    expect(await answerFor("seeded")).toBe("found");
  });
});
