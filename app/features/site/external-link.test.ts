import { describe, expect, it } from "vitest";

import { isSitePath } from "./external-link";

describe("isSitePath", () => {
  it("knows this site's paths from other sites' addresses", () => {
    expect(isSitePath("/jobs")).toBe(true);
    expect(isSitePath("/jobs?category=dockside")).toBe(true);
    expect(isSitePath("https://jobs.example.com")).toBe(false);
    expect(isSitePath("//evil.example")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
  });
});
