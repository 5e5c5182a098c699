import { describe, expect, it } from "vitest";

import { formatStartDate, formatStartDateShort } from "./start-date";

describe("the start date as shown", () => {
  it("is the day chosen, whatever the time zone", () => {
    expect(formatStartDate("2026-03-20")).toBe("Friday, March 20, 2026");
    expect(formatStartDateShort("2026-01-01")).toBe("Jan 1, 2026");
  });

  it("shows a value that is not a date as it is", () => {
    expect(formatStartDate("soon")).toBe("soon");
  });
});
