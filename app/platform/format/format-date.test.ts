import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { AGENCY_TIME_ZONE } from "~/platform/config/time-zone";

import { currentYear } from "./current-year";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("formats in en-US long form", () => {
    expect(formatDate(new Date("2026-03-15T17:00:00Z"))).toBe("March 15, 2026");
  });

  it("uses the agency's time zone, not UTC nor the machine's", () => {
    // 03:30 UTC on February 1st is still January 31st in Chicago (UTC-6).
    expect(formatDate("2026-02-01T03:30:00Z")).toBe("January 31, 2026");
    // Daylight saving time: 04:59 UTC on July 5th is 23:59 on July 4th (UTC-5)...
    expect(formatDate("2026-07-05T04:59:00Z")).toBe("July 4, 2026");
    // ...and 05:00 UTC is midnight, July 5th.
    expect(formatDate("2026-07-05T05:00:00Z")).toBe("July 5, 2026");
  });

  it("accepts ISO strings and Date objects alike", () => {
    const iso = "2025-11-21T12:00:00.000Z";
    expect(formatDate(iso)).toBe(formatDate(new Date(iso)));
    expect(formatDate(iso)).toBe("November 21, 2025");
  });

  it("writes Spanish dates in the agency's time zone too", () => {
    expect(formatDate("2026-11-26T18:00:00Z", "es")).toBe("26 de noviembre de 2026");
    expect(formatDate("2026-02-01T03:30:00Z", "es")).toBe("31 de enero de 2026");
    expect(formatDate("2026-03-15T17:00:00Z", "en")).toBe("March 15, 2026");
    expect(formatDate(null, "es")).toBeNull();
  });

  it("answers null when there is no valid date", () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate("")).toBeNull();
    expect(formatDate("not a date")).toBeNull();
  });
});

describe("currentYear", () => {
  it("is the year in Chicago, which differs from UTC's on New Year's Eve evening", () => {
    expect(currentYear(new Date("2027-01-01T03:00:00Z"))).toBe(2026);
    expect(currentYear(new Date("2027-01-01T06:00:00Z"))).toBe(2027);
  });

  it("names the same day as Intl in Central Time, around every midnight from 1987 to 2100", () => {
    const intl = (locale: "en" | "es") =>
      new Intl.DateTimeFormat(`${locale}-US`, {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: AGENCY_TIME_ZONE,
      });
    const [english, spanish] = [intl("en"), intl("es")];
    // Midnight in Chicago is 5:00 UTC in daylight time, 6:00 in standard time: the hours around
    // both, every day, show each day starting at the right moment.
    for (let day = Date.UTC(1987, 0, 1); day < Date.UTC(2101, 0, 1); day += 24 * 3_600_000)
      for (const hour of [4, 5, 6]) {
        const date = new Date(day + hour * 3_600_000);
        if (formatDate(date) !== english.format(date)) expect(formatDate(date)).toBe(english.format(date));
      }
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1987, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true }),
        (date) => {
          expect(formatDate(date)).toBe(english.format(date));
          expect(formatDate(date, "es")).toBe(spanish.format(date));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
