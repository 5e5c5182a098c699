import { describe, expect, it } from "vitest";

import { formatPay } from "./format-pay";

describe("formatPay", () => {
  it("writes an hourly range, or one amount, with cents", () => {
    expect(formatPay({ min: 16, max: 18, period: "hour" })).toBe("$16.00-$18.00 an hour");
    expect(formatPay({ min: 16, period: "hour" })).toBe("$16.00 an hour");
    expect(formatPay({ min: 16.5, max: 16.5, period: "hour" })).toBe("$16.50 an hour");
    expect(formatPay({ min: 16, max: null, period: "hour" })).toBe("$16.00 an hour");
  });

  it("writes yearly pay in whole dollars with thousands separators", () => {
    expect(formatPay({ min: 45000, max: 55000, period: "year" })).toBe("$45,000-$55,000 a year");
    expect(formatPay({ min: 120000, period: "year" })).toBe("$120,000 a year");
  });

  it("says the period in Spanish on Spanish pages, amounts written the same", () => {
    expect(formatPay({ min: 16, max: 18, period: "hour" }, "es")).toBe("$16.00-$18.00 por hora");
    expect(formatPay({ min: 45000, max: 55000, period: "year" }, "es")).toBe("$45,000-$55,000 por año");
    expect(formatPay({ min: 16, max: 18, period: "hour" }, "en")).toBe("$16.00-$18.00 an hour");
  });
});
