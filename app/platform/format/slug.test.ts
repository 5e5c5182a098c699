import { describe, expect, it } from "vitest";

import { FALLBACK_SLUG, isWellFormedSlug, SLUG_PATTERN, slugCandidate, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["already-a-slug", "already-a-slug"],
    ["UPPER case Title", "upper-case-title"],
    ["Route 66 in 2026", "route-66-in-2026"],
  ])("lowercases and joins words: %j -> %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each([
    ["  Hiring -- Now!!! Open  ", "hiring-now-open"],
    ["Q&A: 2026's Top Jobs", "q-a-2026-s-top-jobs"],
    ["Hello---World", "hello-world"],
    ["a_b.c/d\\e", "a-b-c-d-e"],
    ["Tabs\tand\nnew lines", "tabs-and-new-lines"],
    ["...Leading and trailing...", "leading-and-trailing"],
    ["-already-hyphenated-", "already-hyphenated"],
    ["50% off — today only!", "50-off-today-only"],
    ["Price: $1,000.00 (net)", "price-1-000-00-net"],
  ])("turns each run of punctuation into one hyphen and trims the ends: %j -> %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each([
    ["Café Déjà Vu", "cafe-deja-vu"],
    ["Señor Año", "senor-ano"],
    ["Ünïcödé Straße", "unicode-strasse"],
    ["Œuvre Ærø Łódź", "oeuvre-aero-lodz"],
    ["İstanbul", "istanbul"],
    ["ｆｕｌｌｗｉｄｔｈ １２３", "fullwidth-123"],
    ["日本語 Jobs", "jobs"],
    ["Jobs 🚀 Now", "jobs-now"],
  ])("folds accents and drops other scripts and emoji: %j -> %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each(["!!!", "🚀🚀", "— … —", "日本語", "", "   "])(
    "gives nothing for a title without a usable character: %j",
    (title) => {
      expect(slugify(title)).toBe("");
    },
  );

  it("always gives the form a typed slug must have", () => {
    for (const title of ["Hello, World!", "--a--b--", "Ünïcödé Straße", "x", "2026"]) {
      expect(slugify(title)).toMatch(SLUG_PATTERN);
    }
    expect(FALLBACK_SLUG).toMatch(SLUG_PATTERN);
  });
});

describe("SLUG_PATTERN", () => {
  it.each(["hello", "hello-world", "a1-b2-c3", "2026"])("accepts %j", (slug) => {
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it.each(["", "Hello", "hello--world", "-hello", "hello-", "hello world", "héllo", "news/hello", "hello_world"])(
    "refuses %j",
    (slug) => {
      expect(slug).not.toMatch(SLUG_PATTERN);
    },
  );
});

describe("slugCandidate", () => {
  it("numbers collisions from 2", () => {
    expect([1, 2, 3].map((n) => slugCandidate("news", n))).toEqual(["news", "news-2", "news-3"]);
  });

  it("numbers the fallback slug of all-symbol titles like any other", () => {
    expect([1, 2].map((n) => slugCandidate(FALLBACK_SLUG, n))).toEqual(["post", "post-2"]);
  });
});

describe("isWellFormedSlug", () => {
  it("accepts what slugify makes and nothing else, so nothing else reaches a query", () => {
    expect(isWellFormedSlug("now-hiring-welders-2")).toBe(true);
    expect(isWellFormedSlug(slugify("Straße ".repeat(100)))).toBe(true);
    for (const slug of ["abc\u0000def", "Now-Hiring", "a--b", "-a", "a b", "", "x".repeat(1_001)]) {
      expect(isWellFormedSlug(slug), JSON.stringify(slug)).toBe(false);
    }
  });
});
