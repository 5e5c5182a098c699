import { sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { recordActivity } from "~/features/activity/activity.server";
import { createFaq } from "~/features/faqs/faq.server";
import { createPost } from "~/features/posts/post.server";
import { getDb } from "~/platform/db/client.server";

import { adminRequest, callRoute, signInStaff } from "../../../tests/support/admin-requests";
import { describeEachEngine } from "../../../tests/support/test-database";
import { loader } from "./route";

const PATH = "/admin/dashboard";

describeEachEngine("admin dashboard route", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("sends a signed-out visitor to /admin/login", async () => {
    expect(await callRoute(loader, adminRequest(PATH))).toMatchObject({ status: 302, location: "/admin/login" });
  });

  it("counts all and published FAQs and posts", async () => {
    const faq = { answer: "A.", category: null, displayOrder: 0 };
    await createFaq({ ...faq, question: "One?", isPublished: true });
    await createFaq({ ...faq, question: "Two?", isPublished: false });
    await createFaq({ ...faq, question: "Three?", isPublished: true });
    const post = { slug: "", content: "C.", excerpt: "E.", featuredImageUrl: null, author: "A" };
    await createPost({ ...post, title: "One", isPublished: false });
    await createPost({ ...post, title: "Two", isPublished: true });
    const answer = await callRoute(loader, adminRequest(PATH, { cookie }));
    expect(answer).toMatchObject({
      status: 200,
      body: {
        stats: { totalFAQs: 3, publishedFAQs: 2, totalPosts: 2, publishedPosts: 1, scheduledPosts: 0 },
        upcoming: [],
        loadFailed: false,
      },
    });
  });

  it("counts a scheduled post apart from the published ones, and lists the next ones soonest first", async () => {
    const post = { slug: "", content: "C.", excerpt: "E.", featuredImageUrl: null, author: "A", isPublished: true };
    const inOneHour = new Date(Date.now() + 3_600_000);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await createPost({ ...post, title: "Live" });
    await createPost({ ...post, title: "Back-dated", publishAt: new Date("2025-01-02T15:00:00Z") });
    await createPost({ ...post, title: "Tomorrow", publishAt: tomorrow });
    await createPost({ ...post, title: "Soon", publishAt: inOneHour });
    await createPost({ ...post, title: "Draft", isPublished: false, publishAt: tomorrow });
    const answer = await callRoute(loader, adminRequest(PATH, { cookie }));
    expect(answer).toMatchObject({
      status: 200,
      body: { stats: { totalPosts: 5, publishedPosts: 2, scheduledPosts: 2 } },
    });
    const upcoming = (answer.body as { upcoming: { title: string; slug: string; publishedAt: string }[] }).upcoming;
    expect(upcoming.map(({ title, slug }) => ({ title, slug }))).toEqual([
      { title: "Soon", slug: "soon" },
      { title: "Tomorrow", slug: "tomorrow" },
    ]);
    expect(new Date(upcoming[0]!.publishedAt)).toEqual(inOneHour);
  });

  it("shows the last 5 activity rows, newest first", async () => {
    for (let i = 0; i < 7; i++) {
      await recordActivity(getDb(), {
        kind: "faq-updated",
        actor: null,
        entity: { type: "faq", title: `FAQ ${i}` },
        at: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
    const answer = await callRoute(loader, adminRequest(PATH, { cookie }));
    const { activity } = answer.body as { activity: Array<{ what: string }> };
    expect(activity.map((event) => event.what)).toEqual([
      "FAQ “FAQ 6”",
      "FAQ “FAQ 5”",
      "FAQ “FAQ 4”",
      "FAQ “FAQ 3”",
      "FAQ “FAQ 2”",
    ]);
  });

  it("logs a failure and shows zeros", async () => {
    await createFaq({ question: "Q?", answer: "A.", category: null, displayOrder: 0, isPublished: true });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // The count queries fail while the table is away; the session lives elsewhere.
    await getDb().execute(sql`ALTER TABLE faqs RENAME TO faqs_away`);
    try {
      const answer = await callRoute(loader, adminRequest(PATH, { cookie }));
      expect(answer).toMatchObject({
        status: 200,
        body: {
          stats: { totalFAQs: 0, publishedFAQs: 0, totalPosts: 0, publishedPosts: 0, scheduledPosts: 0 },
          upcoming: [],
          loadFailed: true,
        },
      });
      // The error's code and statement, never its SQL or values (utils/describe-error.server.ts).
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/^Could not load the dashboard counts: database error 42P01 in select from "faqs/),
      );
      expect(JSON.stringify(logged.mock.calls)).not.toMatch(/Failed query|params:/);
    } finally {
      await getDb().execute(sql`ALTER TABLE faqs_away RENAME TO faqs`);
    }
  });
});
