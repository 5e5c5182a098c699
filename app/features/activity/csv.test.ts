import { describe, expect, it } from "vitest";

import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone and quotes what needs quoting", () => {
    expect(csvCell("Signed in")).toBe("Signed in");
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("turns cells a spreadsheet would run as formulas into text", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("a=b")).toBe("a=b");
  });
});

describe("toCsv", () => {
  it("writes the header and rows with CRLF line ends", () => {
    expect(
      toCsv(
        ["When", "What"],
        [
          ["2026-01-01", "Signed in"],
          ["2026-01-02", null],
        ],
      ),
    ).toBe("When,What\r\n2026-01-01,Signed in\r\n2026-01-02,\r\n");
  });
});
