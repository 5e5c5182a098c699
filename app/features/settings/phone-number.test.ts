import { describe, expect, it } from "vitest";

import { tidyPhoneDisplay, toE164 } from "./phone-number";

describe("toE164", () => {
  it.each([
    ["(337) 555-0142", "+13375550142"],
    ["337.555.0142", "+13375550142"],
    ["337-555-0142", "+13375550142"],
    ["1 (409) 555-0178", "+14095550178"],
    ["+1 409 555 0178", "+14095550178"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("reads %s as %s", (text, e164) => {
    expect(toE164(text)).toBe(e164);
  });

  it.each([
    ["555-0142", "too few digits"],
    ["(037) 555-0142", "an area code cannot start with 0"],
    ["337 555 0142 ext 3", "letters"],
    ["337+5550142", "a plus sign inside"],
    ["+0 20 7946", "no country code starts with 0"],
    ["+1234567890123456", "more than 15 digits"],
    ["", "nothing"],
  ])("refuses %s (%s)", (text) => {
    expect(toE164(text)).toBeNull();
  });
});

describe("tidyPhoneDisplay", () => {
  it("keeps the staff's spelling, with runs of spaces made one", () => {
    expect(tidyPhoneDisplay("  (337)   555-0142 ")).toBe("(337) 555-0142");
  });
});
