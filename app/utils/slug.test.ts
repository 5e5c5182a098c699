import { describe, expect, it } from "vitest";
import { slugCandidate, slugify, SLUG_PATTERN } from "./slug";

describe("slugify", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["  Hiring -- Now!!! Open  ", "hiring-now-open"],
    ["Q&A: 2026's Top Jobs", "q-a-2026-s-top-jobs"],
    ["Café Déjà Vu", "cafe-deja-vu"],
    ["Señor Año", "senor-ano"],
    ["!!!", ""],
    ["🚀🚀", ""],
    ["already-a-slug", "already-a-slug"],
    ["日本語 Jobs", "jobs"],
  ])("%j -> %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
    if (slug) expect(slug).toMatch(SLUG_PATTERN);
  });

  it("numbers collisions from 2", () => {
    expect([1, 2, 3].map((n) => slugCandidate("news", n))).toEqual(["news", "news-2", "news-3"]);
  });
});
