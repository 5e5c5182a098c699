import { describe, expect, it } from "vitest";

import { formSnapshot } from "./form-snapshot";

function snapshotOf(entries: Array<[string, FormDataEntryValue]>) {
  return formSnapshot(entries);
}

describe("formSnapshot", () => {
  it("is the same for the same fields and values", () => {
    expect(
      snapshotOf([
        ["title", "Hello"],
        ["published", "on"],
      ]),
    ).toBe(
      snapshotOf([
        ["title", "Hello"],
        ["published", "on"],
      ]),
    );
  });

  it("changes when a value changes, a box is unticked or a field is added", () => {
    const opened = snapshotOf([
      ["title", "Hello"],
      ["published", "on"],
    ]);
    expect(
      snapshotOf([
        ["title", "Hello!"],
        ["published", "on"],
      ]),
    ).not.toBe(opened);
    expect(snapshotOf([["title", "Hello"]])).not.toBe(opened);
    expect(
      snapshotOf([
        ["title", "Hello"],
        ["published", "on"],
        ["tag", "x"],
      ]),
    ).not.toBe(opened);
  });

  it("keeps values apart that would run together", () => {
    expect(snapshotOf([["a", "b,c"]])).not.toBe(
      snapshotOf([
        ["a", "b"],
        ["c", ""],
      ]),
    );
  });

  it("treats an untouched file input as empty and a chosen file as a change", () => {
    const empty = new File([], "");
    const opened = snapshotOf([["image", empty]]);
    expect(opened).toBe(snapshotOf([["image", ""]]));
    const chosen = new File(["abc"], "dock.jpg", { lastModified: 1 });
    expect(snapshotOf([["image", chosen]])).not.toBe(opened);
    expect(snapshotOf([["image", chosen]])).toBe(
      snapshotOf([["image", new File(["xyz"], "dock.jpg", { lastModified: 1 })]]),
    );
  });
});
