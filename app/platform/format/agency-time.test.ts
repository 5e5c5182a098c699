import { describe, expect, it } from "vitest";

import {
  addCalendarDays,
  agencyDateAndTime,
  agencyEndOfDay,
  agencyLocalToDate,
  agencyToday,
  dateToAgencyLocal,
  formatAgencyDateTime,
  isCalendarDate,
} from "./agency-time";

describe("agencyLocalToDate", () => {
  it("reads a date and time on Chicago's clock, in winter (CST) and summer (CDT)", () => {
    expect(agencyLocalToDate("2026-01-15T09:00")).toEqual(new Date("2026-01-15T15:00:00Z"));
    expect(agencyLocalToDate("2026-07-04T18:30")).toEqual(new Date("2026-07-04T23:30:00Z"));
  });

  it("reads seconds when the value has them", () => {
    expect(agencyLocalToDate("2026-01-15T09:00:30")).toEqual(new Date("2026-01-15T15:00:30Z"));
    expect(agencyLocalToDate("2026-01-15T09:00:60")).toBeNull();
  });

  it("takes a time the clocks skip as the same time after the change", () => {
    // 8 March 2026: 2:00 AM CST becomes 3:00 AM CDT.
    expect(agencyLocalToDate("2026-03-08T02:30")).toEqual(new Date("2026-03-08T08:30:00Z"));
    expect(agencyLocalToDate("2026-03-08T03:30")).toEqual(new Date("2026-03-08T08:30:00Z"));
  });

  it("takes a time that happens twice as the first one", () => {
    // 1 November 2026: 2:00 AM CDT becomes 1:00 AM CST.
    expect(agencyLocalToDate("2026-11-01T01:30")).toEqual(new Date("2026-11-01T06:30:00Z"));
    expect(agencyLocalToDate("2026-11-01T02:30")).toEqual(new Date("2026-11-01T08:30:00Z"));
  });

  it("refuses what is not a real date and time", () => {
    for (const value of [
      "",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-01-01T24:00",
      "2026-01-01T10:60",
      "2026-01-01",
      "tomorrow",
      "2026-01-01T10:00Z",
    ]) {
      expect(agencyLocalToDate(value), value).toBeNull();
    }
  });
});

describe("dateToAgencyLocal", () => {
  it("gives the datetime-local value on Chicago's clock, and reads back to the same instant", () => {
    expect(dateToAgencyLocal(new Date("2026-01-15T15:00:00Z"))).toBe("2026-01-15T09:00");
    expect(dateToAgencyLocal("2026-07-04T23:30:00.000Z")).toBe("2026-07-04T18:30");
    // 03:30 UTC on 1 February is still 31 January in Chicago.
    expect(dateToAgencyLocal("2026-02-01T03:30:00Z")).toBe("2026-01-31T21:30");
    for (const iso of [
      "2026-03-08T07:59:00Z",
      "2026-03-08T08:00:00Z",
      "2026-11-01T06:30:00Z",
      "2026-12-31T23:59:00Z",
    ]) {
      expect(agencyLocalToDate(dateToAgencyLocal(iso))).toEqual(new Date(iso));
    }
  });
});

describe("formatAgencyDateTime", () => {
  it("says the date and time on Chicago's clock, with its zone", () => {
    expect(formatAgencyDateTime(new Date("2026-01-15T15:00:00Z"))).toBe("Jan 15, 2026, 9:00 AM CST");
    expect(formatAgencyDateTime("2026-07-04T23:30:00.000Z")).toBe("Jul 4, 2026, 6:30 PM CDT");
    expect(agencyDateAndTime("2026-07-04T23:30:00.000Z")).toEqual({ date: "Jul 4, 2026", time: "6:30 PM CDT" });
  });
});

describe("calendar days on the agency's clock", () => {
  it("knows real days from impossible ones", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("03/15/2026")).toBe(false);
  });

  it("says today as Chicago does, also after midnight UTC", () => {
    expect(agencyToday(new Date("2026-07-05T03:00:00Z"))).toBe("2026-07-04");
    expect(agencyToday(new Date("2026-07-05T06:00:00Z"))).toBe("2026-07-05");
  });

  it("adds days across months and years", () => {
    expect(addCalendarDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("ends a day at the next midnight in Chicago, in winter and summer", () => {
    expect(agencyEndOfDay("2026-01-15")).toEqual(new Date("2026-01-16T06:00:00Z"));
    expect(agencyEndOfDay("2026-07-04")).toEqual(new Date("2026-07-05T05:00:00Z"));
  });
});

describe("agencyToday from a timestamp", () => {
  it("is the date on Chicago's clock, not UTC's", () => {
    // 03:30 UTC on 16 March is still 15 March, 10:30 PM CDT, in Chicago.
    expect(agencyToday(new Date("2026-03-16T03:30:00Z"))).toBe("2026-03-15");
    expect(agencyToday(Date.UTC(2026, 0, 1, 5, 59))).toBe("2025-12-31");
    expect(agencyToday(Date.UTC(2026, 0, 1, 6, 0))).toBe("2026-01-01");
  });
});
