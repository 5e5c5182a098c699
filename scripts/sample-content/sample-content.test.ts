import { describe, expect, it } from "vitest";

import { createFaq, listAllFaqs, listPublishedFaqs } from "~/features/faqs/faq.server";
import { NO_JOB_SEARCH } from "~/features/jobs/job-search-params";
import { searchJobs } from "~/features/jobs/job-search.server";
import { listAllPosts, listPublishedPosts, postStore } from "~/features/posts/post.server";
import { slugify } from "~/platform/format/slug";

import { describeEachEngine } from "../../tests/support/test-database";
import { sampleFaqs } from "./faqs";
import { sampleJobs } from "./jobs";
import { samplePosts } from "./posts";
import { ExistingContentError, seedEmptyDatabase, writeSampleContent } from "./write";

const newest = new Date("2026-06-15T15:00:00Z");

describe("sample posts", () => {
  const posts = samplePosts(1_000, newest);

  it("are as many as asked, with different titles and slugs, the same every time", () => {
    expect(posts).toHaveLength(1_000);
    expect(new Set(posts.map((post) => post.title)).size).toBe(1_000);
    expect(new Set(posts.map((post) => slugify(post.title))).size).toBe(1_000);
    expect(samplePosts(1_000, newest)).toEqual(posts);
  });

  it("are one a day, oldest first, the last on the newest date", () => {
    expect(posts.at(-1)!.publishedAt).toEqual(newest);
    for (let i = 1; i < posts.length; i++) {
      expect(posts[i]!.publishedAt.getTime() - posts[i - 1]!.publishedAt.getTime()).toBe(86_400_000);
    }
  });

  it("fit the admin form's limits (title 200, excerpt 1,000 characters)", () => {
    for (const post of posts) {
      expect(post.title.length, post.title).toBeLessThanOrEqual(200);
      expect(post.excerpt.length, post.title).toBeLessThanOrEqual(1_000);
      expect(post.content.split("\n\n").length, post.title).toBeGreaterThanOrEqual(3);
    }
  });

  it("mix hiring notices with the other kinds", () => {
    const titles = posts.map((post) => post.title);
    expect(titles.filter((title) => title.startsWith("Now Hiring")).length).toBeGreaterThan(400);
    for (const kind of [
      "Hiring Outlook for",
      "Job Fair in",
      "Safety Spotlight:",
      "Job Seeker Tips:",
      "For Employers:",
    ]) {
      expect(
        titles.some((title) => title.includes(kind)),
        kind,
      ).toBe(true);
    }
  });
});

describe("sample FAQs", () => {
  it("are at least the benchmarks' 100, all different, within the admin form's limits (question 500, answer 10,000 characters)", () => {
    expect(sampleFaqs.length).toBeGreaterThanOrEqual(100);
    expect(new Set(sampleFaqs.map((faq) => faq.question)).size).toBe(sampleFaqs.length);
    for (const faq of sampleFaqs) {
      expect(faq.question.length, faq.question).toBeLessThanOrEqual(500);
      expect(faq.answer.length, faq.question).toBeLessThanOrEqual(10_000);
    }
  });
});

describeEachEngine("writing sample content", () => {
  it("writes FAQs in order and dated posts, every n-th a draft, and names the newest article", async () => {
    const written = await writeSampleContent({ faqs: 30, posts: 45, draftEvery: 20, newest });
    expect(written).toMatchObject({ faqs: 30, posts: 45, draftFaqs: 1, draftPosts: 2 });

    expect((await listAllFaqs()).map((faq) => faq.question)).toEqual(
      sampleFaqs.slice(0, 30).map((faq) => faq.question),
    );
    expect(await listPublishedFaqs()).toHaveLength(29);

    expect(await postStore.countAll()).toBe(45);
    const published = await listPublishedPosts();
    expect(published).toHaveLength(43);
    expect(published[0]!.slug).toBe(written.newestPublishedSlug);
    expect(published[0]!.publishedAt).toEqual(newest);
    // The admin's table (newest written first) shows them in the same order as the news page.
    const all = await listAllPosts();
    expect(all[0]!.createdAt).toEqual(newest);
    expect(all.filter((post) => !post.isPublished).every((post) => post.publishedAt === null)).toBe(true);
  });

  it("refuses a database that already holds content, and writes nothing", async () => {
    await createFaq({
      question: "Do you hire welders?",
      answer: "Yes.",
      category: null,
      displayOrder: 0,
      isPublished: true,
    });
    await expect(seedEmptyDatabase({ faqs: 5, posts: 5 })).rejects.toThrow(ExistingContentError);
    expect(await listAllFaqs()).toHaveLength(1);
    expect(await postStore.countAll()).toBe(0);
  });

  it("fills an empty database, jobs included, the first sample job the newest", async () => {
    const written = await seedEmptyDatabase({ faqs: 3, posts: 2, jobs: 7, newest });
    expect(await listAllFaqs()).toHaveLength(3);
    expect(await postStore.countAll()).toBe(2);
    const { jobs, total } = await searchJobs(NO_JOB_SEARCH);
    expect(total).toBe(7);
    expect(jobs[0]!.slug).toBe(written.newestJobSlug);
    expect(jobs[0]!.title).toBe(sampleJobs(1)[0]!.title);
  });
});
