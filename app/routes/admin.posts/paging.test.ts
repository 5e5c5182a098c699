import { describe, expect, it } from "vitest";

import { adminPostsHref, pageCount, readPageParam } from "./paging";

describe("readPageParam", () => {
  it("is 1 without ?page and the number for a positive whole number", () => {
    expect(readPageParam(new URLSearchParams())).toBe(1);
    expect(readPageParam(new URLSearchParams("page=1"))).toBe(1);
    expect(readPageParam(new URLSearchParams("page=200"))).toBe(200);
  });

  it.each(["0", "-1", "01", "1.5", "abc", "", "1e3", " 2", "99999999"])("is null for %j", (raw) => {
    expect(readPageParam(new URLSearchParams({ page: raw }))).toBeNull();
  });
});

describe("pageCount", () => {
  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [10_000, 200],
  ])("%i rows make %i pages of 50", (total, pages) => {
    expect(pageCount(total, 50)).toBe(pages);
  });
});

describe("adminPostsHref", () => {
  it("gives page 1 the table's own address", () => {
    expect(adminPostsHref(1)).toBe("/admin/posts");
    expect(adminPostsHref(2)).toBe("/admin/posts?page=2");
  });
});
