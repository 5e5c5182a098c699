import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { faqStore } from "~/features/faqs/faq.server";
import { postStore } from "~/features/posts/post.server";
import { setActiveDatabase } from "~/platform/db/client.server";

import { planSummary, recordQueryPlans, type PlanNode, type QueryPlans } from "../../../tests/support/query-plans";
import { createTestDatabase, testEngines, type TestDatabase } from "../../../tests/support/test-database";
import { NO_FILTER } from "./list-filters";

/*
 * With 10,000 FAQs and 10,000 posts, a search of the admin lists must find its rows on the
 * GIN indexes (faqs_search_idx, blog_posts_search_idx), never by reading and folding every
 * row's text: the statements the models send are asked for their plan. PostgreSQL only, as
 * post-indexes.server.test.ts. PRINT_PLANS=1 prints the plans.
 */

const rowCount = 10_000;

describe.runIf(testEngines.includes("postgres"))(`admin search with ${rowCount} rows [postgres]`, () => {
  let database: TestDatabase;
  let queryPlans: QueryPlans | undefined;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    setActiveDatabase(database);
    // One FAQ and one post in a thousand mention the Café du Monde; the rest are alike.
    await database.db.execute(sql`
      INSERT INTO faqs (question, answer, category, display_order, is_published)
      SELECT 'Question ' || g || ' about shifts?',
             CASE WHEN g % 1000 = 0 THEN 'We staff the Café du Monde kitchen.' ELSE 'Shift details and pay. ' || repeat('Requirements apply. ', 10) END,
             CASE WHEN g % 2 = 0 THEN 'Job Seekers' ELSE 'Employers' END,
             g, g % 10 <> 0
      FROM generate_series(1, ${rowCount}) AS g`);
    await database.db.execute(sql`
      INSERT INTO blog_posts (title, slug, content, excerpt, author, is_published, published_at, created_at)
      SELECT 'Post ' || g, 'post-' || g,
             CASE WHEN g % 1000 = 0 THEN 'Lunch at the Café du Monde. ' ELSE '' END || repeat('Shift details and requirements. ', 40),
             'Excerpt ' || g, 'Staff', g % 10 <> 0,
             CASE WHEN g % 10 <> 0 THEN now() - g * interval '1 hour' END,
             now() - g * interval '1 hour'
      FROM generate_series(1, ${rowCount}) AS g`);
    // What autovacuum does on a live server: statistics (the indexes' too) and the visibility map.
    await database.db.execute(sql`VACUUM ANALYZE faqs`);
    await database.db.execute(sql`VACUUM ANALYZE blog_posts`);
    queryPlans = recordQueryPlans(database.pool!);
  }, 180_000);

  afterAll(async () => {
    queryPlans?.restore();
    setActiveDatabase(undefined);
    await database?.destroy();
  });

  /** Runs a model call; the plan of each statement it sent (the page's rows, then the count). */
  const plansOf = (run: () => Promise<unknown>) => queryPlans!.plansOf(run, 2);

  function expectSearchIndex(nodes: PlanNode[], table: string, index: string) {
    const summary = planSummary(nodes);
    expect(
      nodes.some((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === table),
      summary,
    ).toBe(false);
    expect(
      nodes.some((n) => n["Node Type"] === "Bitmap Index Scan" && n["Index Name"] === index),
      summary,
    ).toBe(true);
  }

  it("searches the FAQs on faqs_search_idx, with and without accents, alone and with filters", async () => {
    for (const q of ["café", "CAFE du monde"]) {
      for (const plan of await plansOf(() => faqStore.listPage(1, 50, { ...NO_FILTER, q })))
        expectSearchIndex(plan, "faqs", "faqs_search_idx");
    }
    const filtered = { q: "cafe", status: "published" as const, category: "Job Seekers" };
    for (const plan of await plansOf(() => faqStore.listPage(1, 50, filtered)))
      expectSearchIndex(plan, "faqs", "faqs_search_idx");
  });

  it("searches the posts on blog_posts_search_idx, alone and with a status", async () => {
    for (const plan of await plansOf(() => postStore.listPage(1, 50, { ...NO_FILTER, q: "Café" })))
      expectSearchIndex(plan, "blog_posts", "blog_posts_search_idx");
    for (const plan of await plansOf(() =>
      postStore.listPage(1, 50, { ...NO_FILTER, q: "monde", status: "published" }),
    ))
      expectSearchIndex(plan, "blog_posts", "blog_posts_search_idx");
  });

  it("returns the right rows and counts from those plans", async () => {
    const faqs = await faqStore.listPage(1, 50, { ...NO_FILTER, q: "Cafe" });
    expect(faqs.total).toBe(10);
    expect(faqs.rows.map((faq) => faq.displayOrder)).toEqual(Array.from({ length: 10 }, (_, i) => (i + 1) * 1000));
    const posts = await postStore.listPage(1, 50, { ...NO_FILTER, q: "café", status: "published" });
    // Every tenth post is a draft, so every thousandth is: none of the ten is published.
    expect(posts).toEqual({ rows: [], total: 0 });
    expect((await postStore.listPage(1, 50, { ...NO_FILTER, q: "café" })).total).toBe(10);
  });
});
