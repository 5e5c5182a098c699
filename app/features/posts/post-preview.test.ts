import { describe, expect, it } from "vitest";

import { previewPublishDate } from "./post-preview";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("previewPublishDate", () => {
  const now = new Date("2026-03-14T15:00:00Z");
  const published = { publishedAt: new Date("2025-11-26T18:30:00Z") };

  it("is the typed Publish Date, on the agency's clock", () => {
    expect(previewPublishDate(form({ publishAt: "2026-04-01T09:00" }), null, now)).toBe("2026-04-01T14:00:00.000Z");
  });

  it("is the post's own date when 'Keep the current date' is ticked", () => {
    expect(previewPublishDate(form({ keepPublishedDate: "on" }), published, now)).toBe("2025-11-26T18:30:00.000Z");
  });

  it("is now otherwise, as saving it published would date it", () => {
    expect(previewPublishDate(form({ publishAt: "" }), published, now)).toBe(now.toISOString());
    expect(previewPublishDate(form({}), null, now)).toBe(now.toISOString());
  });
});
