import { afterEach, describe, expect, it, vi } from "vitest";

describe("currentYear", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("builds its date format on first use, not when every public page's script loads", async () => {
    const DateTimeFormat = Intl.DateTimeFormat;
    const formats = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      return new DateTimeFormat(...args);
    } as typeof DateTimeFormat);
    const { currentYear } = await import("./current-year");
    expect(formats).not.toHaveBeenCalled();
    expect(currentYear(new Date("2027-01-01T05:59:00Z"))).toBe(2026);
    expect(currentYear(new Date("2027-01-01T06:00:00Z"))).toBe(2027);
    expect(formats).toHaveBeenCalledTimes(1);
  });
});
