import { describe, expect, it } from "vitest";

import { diffLines, withContext, type DiffLine } from "./line-diff";

const same = (text: string): DiffLine => ({ kind: "same", text });
const added = (text: string): DiffLine => ({ kind: "added", text });
const removed = (text: string): DiffLine => ({ kind: "removed", text });

/** The older text rebuilt from a diff, and the newer one: both must come back exactly. */
function sides(lines: DiffLine[]) {
  return {
    before: lines.filter((line) => line.kind !== "added").map((line) => line.text),
    after: lines.filter((line) => line.kind !== "removed").map((line) => line.text),
  };
}

describe("diffLines", () => {
  it("finds nothing changed in equal texts", () => {
    expect(diffLines("a\nb", "a\nb")).toEqual([same("a"), same("b")]);
    expect(diffLines("", "")).toEqual([]);
  });

  it("shows a changed line as removed, then added, between kept lines", () => {
    expect(diffLines("one\ntwo\nthree", "one\n2\nthree")).toEqual([
      same("one"),
      removed("two"),
      added("2"),
      same("three"),
    ]);
  });

  it("shows added and removed lines anywhere", () => {
    expect(diffLines("a\nc", "a\nb\nc\nd")).toEqual([same("a"), added("b"), same("c"), added("d")]);
    expect(diffLines("x\na\ny\nb", "a\nb")).toEqual([removed("x"), same("a"), removed("y"), same("b")]);
  });

  it("treats an empty text as no lines, and Windows line breaks as line breaks", () => {
    expect(diffLines("", "new")).toEqual([added("new")]);
    expect(diffLines("old", "")).toEqual([removed("old")]);
    expect(diffLines("a\r\nb", "a\nb")).toEqual([same("a"), same("b")]);
  });

  it("keeps the longest run of common lines (a moved paragraph is one removal and one addition)", () => {
    const lines = diffLines("p1\np2\np3\np4", "p2\np3\np4\np1");
    expect(lines.filter((line) => line.kind === "same").map((line) => line.text)).toEqual(["p2", "p3", "p4"]);
    expect(sides(lines)).toEqual({ before: ["p1", "p2", "p3", "p4"], after: ["p2", "p3", "p4", "p1"] });
  });

  it("rebuilds both texts from any diff", () => {
    const texts = ["", "a", "a\nb\nc", "c\nb\na", "a\na\nb", "b\na\na\nc", "x\ny\nz\na"];
    for (const before of texts) {
      for (const after of texts) {
        expect(sides(diffLines(before, after)), `${before} → ${after}`).toEqual({
          before: before === "" ? [] : before.split("\n"),
          after: after === "" ? [] : after.split("\n"),
        });
      }
    }
  });

  it("answers a long article with a change in the middle quickly, comparing only the changed stretch", () => {
    const article = Array.from({ length: 20_000 }, (_, index) => `Line ${index}`);
    const edited = [...article];
    edited[10_000] = "Changed";
    const started = performance.now();
    const lines = diffLines(article.join("\n"), edited.join("\n"));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(lines.filter((line) => line.kind !== "same")).toEqual([removed("Line 10000"), added("Changed")]);
  });

  it("shows a rewrite too large to compare as the old lines removed and the new ones added", () => {
    const before = Array.from({ length: 3000 }, (_, index) => `old ${index}`).join("\n");
    const after = Array.from({ length: 3000 }, (_, index) => `new ${index}`).join("\n");
    const lines = diffLines(before, after);
    expect(lines).toHaveLength(6000);
    expect(lines[0]).toEqual(removed("old 0"));
    expect(lines[3000]).toEqual(added("new 0"));
  });
});

describe("withContext", () => {
  it("keeps two unchanged lines around each change and counts the lines it leaves out", () => {
    const lines = diffLines(
      ["1", "2", "3", "4", "5", "6", "7", "8"].join("\n"),
      ["1", "2", "3", "4", "5", "six", "7", "8"].join("\n"),
    );
    expect(withContext(lines)).toEqual([
      { kind: "gap", count: 3 },
      same("4"),
      same("5"),
      removed("6"),
      added("six"),
      same("7"),
      same("8"),
    ]);
  });

  it("joins changes whose context touches, and leaves out everything of an unchanged text", () => {
    const lines = diffLines("a\nb\nc\nd", "A\nb\nc\nD");
    expect(withContext(lines, 1)).toEqual([removed("a"), added("A"), same("b"), same("c"), removed("d"), added("D")]);
    expect(withContext(diffLines("a\nb", "a\nb"))).toEqual([{ kind: "gap", count: 2 }]);
  });
});
