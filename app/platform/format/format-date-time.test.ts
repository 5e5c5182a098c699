import { describe, expect, it } from "vitest";

import { formatDateTime } from "./format-date-time";

describe("formatDateTime", () => {
  it("shows date and time in the agency's time zone", () => {
    expect(formatDateTime("2026-03-15T20:04:00Z")).toBe("Mar 15, 2026, 3:04 PM CDT");
    expect(formatDateTime(new Date("2026-01-02T06:30:00Z"))).toBe("Jan 2, 2026, 12:30 AM CST");
  });

  it("is null without a valid date", () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime("not a date")).toBeNull();
  });
});
