import { describe, expect, it } from "vitest";

import { revisionChanges } from "./revision-changes";

const base = {
  title: "Title",
  slug: "title",
  excerpt: "Excerpt.",
  content: "a\nb",
  featuredImageUrl: null,
  featuredMediaId: null,
  featuredImageAlt: null,
  metaDescription: null,
};
const imageName = (id: string) => `${id}.jpg`;

describe("revisionChanges", () => {
  it("lists only the fields that differ, by the form's labels, with the content's changed lines", () => {
    const changes = revisionChanges(
      { ...base, title: "New Title", content: "a\nc", featuredMediaId: "photo", metaDescription: "Meta." },
      base,
      imageName,
    );
    expect(changes.fields).toEqual([
      { label: "Title", before: "Title", after: "New Title" },
      { label: "Meta Description", before: null, after: "Meta." },
      { label: "Uploaded Image", before: null, after: "photo.jpg" },
    ]);
    expect(changes.content).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "c" },
    ]);
  });

  it("says nothing of equal content, and counts an empty text as none", () => {
    expect(revisionChanges({ ...base, metaDescription: "" }, base, imageName)).toEqual({ fields: [], content: null });
  });

  it("compares the first save with an empty post: every field it has and every line is new", () => {
    const changes = revisionChanges(base, null, imageName);
    expect(changes.fields.map((field) => field.label)).toEqual(["Title", "Slug", "Excerpt"]);
    expect(changes.content).toEqual([
      { kind: "added", text: "a" },
      { kind: "added", text: "b" },
    ]);
  });
});
