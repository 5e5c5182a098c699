import { describe, expect, it } from "vitest";

import { asksForFilter, isFiltered, listHref, NO_FILTER, readListFilter } from "./list-filters";

const statuses = ["published", "draft", "scheduled"] as const;
const read = (query: string) => readListFilter(new URLSearchParams(query), statuses);

describe("an admin list's search and filters in its address", () => {
  it("reads the search, the status and the category", () => {
    expect(read("q=%20welders%20%20pay%20&status=draft&category=Job+Seekers")).toEqual({
      q: "welders pay",
      status: "draft",
      category: "Job Seekers",
    });
    expect(read("")).toEqual(NO_FILTER);
    expect(isFiltered(read(""))).toBe(false);
    expect(isFiltered(read("status=scheduled"))).toBe(true);
  });

  it("ignores what no form of the page sends: an unknown status, a repeat, control characters, a long category", () => {
    expect(read("status=archived").status).toBeNull();
    expect(read("status=all&q=").status).toBeNull();
    expect(read("status=draft&status=published").status).toBe("draft");
    expect(read("q=a%00b%0Ac").q).toBe("a b c");
    expect(read("q=" + "x".repeat(500)).q).toHaveLength(200);
    expect(read("category=" + "c".repeat(101)).category).toBeNull();
    expect(read("category=%00").category).toBeNull();
    expect(isFiltered(read("status=archived&q=%20&category="))).toBe(false);
  });

  it("tells whether an address asks for any filter, whatever the list's statuses", () => {
    expect(asksForFilter(new URLSearchParams("page=2&view=trash"))).toBe(false);
    expect(asksForFilter(new URLSearchParams("status=all&q=&category="))).toBe(false);
    expect(asksForFilter(new URLSearchParams("status=draft"))).toBe(true);
    expect(asksForFilter(new URLSearchParams("q=pay"))).toBe(true);
    expect(asksForFilter(new URLSearchParams("category=Employers"))).toBe(true);
  });

  it("builds addresses that keep the other parameters and leave the defaults out", () => {
    const params = new URLSearchParams("view=trash&q=old&page=3");
    expect(listHref("/admin/faqs", params, { filter: NO_FILTER })).toBe("/admin/faqs?view=trash");
    expect(
      listHref("/admin/faqs", params, { filter: { q: "pay & shifts", status: "draft", category: null }, page: 2 }),
    ).toBe("/admin/faqs?view=trash&q=pay+%26+shifts&status=draft&page=2");
    expect(listHref("/admin/posts", new URLSearchParams(), { filter: NO_FILTER, page: 1 })).toBe("/admin/posts");
  });
});
