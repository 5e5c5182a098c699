import { afterEach, describe, expect, it, vi } from "vitest";

import { currentYear } from "./current-year";

describe("currentYear", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is the year on the agency's clock, read without building an Intl format", () => {
    const formats = vi.spyOn(Intl, "DateTimeFormat");
    // New Year's Eve, 11:59 PM in Chicago (CST, UTC-6), then midnight.
    expect(currentYear(new Date("2027-01-01T05:59:00Z"))).toBe(2026);
    expect(currentYear(new Date("2027-01-01T06:00:00Z"))).toBe(2027);
    expect(formats).not.toHaveBeenCalled();
  });
});
