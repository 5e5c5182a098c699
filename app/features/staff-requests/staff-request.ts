import { formatCount } from "~/platform/format/format-count";
import { tidyTexts } from "~/platform/forms/plain-text";

/*
 * The 'Request Staff' form's fields, limits and words; its rules are staff-request-checks.ts,
 * which the page loads once it runs. The words are in `StaffRequestMessages`, so a page in
 * another language passes its own.
 */

/** 'Duration': each stored value, in the form's order, and the words staff see in the admin. */
export const staffRequestDurationLabels: Readonly<Record<string, string>> = {
  "one-day": "One day",
  "under-a-month": "Under a month",
  "1-6-months": "1-6 months",
  ongoing: "Ongoing",
  "direct-hire": "Direct hire",
};

export const MIN_WORKERS = 1;
const MAX_WORKERS = 999;

/** The form's fields as posted: text, all of them. */
export interface StaffRequestValues {
  company: string;
  name: string;
  email: string;
  phone: string;
  positionsNeeded: string;
  workers: string;
  category: string;
  startDate: string;
  duration: string;
  shift: string;
  workLocation: string;
  payRate: string;
  details: string;
}

export type StaffRequestField = keyof StaffRequestValues;
export type StaffRequestFieldErrors = Partial<Record<StaffRequestField, string>>;

/** The fields in the form's order (the first one with a message takes the focus). */
export const staffRequestFields: readonly StaffRequestField[] = [
  "company",
  "name",
  "email",
  "phone",
  "positionsNeeded",
  "workers",
  "category",
  "startDate",
  "duration",
  "shift",
  "workLocation",
  "payRate",
  "details",
];

export const emptyStaffRequest: StaffRequestValues = {
  company: "",
  name: "",
  email: "",
  phone: "",
  positionsNeeded: "",
  workers: "",
  category: "",
  startDate: "",
  duration: "",
  shift: "",
  workLocation: "",
  payRate: "",
  details: "",
};

/** The longest value each field takes (the inputs' maxLength; the server refuses more). */
export const staffRequestFieldLimits: Record<StaffRequestField, number> = {
  company: 120,
  name: 100,
  email: 254,
  phone: 40,
  positionsNeeded: 1000,
  workers: 3,
  category: 40,
  startDate: 10,
  duration: 20,
  shift: 100,
  workLocation: 120,
  payRate: 60,
  details: 5000,
};

/** The labels, exactly as the form shows them (English; the messages below name them). */
const staffRequestLabels: Record<StaffRequestField, string> = {
  company: "Company",
  name: "Your Name",
  email: "Email",
  phone: "Phone",
  positionsNeeded: "Positions Needed",
  workers: "Number of Workers",
  category: "Category",
  startDate: "Start Date",
  duration: "Duration",
  shift: "Shift",
  workLocation: "Work Location",
  payRate: "Pay Rate",
  details: "Details",
};

export interface StaffRequestMessages {
  /** The field names the messages use (the form's labels). */
  labels: Record<StaffRequestField, string>;
  required: (label: string) => string;
  tooLong: (label: string, limit: number) => string;
  notPlainText: (label: string) => string;
  email: string;
  phone: string;
  workers: string;
  startDate: string;
  startDateInPast: string;
  choice: (label: string) => string;
}

export const englishStaffRequestMessages: StaffRequestMessages = {
  labels: staffRequestLabels,
  required: (label) => `${label} is required`,
  tooLong: (label, limit) => `${label} must be at most ${formatCount(limit)} characters`,
  notPlainText: (label) => `${label} contains characters that are not allowed`,
  email: "Please enter a valid email address",
  phone: "Enter a phone number with its area code, e.g. (337) 555-0142",
  workers: `Number of Workers must be a whole number from ${MIN_WORKERS} to ${MAX_WORKERS}`,
  startDate: "Enter the Start Date as a date, e.g. 2026-03-15",
  startDateInPast: "Start Date cannot be in the past",
  choice: (label) => `Choose a ${label} from the list`,
};

/** The fields the form asks for (marked with *). */
export const requiredStaffRequestFields: ReadonlySet<StaffRequestField> = new Set([
  "company",
  "name",
  "email",
  "phone",
  "positionsNeeded",
  "workers",
  "startDate",
]);

/** The values as checked and stored: trimmed, line breaks as LF. */
export function tidyStaffRequest(values: StaffRequestValues): StaffRequestValues {
  return tidyTexts(values);
}

/** 'Duration' in the admin's words ("" when none was chosen). */
export function durationLabel(value: string): string {
  return Object.hasOwn(staffRequestDurationLabels, value) ? staffRequestDurationLabels[value]! : value;
}
