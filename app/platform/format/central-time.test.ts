import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { dateToAgencyLocal } from "./agency-time";
import { centralWallClock } from "./central-time";
import { HOUR_MS } from "./time-units";

/** The wall clock as Intl reads it in AGENCY_TIME_ZONE (agency-time.ts), "2026-03-08T03:00". */
const intlWallClock = (time: number) => dateToAgencyLocal(new Date(time));
const ourWallClock = (time: number) => centralWallClock(time).toISOString().slice(0, 16);

describe("centralWallClock", () => {
  it("reads the agency's clock as Intl does, across every change of the clocks from 1987 to 2100", () => {
    // The clocks change at 7:00 or 8:00 UTC, on a Sunday of March, April, October or November:
    // every hour of those months' Sundays.
    for (let year = 1987; year <= 2100; year++)
      for (const month of [2, 3, 9, 10])
        for (let day = 1; day <= 31; day++) {
          const midnight = Date.UTC(year, month, day);
          if (new Date(midnight).getUTCDay() !== 0 || new Date(midnight).getUTCMonth() !== month) continue;
          for (let hour = 0; hour < 24; hour++) {
            const time = midnight + hour * HOUR_MS;
            if (ourWallClock(time) !== intlWallClock(time)) expect(ourWallClock(time)).toBe(intlWallClock(time));
          }
        }
  });

  it("agrees with Intl at any instant", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1987, 0, 1), max: Date.UTC(2100, 11, 31) }), (time) => {
        expect(ourWallClock(time)).toBe(intlWallClock(time));
      }),
      { numRuns: 2_000 },
    );
  });
});
