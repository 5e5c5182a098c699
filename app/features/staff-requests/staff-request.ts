import * as z from "zod/mini";

import { toE164 } from "~/features/settings/phone-number";
import { serviceCategories } from "~/features/site/services";
import { formatCount } from "~/platform/format/format-count";
import { firstIssuePerField, isPlainText, tidyTexts } from "~/platform/forms/plain-text";

/*
 * The 'Request Staff' form's rules, one schema for the browser (quick feedback) and the
 * server (the check that counts), so each message is written once and shown under its field.
 * zod/mini keeps the public page's JavaScript small, as the contact form's does. The words
 * are in `StaffRequestMessages`, so a page in another language passes its own.
 */

/** 'Duration': each stored value, in the form's order, and the words staff see in the admin. */
export const staffRequestDurationLabels: Readonly<Record<string, string>> = {
  "one-day": "One day",
  "under-a-month": "Under a month",
  "1-6-months": "1-6 months",
  ongoing: "Ongoing",
  "direct-hire": "Direct hire",
};

const MIN_WORKERS = 1;
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

const MULTILINE: ReadonlySet<StaffRequestField> = new Set(["positionsNeeded", "details"]);
const REQUIRED: ReadonlySet<StaffRequestField> = new Set([
  "company",
  "name",
  "email",
  "phone",
  "positionsNeeded",
  "workers",
  "startDate",
]);

/** A real calendar day written YYYY-MM-DD (what <input type="date"> sends). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const categorySlugs = new Set<string>(serviceCategories.map((category) => category.slug));
const durationValues = new Set(Object.keys(staffRequestDurationLabels));

/** Length, plain text and, for a required field, presence: what every field checks first. */
function baseChecks(field: StaffRequestField, messages: StaffRequestMessages): z.core.$ZodCheck<string>[] {
  const label = messages.labels[field];
  const limit = staffRequestFieldLimits[field];
  const checks: z.core.$ZodCheck<string>[] = [
    z.refine<string>((value) => isPlainText(value, MULTILINE.has(field)), messages.notPlainText(label)),
    z.maxLength(limit, messages.tooLong(label, limit)),
  ];
  return REQUIRED.has(field) ? [z.minLength(1, messages.required(label)), ...checks] : checks;
}

/** Values already tidied (trimmed, LF line breaks): see tidyStaffRequest. `today` is YYYY-MM-DD on the agency's clock. */
function staffRequestSchema(today: string, messages: StaffRequestMessages) {
  const field = (name: StaffRequestField, ...more: z.core.$ZodCheck<string>[]) =>
    z.string().check(...baseChecks(name, messages), ...more);
  const skipWhenEmpty = (test: (value: string) => boolean) => (value: string) => value === "" || test(value);
  return z.object({
    company: field("company"),
    name: field("name"),
    email: field(
      "email",
      z.refine(
        skipWhenEmpty((value) => z.email().safeParse(value).success),
        messages.email,
      ),
    ),
    phone: field(
      "phone",
      z.refine(
        skipWhenEmpty((value) => toE164(value) !== null),
        messages.phone,
      ),
    ),
    positionsNeeded: field("positionsNeeded"),
    workers: z.string().check(
      z.minLength(1, messages.required(messages.labels.workers)),
      z.refine(
        skipWhenEmpty((value) => /^\d{1,3}$/.test(value) && Number(value) >= MIN_WORKERS),
        messages.workers,
      ),
    ),
    category: field(
      "category",
      z.refine(
        skipWhenEmpty((value) => categorySlugs.has(value)),
        messages.choice(messages.labels.category),
      ),
    ),
    startDate: z.string().check(
      z.minLength(1, messages.required(messages.labels.startDate)),
      z.refine(skipWhenEmpty(isCalendarDate), messages.startDate),
      z.refine((value) => !isCalendarDate(value) || value >= today, messages.startDateInPast),
    ),
    duration: field(
      "duration",
      z.refine(
        skipWhenEmpty((value) => durationValues.has(value)),
        messages.choice(messages.labels.duration),
      ),
    ),
    shift: field("shift"),
    workLocation: field("workLocation"),
    payRate: field("payRate"),
    details: field("details"),
  });
}

/** The values as checked and stored: trimmed, line breaks as LF. */
export function tidyStaffRequest(values: StaffRequestValues): StaffRequestValues {
  return tidyTexts(values);
}

/** The first problem of each field, or null when the request is valid. */
export function validateStaffRequest(
  values: StaffRequestValues,
  today: string,
  messages: StaffRequestMessages = englishStaffRequestMessages,
): StaffRequestFieldErrors | null {
  const result = staffRequestSchema(today, messages).safeParse(tidyStaffRequest(values));
  return result.success ? null : firstIssuePerField(result.error.issues);
}

/** 'Duration' in the admin's words ("" when none was chosen). */
export function durationLabel(value: string): string {
  return Object.hasOwn(staffRequestDurationLabels, value) ? staffRequestDurationLabels[value]! : value;
}
