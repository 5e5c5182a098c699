import { expect, it } from "vitest";

import { createFaq } from "~/features/faqs/faq.server";
import { createPost } from "~/features/posts/post.server";
import { getDb } from "~/platform/db/client.server";

import { describeEachEngine } from "../../../tests/support/test-database";
import { listContentChangedByMarkdown } from "./plain-text-changes.server";

describeEachEngine("listContentChangedByMarkdown", () => {
  it("lists the posts and FAQ answers, drafts included, that Markdown shows differently", async () => {
    const base = { slug: "", excerpt: "e", featuredImageUrl: null, author: "a" };
    await createPost({ ...base, title: "Plain", content: "Just text.\nTwo lines.", isPublished: true });
    const listy = await createPost({
      ...base,
      title: "Tips",
      content: "1. Arrive early.\n2. Smile.",
      isPublished: false,
    });
    await createFaq({ question: "Plain?", answer: "Yes.", category: null, displayOrder: 0, isPublished: true });
    const starry = await createFaq({
      question: "Pay?",
      answer: "It is **great**.",
      category: null,
      displayOrder: 1,
      isPublished: true,
    });
    expect(await listContentChangedByMarkdown(getDb())).toEqual([
      { kind: "post", id: listy.id, name: "Tips" },
      { kind: "faq", id: starry.id, name: "Pay?" },
    ]);
  });
});
