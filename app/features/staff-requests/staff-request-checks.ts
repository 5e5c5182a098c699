import * as z from "zod/mini";

import { toE164 } from "~/features/settings/phone-number";
import { serviceCategories } from "~/features/site/services";
import { firstIssuePerField, isPlainText } from "~/platform/forms/plain-text";

import {
  englishStaffRequestMessages,
  MIN_WORKERS,
  requiredStaffRequestFields,
  staffRequestDurationLabels,
  staffRequestFieldLimits,
  tidyStaffRequest,
  type StaffRequestField,
  type StaffRequestFieldErrors,
  type StaffRequestMessages,
  type StaffRequestValues,
} from "./staff-request";

/*
 * The 'Request Staff' form's rules, one schema for the browser (quick feedback) and the
 * server (the check that counts), so each message is written once and shown under its field.
 * zod/mini keeps them small, and the page loads them once it runs, not before it can answer
 * a tap (request-staff-form.tsx).
 */

const MULTILINE: ReadonlySet<StaffRequestField> = new Set(["positionsNeeded", "details"]);

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
  return requiredStaffRequestFields.has(field) ? [z.minLength(1, messages.required(label)), ...checks] : checks;
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

/** The first problem of each field, or null when the request is valid. */
export function validateStaffRequest(
  values: StaffRequestValues,
  today: string,
  messages: StaffRequestMessages = englishStaffRequestMessages,
): StaffRequestFieldErrors | null {
  const result = staffRequestSchema(today, messages).safeParse(tidyStaffRequest(values));
  return result.success ? null : firstIssuePerField(result.error.issues);
}
