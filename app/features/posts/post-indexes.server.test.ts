import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setActiveDatabase } from "~/platform/db/client.server";

import { planSummary, recordQueryPlans, type PlanNode, type QueryPlans } from "../../../tests/support/query-plans";
import { createTestDatabase, testEngines, type TestDatabase } from "../../../tests/support/test-database";
import { countPublishedPosts, getPublishedPostBySlug, listAllPosts, listPublishedPosts } from "./post.server";

/*
 * With 10,000 posts, the queries behind the news list, the article page, the admin table
 * and the counts must read an index, not the whole table. PostgreSQL only: its planner is
 * the one production uses (PGlite is the same planner, but this suite measures the server).
 */

const postCount = 10_000;

describe.runIf(testEngines.includes("postgres"))(`post queries with ${postCount} posts [postgres]`, () => {
  let database: TestDatabase;
  let queryPlans: QueryPlans | undefined;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    setActiveDatabase(database);
    // Nine in ten published, with distinct dates; bulk-inserted in one statement.
    await database.db.execute(sql`
      INSERT INTO blog_posts (title, slug, content, excerpt, author, is_published, published_at, created_at)
      SELECT 'Post ' || g, 'post-' || g, repeat('Shift details and requirements. ', 40), 'Excerpt ' || g, 'Staff',
             g % 10 <> 0,
             CASE WHEN g % 10 <> 0 THEN now() - g * interval '1 hour' END,
             now() - g * interval '1 hour'
      FROM generate_series(1, ${postCount}) AS g`);
    // What autovacuum does on a live server: statistics and the visibility map.
    await database.db.execute(sql`VACUUM ANALYZE blog_posts`);
    // Record the SQL the models send, to ask the planner about exactly those statements.
    queryPlans = recordQueryPlans(database.pool!);
  }, 120_000);

  afterAll(async () => {
    queryPlans?.restore();
    setActiveDatabase(undefined);
    await database?.destroy();
  });

  /** Runs a model call and returns the plan of the statement it sent. */
  async function planOf(run: () => Promise<unknown>): Promise<PlanNode[]> {
    const [plan] = await queryPlans!.plansOf(run, 1);
    return plan!;
  }

  function expectIndexOnly(nodes: PlanNode[], index: string) {
    const summary = planSummary(nodes);
    expect(
      nodes.some((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "blog_posts"),
      summary,
    ).toBe(false);
    // The index gives the order: no sort of the whole table.
    expect(
      nodes.some((n) => n["Node Type"] === "Sort"),
      summary,
    ).toBe(false);
    expect(
      nodes.some((n) => /Index/.test(n["Node Type"]) && n["Index Name"] === index),
      summary,
    ).toBe(true);
  }

  it("pages the news list (12 a page) on the published-date index, first page and deep pages", async () => {
    expectIndexOnly(await planOf(() => listPublishedPosts({ limit: 12 })), "blog_posts_published_at_idx");
    expectIndexOnly(
      await planOf(() => listPublishedPosts({ limit: 12, offset: 12 * 50 })),
      "blog_posts_published_at_idx",
    );
    expectIndexOnly(
      await planOf(() => listPublishedPosts({ limit: 12, offset: 12 * 700 })),
      "blog_posts_published_at_idx",
    );
  });

  it("pages the admin table (50 a page) on the creation-date index", async () => {
    expectIndexOnly(await planOf(() => listAllPosts({ limit: 50 })), "blog_posts_created_at_idx");
    expectIndexOnly(await planOf(() => listAllPosts({ limit: 50, offset: 50 * 150 })), "blog_posts_created_at_idx");
  });

  it("counts published posts from the published index alone", async () => {
    const nodes = await planOf(() => countPublishedPosts());
    expectIndexOnly(nodes, "blog_posts_published_at_idx");
    expect(nodes.some((n) => n["Node Type"] === "Index Only Scan")).toBe(true);
  });

  it("finds an article by slug on the unique slug index", async () => {
    expectIndexOnly(await planOf(() => getPublishedPostBySlug("post-5001")), "blog_posts_slug_unique");
  });

  it("returns the right rows from those plans", async () => {
    const page3 = await listPublishedPosts({ limit: 12, offset: 24 });
    // Post g was published g hours ago and every tenth is a draft: page 3 starts at the 25th published.
    const published = Array.from({ length: postCount }, (_, i) => i + 1).filter((g) => g % 10 !== 0);
    expect(page3.map((p) => p.slug)).toEqual(published.slice(24, 36).map((g) => `post-${g}`));
    expect(await countPublishedPosts()).toBe(published.length);
  });
});
