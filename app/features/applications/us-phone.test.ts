import { describe, expect, it } from "vitest";

import { formatUsPhone, usPhoneE164 } from "./us-phone";

describe("US phone numbers", () => {
  it("takes the ways people type a US number, and stores E.164", () => {
    for (const typed of ["(337) 555-0142", "337.555.0142", "3375550142", "+1 337 555 0142", "1-337-555-0142"])
      expect(usPhoneE164(typed)).toBe("+13375550142");
  });

  it("refuses numbers of other countries, short numbers and words", () => {
    for (const typed of ["+44 20 7946 0958", "555-0142", "call me", "", "(037) 555-0142"])
      expect(usPhoneE164(typed)).toBeNull();
  });

  it("shows a stored number as (337) 555-0142", () => {
    expect(formatUsPhone("+13375550142")).toBe("(337) 555-0142");
    expect(formatUsPhone("")).toBe("");
  });
});
