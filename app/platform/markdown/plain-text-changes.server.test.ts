import { describe, expect, it } from "vitest";

import { markdownChangesPlainText } from "./plain-text-changes.server";

describe("markdownChangesPlainText", () => {
  it("says a plain post reads as before", () => {
    expect(markdownChangesPlainText("We are hiring dockside workers.\nShifts start at 6 AM.\n\nApply today.")).toBe(
      false,
    );
    expect(markdownChangesPlainText('Pay: $15 * 40 hours & more <3 "quoted"')).toBe(false);
    expect(markdownChangesPlainText("Line one.\r\n\r\n\r\nLine two.  ")).toBe(false);
  });

  it("says which posts Markdown would change: lists, headings, emphasis, links, escapes, tables", () => {
    for (const text of [
      "1. Arrive early.\n2. Bring documents.",
      "- one\n- two",
      "# Title",
      "> quoted",
      "a **bold** word",
      "see https://example.com",
      "C:\\*files*",
      "Our team\n---",
      "----",
      // A plain-text schedule that happens to be written as a table now shows as one.
      "Day | Shift\n--- | ---\nMon | 6 AM",
    ]) {
      expect(markdownChangesPlainText(text), text).toBe(true);
    }
  });
});
