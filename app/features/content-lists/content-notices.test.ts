import { describe, expect, it } from "vitest";

import { contentNotice } from "./content-notices";

const ID = "0b6f0f4e-2f1c-4a51-9d52-3c1f5a0e8b11";

describe("contentNotice", () => {
  it("says what happened to the row, in the issue's words", () => {
    expect(contentNotice("FAQ", "saved", { id: ID }).message).toBe("FAQ saved");
    expect(contentNotice("Post", "published", { id: ID }).message).toBe("Post published");
    expect(contentNotice("Post", "unpublished", { id: ID }).message).toBe("Post unpublished");
    expect(contentNotice("FAQ", "created", { id: ID }).message).toBe("FAQ created");
    expect(contentNotice("Post", "restored", { id: ID }).message).toBe("Post restored");
    expect(contentNotice("Post", "deleted", { id: ID }).message).toBe("Post deleted forever");
  });

  it("links to the public page when there is one", () => {
    expect(contentNotice("Post", "published", { id: ID, publicHref: "/news/open-house" })).toEqual({
      message: "Post published",
      viewHref: "/news/open-house",
    });
    expect(contentNotice("FAQ", "saved", { id: ID, publicHref: null })).toEqual({ message: "FAQ saved" });
  });

  it("offers Undo for a move to the Trash, which restores the row, and no link to a page it left", () => {
    expect(contentNotice("Post", "trashed", { id: ID, publicHref: "/news/open-house" })).toEqual({
      message: "Post moved to the Trash",
      undo: { intent: "restore", id: ID },
    });
  });
});
