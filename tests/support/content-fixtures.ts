import { gt } from "drizzle-orm";

import { createFaq, type FaqInput } from "~/features/faqs/faq.server";
import { createPost, type PostInput } from "~/features/posts/post.server";
import { getDb } from "~/platform/db/client.server";
import { postRevisions } from "~/platform/db/schema";

/*
 * A FAQ and a post as the admin tests start from: a draft with every required field, and
 * whatever a test cares about given in `overrides`.
 */

export const seedFaq = (overrides: Partial<FaqInput> = {}) =>
  createFaq({
    question: "Seeded question?",
    answer: "Seeded answer.",
    category: null,
    displayOrder: 0,
    isPublished: false,
    ...overrides,
  });

export const seedPost = (overrides: Partial<PostInput> = {}) =>
  createPost({
    title: "Seeded Post",
    slug: "",
    content: "Seeded content.",
    excerpt: "Seeded excerpt.",
    featuredImageUrl: null,
    author: "Staff",
    isPublished: false,
    ...overrides,
  });

let revisionMinute = 0;

/**
 * Gives the post revisions saved since the last call their own minute of 2020, later than the
 * last: call it after each save. A revision's saved_at is the database's now(), which PGlite
 * keeps to the millisecond, and two saves in the same one would be ordered by their random ids
 * (History's newest first, and "the one before").
 */
export async function dateNewRevisions(): Promise<void> {
  revisionMinute += 1;
  await getDb()
    .update(postRevisions)
    .set({ savedAt: new Date(Date.UTC(2020, 0, 1) + revisionMinute * 60_000) })
    .where(gt(postRevisions.savedAt, new Date(Date.UTC(2021, 0, 1))));
}
