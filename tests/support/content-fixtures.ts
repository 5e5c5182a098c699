import { createFaq, type FaqInput } from "~/features/faqs/faq.server";
import { createPost, type PostInput } from "~/features/posts/post.server";

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
