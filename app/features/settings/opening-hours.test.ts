import { describe, expect, it } from "vitest";

import { parseDays, parseHoursRange, parseTime, structuredHours } from "./opening-hours";

describe("opening hours for structured data", () => {
  it("reads the default lines", () => {
    expect(structuredHours({ days: "Mon-Fri", hours: "8:00 AM-5:00 PM" })).toEqual({
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "17:00",
    });
    // schema.org's "closed": midnight to midnight.
    expect(structuredHours({ days: "Sat-Sun", hours: "Closed" })).toEqual({
      dayOfWeek: ["Saturday", "Sunday"],
      opens: "00:00",
      closes: "00:00",
    });
  });

  it("reads common spellings of days", () => {
    expect(parseDays("Monday to Friday")).toHaveLength(5);
    expect(parseDays("Sat & Sun")).toEqual(["Saturday", "Sunday"]);
    expect(parseDays("Mon, Wed, Fri")).toEqual(["Monday", "Wednesday", "Friday"]);
    expect(parseDays("Tu/Th")).toEqual(["Tuesday", "Thursday"]);
    expect(parseDays("Fri-Mon")).toEqual(["Monday", "Friday", "Saturday", "Sunday"]);
    expect(parseDays("Daily")).toHaveLength(7);
    expect(parseDays("Saturday")).toEqual(["Saturday"]);
  });

  it("reads common spellings of times", () => {
    expect(parseTime("8am")).toBe("08:00");
    expect(parseTime("12:30 p.m.")).toBe("12:30");
    expect(parseTime("12 AM")).toBe("00:00");
    expect(parseTime("17:00")).toBe("17:00");
    expect(parseTime("noon")).toBe("12:00");
    expect(parseHoursRange("9 AM to 1 PM")).toEqual({ opens: "09:00", closes: "13:00" });
  });

  it("gives up rather than guess", () => {
    expect(parseDays("Holidays")).toBeNull();
    expect(parseDays("Mon-")).toBeNull();
    expect(parseTime("8")).toBeNull();
    expect(parseTime("13 PM")).toBeNull();
    expect(parseHoursRange("By appointment")).toBeNull();
    expect(structuredHours({ days: "Mon-Fri", hours: "8-5" })).toBeNull();
  });
});
