import { describe, expect, it } from "vitest";
import { featuredImageUrlProblem, parsePostPublishing, publishingMessages } from "./post-publishing";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("parsePostPublishing", () => {
  it("reads an empty form as no image, no description, no date", () => {
    expect(parsePostPublishing(form({}))).toEqual({
      success: true,
      data: { featuredMediaId: null, removeImage: false, featuredImageAlt: null, metaDescription: null, publishAt: null, keepPublishedDate: false },
    });
  });

  it("reads the fields, the publish date on Chicago's clock", () => {
    const id = "ab".repeat(32);
    const result = parsePostPublishing(
      form({
        featuredMediaId: id,
        featuredImageAlt: "  Workers at the port  ",
        metaDescription: "Dock jobs\r\nin Lake Charles.",
        publishDate: "2026-07-04T09:00",
        keepPublishedDate: "on",
        removeImage: "on",
      }),
    );
    expect(result).toEqual({
      success: true,
      data: {
        featuredMediaId: id,
        removeImage: true,
        featuredImageAlt: "Workers at the port",
        metaDescription: "Dock jobs\nin Lake Charles.",
        publishAt: new Date("2026-07-04T14:00:00Z"),
        keepPublishedDate: true,
      },
    });
  });

  it("refuses a meta description over 160 characters, a bad date and a bad image id, by field", () => {
    const result = parsePostPublishing(form({ metaDescription: "x".repeat(161), publishDate: "2026-02-30T10:00", featuredMediaId: "../etc" }));
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        metaDescription: "Meta Description must be at most 160 characters",
        publishDate: publishingMessages.publishDate,
        featuredMediaId: publishingMessages.featuredMediaId,
      },
    });
    expect(parsePostPublishing(form({ metaDescription: "x".repeat(160) })).success).toBe(true);
  });
});

describe("featuredImageUrlProblem", () => {
  it("refuses an http image address on an https site only", () => {
    expect(featuredImageUrlProblem("http://img.example.com/a.jpg", { httpsSite: true })).toBe("Use an https address or upload the image");
    expect(featuredImageUrlProblem("HTTP://img.example.com/a.jpg", { httpsSite: true })).toBe("Use an https address or upload the image");
    expect(featuredImageUrlProblem("https://img.example.com/a.jpg", { httpsSite: true })).toBeNull();
    expect(featuredImageUrlProblem("http://img.example.com/a.jpg", { httpsSite: false })).toBeNull();
    expect(featuredImageUrlProblem(null, { httpsSite: true })).toBeNull();
  });
});
