import { describe, expect, it } from "vitest";

import { revisionChanges } from "./revision-changes";

const base = {
  title: "Title",
  slug: "title",
  excerpt: "Excerpt.",
  content: "a\nb",
  titleEs: null,
  excerptEs: null,
  contentEs: null,
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
    expect(revisionChanges({ ...base, metaDescription: "" }, base, imageName)).toEqual({
      fields: [],
      content: null,
      contentEs: null,
    });
  });

  it("lists the Spanish fields by their labels, and the Spanish content's lines apart from the English", () => {
    const spanish = { ...base, titleEs: "Título", excerptEs: "Resumen.", contentEs: "uno\ndos" };
    const added = revisionChanges(spanish, base, imageName);
    expect(added.fields).toEqual([
      { label: "Title (Spanish)", before: null, after: "Título" },
      { label: "Excerpt (Spanish)", before: null, after: "Resumen." },
    ]);
    expect(added.content).toBeNull();
    expect(added.contentEs).toEqual([
      { kind: "added", text: "uno" },
      { kind: "added", text: "dos" },
    ]);
    const edited = revisionChanges({ ...spanish, contentEs: "uno\ntres" }, spanish, imageName);
    expect(edited.fields).toEqual([]);
    expect(edited.contentEs).toEqual([
      { kind: "same", text: "uno" },
      { kind: "removed", text: "dos" },
      { kind: "added", text: "tres" },
    ]);
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
