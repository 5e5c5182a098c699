import type { ContactMessageRow } from "~/platform/db/schema";

import { jobCategories, usStates, type PayPeriod } from "./job-options";
import type { JobRow } from "./job-row";

/*
 * 'Create Job from Request': the job form opened as a new draft with what an employer's staff
 * request already says. Nothing is saved until staff save the form, and every rule of the
 * form applies then; the job then names its request (jobs.staff_request_id).
 */

/** The address of the jobs admin with the form open, prefilled from the staff request `id`. */
export const FROM_REQUEST_PARAM = "from-request";
/** The address of the jobs admin with the job `id`'s form open. */
export const EDIT_JOB_PARAM = "edit";

export function jobFromRequestHref(requestId: string): string {
  return `/admin/jobs?${FROM_REQUEST_PARAM}=${encodeURIComponent(requestId)}`;
}

function editJobHref(jobId: string): string {
  return `/admin/jobs?${EDIT_JOB_PARAM}=${encodeURIComponent(jobId)}`;
}

/** The jobs admin's parameters without those that open a form: where the page goes once its form closes. */
export function withoutFormParams(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(FROM_REQUEST_PARAM);
  rest.delete(EDIT_JOB_PARAM);
  return rest;
}

export function staffRequestHref(requestId: string): string {
  return `/admin/inbox/${encodeURIComponent(requestId)}`;
}

/** What the form starts with: the request's facts, as the job form's fields hold them. */
export type JobPrefill = Pick<
  JobRow,
  "category" | "city" | "state" | "shift" | "openings" | "payFromCents" | "payPeriod" | "clientName" | "staffRequestId"
>;

/** A job created from a staff request, as the request's page links to it. */
export interface RequestJobLink {
  id: string;
  title: string;
  inTrash: boolean;
}

/** Where the request's page sends staff for a job made from it: its form, or the Trash holding it. */
export function requestJobHref(job: RequestJobLink): string {
  return job.inTrash ? "/admin/jobs?view=trash" : editJobHref(job.id);
}

type StaffRequestFacts = Pick<
  ContactMessageRow,
  "id" | "company" | "workers" | "category" | "shift" | "workLocation" | "payRate"
>;

const HOUR_WORDS = new Set(["h", "hr", "hrs", "hour", "hours", "hourly"]);
const YEAR_WORDS = new Set(["yr", "year", "yearly", "annual", "annually", "annum"]);
/** A bare amount from this many dollars up is a year's pay; below, an hour's. */
const YEARLY_FROM_DOLLARS = 1_000;
const MAX_PAY_DOLLARS = 10_000_000;

/** The pay period a unit after the amount names ("/hr", "an hour", "per year"); undefined when it is not one. */
function periodOfUnit(unit: string): PayPeriod | null | undefined {
  const word = unit
    .toLowerCase()
    .replace(/^(\/|per\s+|an?\s+)/, "")
    .replace(/\.$/, "")
    .trim();
  if (word === "") return null;
  if (HOUR_WORDS.has(word)) return "hour";
  if (YEAR_WORDS.has(word)) return "year";
  return undefined;
}

/**
 * 'Pay From' from the request's 'Pay Rate' when it is one amount ("$18/hr", "18.50",
 * "$18 an hour", "$45,000 a year"), with its period (a bare amount under $1,000 is per
 * hour); null for a range, words, or nothing.
 */
export function payOfRate(payRate: string): { payFromCents: number; payPeriod: PayPeriod } | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s*(.*)$/.exec(payRate.trim());
  if (!match) return null;
  const dollars = Number(match[1]!.replace(/,/g, "") + (match[2] ?? ""));
  const period = periodOfUnit(match[3]!);
  if (period === undefined || !(dollars > 0) || dollars > MAX_PAY_DOLLARS) return null;
  return {
    payFromCents: Math.round(dollars * 100),
    payPeriod: period ?? (dollars >= YEARLY_FROM_DOLLARS ? "year" : "hour"),
  };
}

/**
 * 'City' and 'State' from the request's 'Work Location': "Lake Charles, LA", "Lake
 * Charles, Louisiana" or "Sulphur, LA 70663"; a place without a known state is all city.
 */
export function placeOfWorkLocation(workLocation: string): { city: string; state: string } {
  const text = workLocation.replace(/\s+/g, " ").trim();
  const comma = text.lastIndexOf(",");
  if (comma < 0) return { city: text, state: "" };
  const tail = text
    .slice(comma + 1)
    .replace(/\s*\d{5}(-\d{4})?$/, "")
    .trim()
    .toLowerCase();
  const state = usStates.find(({ code, name }) => code.toLowerCase() === tail || name.toLowerCase() === tail);
  return state ? { city: text.slice(0, comma).trim(), state: state.code } : { city: text, state: "" };
}

/** The new job's form values from a staff request: what is empty in the request stays empty in the form. */
export function jobPrefillOf(request: StaffRequestFacts): JobPrefill {
  const pay = payOfRate(request.payRate);
  return {
    category: jobCategories.some(({ slug }) => slug === request.category) ? request.category : "",
    ...placeOfWorkLocation(request.workLocation),
    shift: request.shift,
    openings: request.workers !== null && request.workers >= 1 && request.workers <= 999 ? request.workers : 1,
    payFromCents: pay?.payFromCents ?? null,
    payPeriod: pay?.payPeriod ?? null,
    clientName: request.company,
    staffRequestId: request.id,
  };
}
