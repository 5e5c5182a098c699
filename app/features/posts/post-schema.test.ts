import { describe, expect, it } from "vitest";

import { parseForm } from "~/platform/forms/form-fields";

import { featuredImageUrlProblem, postFormSchema, postMessages } from "./post-schema";

const required = { title: "Dock Jobs", excerpt: "E.", content: "C.", author: "Staff" };

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...required, ...fields })) data.set(name, value);
  return data;
}

describe("the post form's publishing fields", () => {
  it("read an empty form as no image, no description, no date", () => {
    const result = parseForm(postFormSchema, form({}));
    expect(result).toMatchObject({
      success: true,
      data: {
        featuredMediaId: null,
        removeImage: false,
        featuredImageAlt: null,
        metaDescription: null,
        publishAt: null,
        keepPublishedDate: false,
      },
    });
  });

  it("read the fields, the publish date on Chicago's clock", () => {
    const id = "ab".repeat(32);
    const result = parseForm(
      postFormSchema,
      form({
        featuredMediaId: id,
        featuredImageAlt: "  Workers at the port  ",
        metaDescription: "Dock jobs\r\nin Lake Charles.",
        publishAt: "2026-07-04T09:00",
        keepPublishedDate: "on",
        removeImage: "on",
      }),
    );
    expect(result).toMatchObject({
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

  it("refuse a meta description over 160 characters, a bad date and a bad image id, by field", () => {
    const result = parseForm(
      postFormSchema,
      form({ metaDescription: "x".repeat(161), publishAt: "2026-02-30T10:00", featuredMediaId: "../etc" }),
    );
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        metaDescription: "Meta Description must be at most 160 characters",
        publishAt: postMessages.publishAt,
        featuredMediaId: postMessages.featuredMediaId,
      },
    });
    expect(parseForm(postFormSchema, form({ metaDescription: "x".repeat(160) })).success).toBe(true);
  });

  it("take a file in the form as no text (the action reads the file itself)", () => {
    const data = form({});
    data.set("featuredMediaId", new File(["x"], "a.jpg"));
    expect(parseForm(postFormSchema, data)).toMatchObject({ success: true, data: { featuredMediaId: null } });
  });
});

describe("featuredImageUrlProblem", () => {
  it("refuses an http image address on an https site only", () => {
    expect(featuredImageUrlProblem("http://img.example.com/a.jpg", { httpsSite: true })).toBe(
      "Use an https address or upload the image",
    );
    expect(featuredImageUrlProblem("HTTP://img.example.com/a.jpg", { httpsSite: true })).toBe(
      "Use an https address or upload the image",
    );
    expect(featuredImageUrlProblem("https://img.example.com/a.jpg", { httpsSite: true })).toBeNull();
    expect(featuredImageUrlProblem("http://img.example.com/a.jpg", { httpsSite: false })).toBeNull();
    expect(featuredImageUrlProblem(null, { httpsSite: true })).toBeNull();
  });
});
