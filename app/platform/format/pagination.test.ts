import { describe, expect, it } from "vitest";

import { pageCount, pagePath, parsePageParam } from "./pagination";

const parse = (query: string) => parsePageParam(new URLSearchParams(query));

describe("parsePageParam", () => {
  it("is absent when there is no page parameter", () => {
    expect(parse("")).toEqual({ kind: "absent" });
    expect(parse("utm_source=x")).toEqual({ kind: "absent" });
  });

  it("reads a positive whole number", () => {
    expect(parse("page=1")).toEqual({ kind: "page", page: 1 });
    expect(parse("page=12")).toEqual({ kind: "page", page: 12 });
  });

  it.each([
    "page=",
    "page=0",
    "page=-1",
    "page=1.5",
    "page=abc",
    "page=02",
    "page=1e3",
    "page=%201",
    "page=2&page=3",
    "page=9999999",
  ])("calls %s malformed", (query) => {
    expect(parse(query)).toEqual({ kind: "malformed" });
  });
});

describe("pageCount", () => {
  it("rounds up and never goes below one page", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});

describe("pagePath", () => {
  it("leaves the parameter off page 1", () => {
    expect(pagePath("/news", 1)).toBe("/news");
    expect(pagePath("/news", 3)).toBe("/news?page=3");
  });

  it("adds the page to a path that has a query of its own (a list's Trash)", () => {
    expect(pagePath("/admin/faqs?view=trash", 1)).toBe("/admin/faqs?view=trash");
    expect(pagePath("/admin/faqs?view=trash", 2)).toBe("/admin/faqs?view=trash&page=2");
  });
});
