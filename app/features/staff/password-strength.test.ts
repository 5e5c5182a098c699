import { describe, expect, it } from "vitest";

import { passwordRequirements, passwordStrength } from "./password-strength";

describe("passwordStrength", () => {
  it.each([
    ["", 0, "Weak"],
    ["abc", 0, "Weak"],
    ["abcdefg", 0, "Weak"],
    ["1", 1, "Fair"],
    ["!", 1, "Fair"],
    ["aB", 1, "Fair"],
    ["abcdefgh", 1, "Fair"],
    ["abcdefgh1", 2, "Good"],
    ["abcdefghijkl", 2, "Good"],
    ["Abcdefgh1", 3, "Strong"],
    ["abcdefghijk1", 3, "Strong"],
    ["aB1!", 3, "Strong"],
    ["Abcdefgh1!", 4, "Very Strong"],
    ["Abcdefghijk1", 4, "Very Strong"],
    // Five points are possible; the score stops at 4.
    ["Abcdefghijk1!", 4, "Very Strong"],
    // Unicode letters are not ASCII letters: they count as "non-alphanumeric".
    ["pässwörd", 2, "Good"],
  ])("%j scores %i (%s)", (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

describe("passwordRequirements", () => {
  it("checks length, mixed case and a digit", () => {
    expect(passwordRequirements("").map((r) => r.met)).toEqual([false, false, false]);
    expect(passwordRequirements("abcdefgh").map((r) => r.met)).toEqual([true, false, false]);
    expect(passwordRequirements("aB3").map((r) => r.met)).toEqual([false, true, true]);
    expect(passwordRequirements("Abcdefg1").map((r) => r.met)).toEqual([true, true, true]);
    expect(passwordRequirements("x").map((r) => r.label)).toEqual([
      "At least 8 characters",
      "Mix of upper and lower case",
      "At least one number",
    ]);
  });
});
