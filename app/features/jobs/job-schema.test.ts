import { describe, expect, it } from "vitest";

import { addCalendarDays, agencyToday } from "~/platform/format/agency-time";
import { parseWith } from "~/platform/forms/form-fields";

import { hourlyPayCentsOf, jobFormSchema, jobMessages } from "./job-schema";

const valid = {
  title: "Forklift Operator",
  category: "light-industrial",
  employmentType: "temporary",
  hours: "",
  city: "Sulphur",
  state: "LA",
  zip: "70663",
  payFrom: "16.00",
  payTo: "18.50",
  payPeriod: "hour",
  shift: "Nights, 6 PM-6 AM",
  openings: "2",
  description: "Move pallets.",
  requirements: "",
  titleEs: "Operador de montacargas",
  descriptionEs: "Mueva tarimas.",
  requirementsEs: "",
  clientName: "Acme Port",
  referenceNumber: "",
  closesOn: "",
};

const errorsOf = (overrides: Record<string, string>) => {
  const result = parseWith(jobFormSchema, { ...valid, ...overrides });
  return result.success ? {} : result.fieldErrors;
};

describe("the job form", () => {
  it("takes a complete form: pay in cents, screening questions as a list", () => {
    const result = parseWith(jobFormSchema, {
      ...valid,
      screeningQuestion1: "Do you hold a valid CDL-A?",
      screeningAnswer1: "yes",
      screeningQuestion3: "Have you been convicted of a DUI?",
      screeningAnswer3: "no",
      isPublished: "on",
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    const input = result.data;
    expect(input).toMatchObject({ payFromCents: 1600, payToCents: 1850, payPeriod: "hour", openings: 2 });
    expect(input.screeningQuestions).toEqual([
      { question: "Do you hold a valid CDL-A?", qualifyingAnswer: "yes" },
      { question: "Have you been convicted of a DUI?", qualifyingAnswer: "no" },
    ]);
    expect(input.isPublished).toBe(true);
    expect(input.titleEs).toBe("Operador de montacargas");
  });

  it("says what is required under each field", () => {
    expect(errorsOf({ title: "", category: "", employmentType: "", city: "", state: "", description: "" })).toEqual({
      title: "Job Title is required",
      category: jobMessages.category,
      employmentType: jobMessages.employmentType,
      city: "City is required",
      state: jobMessages.state,
      description: "Description is required",
    });
  });

  it("refuses a category, type or state the form does not offer", () => {
    expect(errorsOf({ category: "astronaut", employmentType: "gig", state: "ZZ" })).toEqual({
      category: jobMessages.category,
      employmentType: jobMessages.employmentType,
      state: jobMessages.state,
    });
  });

  it("requires Hours for Direct Hire", () => {
    expect(errorsOf({ employmentType: "direct-hire" })).toEqual({ hours: jobMessages.hoursForDirectHire });
    expect(errorsOf({ employmentType: "direct-hire", hours: "full-time" })).toEqual({});
  });

  it("checks the pay: amounts, their order and the period", () => {
    expect(errorsOf({ payFrom: "sixteen" })).toEqual({ payFrom: jobMessages.payFrom });
    expect(errorsOf({ payTo: "-3" })).toEqual({ payTo: jobMessages.payTo });
    expect(errorsOf({ payFrom: "18", payTo: "16" })).toEqual({ payTo: jobMessages.payToBelowFrom });
    expect(errorsOf({ payFrom: "", payTo: "16" })).toEqual({ payFrom: jobMessages.payFromForPayTo });
    expect(errorsOf({ payPeriod: "" })).toEqual({ payPeriod: jobMessages.payPeriod });
    expect(errorsOf({ payFrom: "$45,000", payTo: "", payPeriod: "year" })).toEqual({});
    expect(errorsOf({ payFrom: "", payTo: "", payPeriod: "" })).toEqual({});
  });

  it("checks the ZIP Code's form and the openings", () => {
    expect(errorsOf({ zip: "7066" })).toEqual({ zip: jobMessages.zip });
    expect(errorsOf({ zip: "" })).toEqual({});
    expect(errorsOf({ openings: "0" })).toEqual({ openings: jobMessages.openings });
    expect(errorsOf({ openings: "1000" })).toEqual({ openings: jobMessages.openings });
    expect(errorsOf({ openings: "" })).toEqual({});
  });

  it("asks for the qualifying answer of each screening question", () => {
    expect(errorsOf({ screeningQuestion2: "Can you work nights?" })).toEqual({ screeningAnswer2: jobMessages.answer });
    expect(errorsOf({ screeningQuestion2: "Can you work nights?", screeningAnswer2: "maybe" })).toEqual({
      screeningAnswer2: jobMessages.answer,
    });
  });

  it("checks the reference number and the Closes On date", () => {
    expect(errorsOf({ referenceNumber: "A/1" })).toEqual({ referenceNumber: jobMessages.referenceNumber });
    expect(errorsOf({ closesOn: "2026-02-30" })).toEqual({ closesOn: jobMessages.closesOn });
    expect(errorsOf({ closesOn: addCalendarDays(agencyToday(), 400) })).toEqual({
      closesOn: jobMessages.closesOnTooFar,
    });
  });

  it("requires a Closes On of today or later to reopen a job", () => {
    expect(errorsOf({ reopen: "on" })).toEqual({ closesOn: jobMessages.closesOnRequiredToReopen });
    expect(errorsOf({ reopen: "on", closesOn: addCalendarDays(agencyToday(), -1) })).toEqual({
      closesOn: jobMessages.closesOnPast,
    });
    expect(errorsOf({ reopen: "on", closesOn: agencyToday() })).toEqual({});
  });
});

describe("hourlyPayCentsOf", () => {
  it("is the top of the range per hour; yearly pay over 2,080 hours", () => {
    expect(hourlyPayCentsOf({ payFromCents: 1600, payToCents: 1800, payPeriod: "hour" })).toBe(1800);
    expect(hourlyPayCentsOf({ payFromCents: 1600, payToCents: null, payPeriod: "hour" })).toBe(1600);
    expect(hourlyPayCentsOf({ payFromCents: 5_200_000, payToCents: null, payPeriod: "year" })).toBe(2500);
    expect(hourlyPayCentsOf({ payFromCents: null, payToCents: null, payPeriod: null })).toBeNull();
  });

  it("takes the Spanish text whole or not at all", () => {
    const spanishLabel = (label: string) =>
      `${label} is required with the other Spanish fields (or leave them all empty)`;
    expect(errorsOf({ titleEs: "", descriptionEs: "", requirementsEs: "" })).toEqual({});
    expect(errorsOf({ descriptionEs: "" })).toEqual({ descriptionEs: spanishLabel("Description (Spanish)") });
    expect(errorsOf({ titleEs: "", descriptionEs: "", requirementsEs: "Fuerza." })).toEqual({
      titleEs: spanishLabel("Job Title (Spanish)"),
      descriptionEs: spanishLabel("Description (Spanish)"),
    });
    // Spanish requirements are asked for when the job has requirements.
    expect(errorsOf({ requirements: "Lift 50 pounds." })).toEqual({
      requirementsEs: spanishLabel("Requirements (Spanish)"),
    });
  });
});
