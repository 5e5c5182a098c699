import { beforeEach, expect, it } from "vitest";

import { adminRequest, callRoute, signInStaff } from "../../../tests/support/admin-requests";
import { seedPost } from "../../../tests/support/content-fixtures";
import { describeEachEngine } from "../../../tests/support/test-database";
import { action, loader } from "./route";

/* The post admin's search and Status filter, in the address. */

const PATH = "/admin/posts";

describeEachEngine("admin posts route: search and filters", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInStaff();
    await seedPost({ title: "Forklift Drivers Wanted", isPublished: true });
    await seedPost({ title: "Holiday Hours", excerpt: "Closed for the Fête du Travail." });
    await seedPost({
      title: "Job Fair",
      content: "Meet us downtown.",
      isPublished: true,
      publishAt: new Date(Date.now() + 86_400_000),
    });
  });

  const titles = async (query: string) => {
    const answer = await callRoute(loader, adminRequest(`${PATH}${query}`, { cookie }));
    expect(answer.status, query).toBe(200);
    const body = answer.body as { posts: { title: string }[]; total: number; filter: unknown };
    return body.posts.map((post) => post.title);
  };

  it("finds posts by a word of the title, the excerpt or the content, accents aside", async () => {
    expect(await titles("?q=forklift")).toEqual(["Forklift Drivers Wanted"]);
    expect(await titles("?q=fete")).toEqual(["Holiday Hours"]);
    expect(await titles("?q=F%C3%8ATE")).toEqual(["Holiday Hours"]);
    expect(await titles("?q=downtown")).toEqual(["Job Fair"]);
    expect(await titles("?q=plumbers")).toEqual([]);
  });

  it("filters by Published, Draft and Scheduled; an unknown status shows them all", async () => {
    expect(await titles("?status=published")).toEqual(["Forklift Drivers Wanted"]);
    expect(await titles("?status=draft")).toEqual(["Holiday Hours"]);
    expect(await titles("?status=scheduled")).toEqual(["Job Fair"]);
    expect(await titles("?status=archived")).toHaveLength(3);
    expect(await titles("?q=fair&status=draft")).toEqual([]);
  });

  it("refuses moves: posts have no order staff set", async () => {
    const answer = await callRoute(
      action,
      adminRequest(PATH, { cookie, form: { intent: "move-up", id: "00000000-0000-4000-8000-000000000000" } }),
    );
    expect(answer).toMatchObject({ status: 400, body: { ok: false, error: "This list cannot be reordered." } });
  });
});
