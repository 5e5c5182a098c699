import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("writes whole numbers as US English and US Spanish do", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(2400)).toBe("2,400");
    expect(formatCount(1234567)).toBe("1,234,567");
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
        expect(formatCount(value)).toBe(value.toLocaleString("es-US"));
      }),
    );
  });
});
