import { describe, expect, it } from "vitest";

import { listViewHref, purgeDateOf, readListView, trashPaging } from "./trash-view";

describe("the Trash view of a list", () => {
  it("is asked for with ?view=trash; anything else is the list", () => {
    expect(readListView(new URLSearchParams("view=trash"))).toBe("trash");
    expect(readListView(new URLSearchParams("view=Trash"))).toBe("list");
    expect(readListView(new URLSearchParams(""))).toBe("list");
  });

  it("has its own address, paged like the list", () => {
    expect(trashPaging({ path: "/admin/posts", perPage: 50 })).toEqual({
      path: "/admin/posts?view=trash",
      perPage: 50,
    });
  });

  it("switches views keeping the other parameters but the page", () => {
    const current = new URLSearchParams("q=forklift&status=draft&page=3");
    expect(listViewHref("/admin/faqs", "trash", current)).toBe("/admin/faqs?q=forklift&status=draft&view=trash");
    expect(listViewHref("/admin/faqs", "list", new URLSearchParams("view=trash&page=2"))).toBe("/admin/faqs");
  });

  it("deletes a row for good 30 days after it was moved there", () => {
    expect(purgeDateOf("2026-11-01T12:00:00.000Z").toISOString()).toBe("2026-12-01T12:00:00.000Z");
  });
});
