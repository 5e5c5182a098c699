import { describe, expect, it } from "vitest";

import {
  emptyStaffRequest,
  englishStaffRequestMessages,
  staffRequestFieldLimits,
  type StaffRequestValues,
} from "./staff-request";
import { validateStaffRequest } from "./staff-request-checks";

const TODAY = "2026-03-15";
const valid: StaffRequestValues = {
  ...emptyStaffRequest,
  company: "Gulf Marine",
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "(337) 555-0100",
  positionsNeeded: "20 warehouse associates, 2 forklift operators",
  workers: "22",
  startDate: "2026-03-20",
};
const check = (change: Partial<StaffRequestValues>) => validateStaffRequest({ ...valid, ...change }, TODAY);

describe("validateStaffRequest", () => {
  it("accepts the required fields alone, and every field filled in", () => {
    expect(validateStaffRequest(valid, TODAY)).toBeNull();
    expect(
      check({
        category: "light-industrial",
        duration: "1-6-months",
        shift: "Nights, 6 PM-6 AM",
        workLocation: "Sulphur, LA",
        payRate: "$16-$18 an hour",
        details: "Steel-toe boots.\nForklift certificates preferred.",
      }),
    ).toBeNull();
  });

  it("names every missing required field under its own label", () => {
    expect(validateStaffRequest(emptyStaffRequest, TODAY)).toEqual({
      company: "Company is required",
      name: "Your Name is required",
      email: "Email is required",
      phone: "Phone is required",
      positionsNeeded: "Positions Needed is required",
      workers: "Number of Workers is required",
      startDate: "Start Date is required",
    });
  });

  it("treats blank text as missing", () => {
    expect(check({ company: "   ", positionsNeeded: "\n\t" })).toEqual({
      company: "Company is required",
      positionsNeeded: "Positions Needed is required",
    });
  });

  it.each(["ann", "ann@", "ann@example", "ann example@x.com"])("refuses the email %j", (email) => {
    expect(check({ email })).toEqual({ email: "Please enter a valid email address" });
  });

  it.each(["555-0100", "phone", "337+555+0100", "(037) 555-0100"])("refuses the phone number %j", (phone) => {
    expect(check({ phone })).toEqual({ phone: "Enter a phone number with its area code, e.g. (337) 555-0142" });
  });

  it("takes 1 to 999 workers, whole numbers only", () => {
    for (const workers of ["1", "999", " 40 "]) expect(check({ workers })).toBeNull();
    for (const workers of ["0", "1000", "2.5", "-3", "twenty", "1e2"]) {
      expect(check({ workers })).toEqual({ workers: "Number of Workers must be a whole number from 1 to 999" });
    }
  });

  it("takes a start date of today or later on the agency's clock, never a past or unreal one", () => {
    expect(check({ startDate: TODAY })).toBeNull();
    expect(check({ startDate: "2026-03-14" })).toEqual({ startDate: "Start Date cannot be in the past" });
    for (const startDate of ["2026-02-30", "03/20/2026", "tomorrow", "2026-3-20"]) {
      expect(check({ startDate })).toEqual({ startDate: "Enter the Start Date as a date, e.g. 2026-03-15" });
    }
  });

  it("takes a category and a duration only from their lists", () => {
    expect(check({ category: "dockside", duration: "direct-hire" })).toBeNull();
    expect(check({ category: "astronauts", duration: "forever" })).toEqual({
      category: "Choose a Category from the list",
      duration: "Choose a Duration from the list",
    });
  });

  it("refuses text over each field's limit, and control characters", () => {
    expect(check({ company: "x".repeat(staffRequestFieldLimits.company + 1) })).toEqual({
      company: "Company must be at most 120 characters",
    });
    expect(check({ details: "y".repeat(5001) })).toEqual({ details: "Details must be at most 5,000 characters" });
    expect(check({ shift: "Nights\u0000" })).toEqual({ shift: "Shift contains characters that are not allowed" });
    expect(check({ workLocation: "Sulphur,\nLA" })).toEqual({
      workLocation: "Work Location contains characters that are not allowed",
    });
    // The text areas keep their line breaks and tabs (CRLF is read as LF).
    expect(check({ details: "One\r\nTwo\tthree", positionsNeeded: "20 welders\n2 fitters" })).toBeNull();
  });

  it("speaks in the messages it is given", () => {
    const spanish = {
      ...englishStaffRequestMessages,
      labels: { ...englishStaffRequestMessages.labels, company: "Empresa" },
      required: (label: string) => `Falta: ${label}`,
    };
    expect(validateStaffRequest({ ...valid, company: "" }, TODAY, spanish)).toEqual({ company: "Falta: Empresa" });
  });
});
