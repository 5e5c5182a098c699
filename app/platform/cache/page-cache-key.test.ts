import { describe, expect, it } from "vitest";

import { pageCacheKey } from "./page-cache-key";

describe("pageCacheKey", () => {
  it("keeps the path and only the parameters the page reads, in the order sent", () => {
    expect(pageCacheKey("/?u=123", [])).toBe("/");
    expect(pageCacheKey("/news?utm_source=x&page=2&ref=y", ["page"])).toBe("/news?page=2");
    expect(pageCacheKey("/news?page=2&page=3", ["page"])).toBe("/news?page=2&page=3");
    expect(pageCacheKey("/news?p%61ge=2", ["page"])).toBe("/news?p%61ge=2");
    expect(pageCacheKey("/news?utm=1", ["page"])).toBe("/news");
    expect(pageCacheKey("/news", ["page"])).toBe("/news");
    expect(pageCacheKey("/news?%E0%A4%A=1", ["page"])).toBe("/news");
  });

  it("normalized: the declared parameters' first non-empty values, sorted by name and re-encoded", () => {
    const key = (target: string) => pageCacheKey(target, ["q", "type", "page"], "normalized");
    expect(key("/jobs?type=temporary&q=fork+lift&utm=1")).toBe("/jobs?q=fork+lift&type=temporary");
    expect(key("/jobs?q=fork%20lift&type=temporary&q=welder")).toBe("/jobs?q=fork+lift&type=temporary");
    expect(key("/jobs?q=&page=")).toBe("/jobs");
    expect(key("/jobs?%E0%A4%A=1&q=%E0%A4%A")).toBe("/jobs");
    expect(key("/jobs")).toBe("/jobs");
  });
});
