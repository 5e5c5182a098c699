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
});
