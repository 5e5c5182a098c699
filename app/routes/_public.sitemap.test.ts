import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { getDb } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";

import { seedPost } from "../../tests/support/content-fixtures";
import { describeEachEngine } from "../../tests/support/test-database";
import { loader } from "./_public.sitemap";

async function load() {
  return loader({ request: new Request("http://localhost/sitemap"), params: {}, context: {} } as never);
}

describeEachEngine("/sitemap", () => {
  it("lists the 20 newest published articles, not every one", async () => {
    for (let day = 1; day <= 26; day++) {
      const post = await seedPost({ title: `Article ${day}`, isPublished: true });
      await getDb()
        .update(blogPosts)
        .set({ publishedAt: new Date(Date.UTC(2026, 0, day)) })
        .where(eq(blogPosts.id, post.id));
    }
    await seedPost({ title: "A Draft" });
    const { articles } = await load();
    expect(articles.map((article) => article.title)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Article ${26 - index}`),
    );
  });
});
