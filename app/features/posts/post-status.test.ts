import { describe, expect, it } from "vitest";

import { articleLinkFor, postStatus } from "./post-status";

const now = new Date("2026-03-10T15:00:00Z");

describe("postStatus", () => {
  it("says Draft for an unpublished post, whatever its date", () => {
    expect(postStatus({ isPublished: false, publishedAt: null }, now)).toEqual({
      state: "draft",
      label: "Draft",
      publishedAt: null,
    });
    expect(postStatus({ isPublished: false, publishedAt: new Date("2026-01-01T00:00:00Z") }, now).state).toBe("draft");
  });

  it("says Scheduled, with its date, for a published post whose date is to come", () => {
    expect(postStatus({ isPublished: true, publishedAt: "2026-03-10T15:01:00.000Z" }, now)).toEqual({
      state: "scheduled",
      label: "Scheduled",
      publishedAt: "2026-03-10T15:01:00.000Z",
    });
  });

  it("says Published from its date on", () => {
    expect(postStatus({ isPublished: true, publishedAt: now }, now).label).toBe("Published");
    expect(postStatus({ isPublished: true, publishedAt: new Date("2025-01-01T00:00:00Z") }, now).label).toBe(
      "Published",
    );
  });
});

describe("articleLinkFor", () => {
  it("offers View for a live post and Preview for a draft or scheduled one, at the real address", () => {
    expect(articleLinkFor({ slug: "a b", isPublished: true, publishedAt: "2026-01-01T00:00:00Z" }, now)).toEqual({
      label: "View",
      href: "/news/a%20b",
    });
    expect(articleLinkFor({ slug: "a", isPublished: false, publishedAt: null }, now).label).toBe("Preview");
    expect(articleLinkFor({ slug: "a", isPublished: true, publishedAt: "2026-04-01T00:00:00Z" }, now).label).toBe(
      "Preview",
    );
  });
});
