import { describe, expect, it } from "vitest";

import {
  DRAFT_MAX_AGE_MS,
  draftFromForm,
  draftKey,
  draftOfferQuestion,
  readDraft,
  removeDraft,
  removeStaleDrafts,
  writeDraft,
  type DraftStorage,
} from "./browser-drafts";
import { formSnapshot } from "./form-snapshot";

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const NOW = Date.parse("2026-11-23T21:41:00Z");

describe("browser drafts", () => {
  it("keys a draft by the staff member, the form and its row ('new' for a new one)", () => {
    expect(draftKey("staff-1", "post-form", null)).toBe("admin-draft:v1:staff-1:post-form:new");
    expect(draftKey("staff-1", "post-form", "row-9")).toBe("admin-draft:v1:staff-1:post-form:row-9");
    expect(draftKey("staff-2", "post-form", null)).not.toBe(draftKey("staff-1", "post-form", null));
  });

  it("keeps the text of every field in order, and of a file only that one was chosen", () => {
    const empty = new File([], "", { type: "application/octet-stream" });
    const photo = new File(["bytes"], "photo.jpg", { type: "image/jpeg" });
    const entries: Array<[string, FormDataEntryValue]> = [
      ["title", "Hello"],
      ["featuredImage", empty],
      ["content", "Line one.\nLine two."],
    ];
    const draft = draftFromForm(entries, NOW);
    expect(draft).toEqual({
      savedAt: NOW,
      fields: [
        ["title", "Hello"],
        ["featuredImage", ""],
        ["content", "Line one.\nLine two."],
      ],
      hadFile: false,
    });
    // The same snapshot as the form it came from: an unchanged form is recognised.
    expect(formSnapshot(draft.fields)).toBe(formSnapshot(entries));
    expect(draftFromForm([["featuredImage", photo]], NOW).hadFile).toBe(true);
  });

  it("writes, reads back and removes a draft", () => {
    const storage = memoryStorage();
    const key = draftKey("staff-1", "faq-form", null);
    const draft = draftFromForm([["question", "Do you hire welders?"]], NOW);
    expect(writeDraft(storage, key, draft)).toBe(true);
    expect(readDraft(storage, key, NOW)).toEqual(draft);
    removeDraft(storage, key);
    expect(readDraft(storage, key, NOW)).toBeNull();
  });

  it("drops a draft that is unreadable or older than 30 days", () => {
    const storage = memoryStorage();
    storage.setItem("admin-draft:v1:a:faq-form:new", "{not json");
    storage.setItem(
      "admin-draft:v1:a:post-form:new",
      JSON.stringify({ savedAt: NOW, fields: [["x", 1]], hadFile: false }),
    );
    const old = draftFromForm([["question", "Old"]], NOW - DRAFT_MAX_AGE_MS - 1);
    writeDraft(storage, "admin-draft:v1:a:faq-form:row", old);
    expect(readDraft(storage, "admin-draft:v1:a:faq-form:new", NOW)).toBeNull();
    expect(readDraft(storage, "admin-draft:v1:a:post-form:new", NOW)).toBeNull();
    expect(readDraft(storage, "admin-draft:v1:a:faq-form:row", NOW)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("sweeps stale drafts of anyone, leaving recent ones and other keys alone", () => {
    const storage = memoryStorage();
    writeDraft(storage, "admin-draft:v1:a:faq-form:1", draftFromForm([], NOW - DRAFT_MAX_AGE_MS - 1));
    writeDraft(storage, "admin-draft:v1:b:faq-form:2", draftFromForm([], NOW - 1000));
    storage.setItem("something-else", "kept");
    removeStaleDrafts(storage, NOW);
    expect([...storage.items.keys()].sort()).toEqual(["admin-draft:v1:b:faq-form:2", "something-else"]);
  });

  it("survives a browser that refuses to store", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(writeDraft(storage, "k", draftFromForm([], NOW))).toBe(false);
  });

  it("asks with the time on the staff member's clock, h:mm AM/PM, and the date when not today", () => {
    expect(draftOfferQuestion(NOW, NOW, "America/Chicago")).toBe("Restore your unsaved changes from 3:41 PM?");
    expect(draftOfferQuestion(NOW, NOW, "America/New_York")).toBe("Restore your unsaved changes from 4:41 PM?");
    expect(draftOfferQuestion(NOW - 3 * 86_400_000, NOW, "America/Chicago")).toBe(
      "Restore your unsaved changes from Nov 20, 3:41 PM?",
    );
  });
});
