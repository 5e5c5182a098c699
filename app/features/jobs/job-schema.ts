import { z } from "zod";

import { addCalendarDays, agencyToday, isCalendarDate } from "~/platform/format/agency-time";
import { checkbox, fieldNames, optionalText, requiredText, sentText } from "~/platform/forms/form-fields";

import {
  employmentTypes,
  HOURS_PER_YEAR,
  jobCategories,
  jobHours,
  MAX_SCREENING_QUESTIONS,
  payPeriods,
  usStates,
  type EmploymentType,
  type JobHours,
  type PayPeriod,
} from "./job-options";

/*
 * The job form, checked in the browser (quick feedback) and by the action (the check that
 * counts) with the same rules; each message is shown under its field. What only the server
 * can check (a ZIP code's state, from the ZIP dataset; a reference number another job has)
 * is in job-actions.server.ts.
 */

export const jobMessages = {
  spanishTogether: (label: string) => `${label} is required with the other Spanish fields (or leave them all empty)`,
  category: "Choose a Category",
  employmentType: "Choose an Employment Type",
  hours: "Choose Full-time or Part-time",
  hoursForDirectHire: "Choose the Hours of a Direct Hire job",
  state: "Choose a State",
  zip: "ZIP Code must be 5 digits, e.g. 70663",
  zipInOtherState: (zip: string, state: string) => `ZIP Code ${zip} is in ${state}: check the ZIP Code or the State`,
  payFrom: "Pay From must be an amount in dollars, e.g. 16.50",
  payTo: "Pay To must be an amount in dollars, e.g. 18.00",
  payToBelowFrom: "Pay To must not be less than Pay From",
  payFromForPayTo: "Enter Pay From too (the same as Pay To for one rate)",
  payPeriod: "Choose per hour or per year for the pay given",
  payPeriodValue: "Choose per hour or per year",
  openings: "Openings must be a whole number from 1 to 999",
  answer: "Choose the answer that qualifies",
  referenceNumber: "Reference Number may contain only letters, numbers and hyphens",
  referenceNumberTaken: "Reference Number is already used by another job",
  closesOn: "Closes On must be a date, e.g. 03/15/2026",
  closesOnPast: "Closes On must be today or later",
  closesOnRequiredToReopen: "Choose a new Closes On date to reopen this job",
  closesOnTooFar: "Closes On must be within a year",
} as const;

const MAX_PAY_DOLLARS = 10_000_000;

function choice<const Values extends Record<string, string>>(values: Values, message: string) {
  return sentText(z.string().refine((value): value is keyof Values & string => Object.hasOwn(values, value), message));
}

/** Optional choice: "" is none. */
function optionalChoice<const Values extends Record<string, string>>(values: Values, message: string) {
  return sentText(
    z
      .string()
      .refine((value) => value === "" || Object.hasOwn(values, value), message)
      .transform((value) => (value === "" ? null : (value as keyof Values & string))),
  );
}

/** Dollars as typed ("16.50", "$45,000") as cents; null when empty. */
function dollars(message: string) {
  return sentText(
    z
      .string()
      .trim()
      .transform((value, context) => {
        const plain = value.replace(/^\$/, "").replace(/,/g, "");
        if (plain === "") return null;
        if (!/^\d+(\.\d{1,2})?$/.test(plain) || Number(plain) <= 0 || Number(plain) > MAX_PAY_DOLLARS) {
          context.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return Math.round(Number(plain) * 100);
      }),
  );
}

const screeningFields = Object.fromEntries(
  Array.from({ length: MAX_SCREENING_QUESTIONS }, (_, index) => [
    [`screeningQuestion${index + 1}`, optionalText("Question", 200)],
    [`screeningAnswer${index + 1}`, optionalChoice({ yes: "Yes", no: "No" }, jobMessages.answer)],
  ]).flat(),
) as Record<`screeningQuestion${1 | 2 | 3 | 4 | 5}`, ReturnType<typeof optionalText>> &
  Record<`screeningAnswer${1 | 2 | 3 | 4 | 5}`, ReturnType<typeof optionalChoice<{ yes: "Yes"; no: "No" }>>>;

const categories = Object.fromEntries(jobCategories.map(({ slug, title }) => [slug, title]));
const states = Object.fromEntries(usStates.map(({ code, name }) => [code, name]));

const jobFormFields = z
  .object({
    title: requiredText("Job Title", 200),
    category: choice(categories, jobMessages.category),
    employmentType: choice(employmentTypes, jobMessages.employmentType),
    hours: optionalChoice(jobHours, jobMessages.hours),
    city: requiredText("City", 100),
    state: choice(states, jobMessages.state),
    zip: sentText(
      z
        .string()
        .trim()
        .refine((value) => value === "" || /^\d{5}$/.test(value), jobMessages.zip),
    ),
    payFrom: dollars(jobMessages.payFrom),
    payTo: dollars(jobMessages.payTo),
    payPeriod: optionalChoice(payPeriods, jobMessages.payPeriodValue),
    shift: optionalText("Shift", 100),
    openings: sentText(
      z
        .string()
        .trim()
        .transform((value, context) => {
          if (value === "") return 1;
          if (!/^\d{1,3}$/.test(value) || Number(value) < 1) {
            context.addIssue({ code: "custom", message: jobMessages.openings });
            return z.NEVER;
          }
          return Number(value);
        }),
    ),
    // Markdown, up to 100,000 characters as a post's content.
    description: requiredText("Description", 100_000),
    requirements: optionalText("Requirements", 100_000),
    titleEs: optionalText("Job Title (Spanish)", 200),
    descriptionEs: optionalText("Description (Spanish)", 100_000),
    requirementsEs: optionalText("Requirements (Spanish)", 100_000),
    ...screeningFields,
    clientName: optionalText("Client Name", 200),
    showClientName: checkbox(),
    referenceNumber: optionalText("Reference Number", 30).refine(
      (value) => value === "" || /^[A-Za-z0-9-]+$/.test(value),
      jobMessages.referenceNumber,
    ),
    closesOn: sentText(
      z
        .string()
        .trim()
        .refine((value) => value === "" || isCalendarDate(value), jobMessages.closesOn),
    ),
    isPublished: checkbox(),
    // 'Reopen' of an expired job opens the form with this set: 'Closes On' is then required.
    reopen: checkbox(),
    // 'Create Job from Request': the request's id, carried by the new job's form. The model
    // checks it names a staff request as it creates the job (job-from-request.server.ts).
    staffRequestId: sentText(
      z
        .string()
        .trim()
        .transform((value) => value || null),
    ),
  })
  .superRefine((form, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (form.employmentType === "direct-hire" && !form.hours) issue("hours", jobMessages.hoursForDirectHire);
    if (form.payTo !== null && form.payFrom === null) issue("payFrom", jobMessages.payFromForPayTo);
    if (form.payTo !== null && form.payFrom !== null && form.payTo < form.payFrom)
      issue("payTo", jobMessages.payToBelowFrom);
    if ((form.payFrom !== null || form.payTo !== null) && !form.payPeriod) issue("payPeriod", jobMessages.payPeriod);
    for (let index = 1; index <= MAX_SCREENING_QUESTIONS; index++) {
      const question = form[`screeningQuestion${index as 1}`];
      if (question && !form[`screeningAnswer${index as 1}`]) issue(`screeningAnswer${index}`, jobMessages.answer);
    }
    const today = agencyToday();
    if (form.reopen && !form.closesOn) issue("closesOn", jobMessages.closesOnRequiredToReopen);
    // A date already past is refused when it would open the job (a new date, or reopening);
    // an expired job's old date may stay as it is when other fields are edited.
    if (form.closesOn && form.reopen && form.closesOn < today) issue("closesOn", jobMessages.closesOnPast);
    if (form.closesOn && form.closesOn > addCalendarDays(today, 366)) issue("closesOn", jobMessages.closesOnTooFar);
    // Half a translation would show a Spanish title over an English text (job-language.ts).
    const spanish = { titleEs: form.titleEs, descriptionEs: form.descriptionEs, requirementsEs: form.requirementsEs };
    if (Object.values(spanish).some((text) => text !== "")) {
      if (!form.titleEs) issue("titleEs", jobMessages.spanishTogether("Job Title (Spanish)"));
      if (!form.descriptionEs) issue("descriptionEs", jobMessages.spanishTogether("Description (Spanish)"));
      if (form.requirements && !form.requirementsEs)
        issue("requirementsEs", jobMessages.spanishTogether("Requirements (Spanish)"));
    }
  });

export const jobFields = fieldNames(jobFormFields);

type JobForm = z.output<typeof jobFormFields>;

/** A job as staff write it (job.server.ts): the form's fields, the screening questions as a list. */
export interface JobInput {
  title: string;
  category: string;
  employmentType: EmploymentType;
  hours: JobHours | null;
  city: string;
  state: string;
  zip: string;
  payFromCents: number | null;
  payToCents: number | null;
  payPeriod: PayPeriod | null;
  shift: string;
  openings: number;
  description: string;
  requirements: string;
  titleEs: string;
  descriptionEs: string;
  requirementsEs: string;
  screeningQuestions: Array<{ question: string; qualifyingAnswer: "yes" | "no" }>;
  clientName: string;
  showClientName: boolean;
  /** Empty: one is generated. */
  referenceNumber: string;
  /** "2026-03-15"; empty: 30 days after publishing. */
  closesOn: string;
  isPublished: boolean;
  /** Reopens a closed or expired job as it is saved. */
  reopen: boolean;
  /**
   * The staff request a new job is created from ('Create Job from Request'); it must be one.
   * Only a new job takes it: a save of an existing job keeps the job's own.
   */
  staffRequestId?: string | null;
}

/** The checked form as the model takes it. */
function jobInputOf(form: JobForm): JobInput {
  const screeningQuestions: JobInput["screeningQuestions"] = [];
  for (let index = 1; index <= MAX_SCREENING_QUESTIONS; index++) {
    const question = form[`screeningQuestion${index as 1}`];
    const answer = form[`screeningAnswer${index as 1}`];
    if (question && answer) screeningQuestions.push({ question, qualifyingAnswer: answer });
  }
  return {
    title: form.title,
    category: form.category,
    employmentType: form.employmentType,
    hours: form.hours,
    city: form.city,
    state: form.state,
    zip: form.zip,
    payFromCents: form.payFrom,
    payToCents: form.payTo,
    payPeriod: form.payFrom === null ? null : form.payPeriod,
    shift: form.shift,
    openings: form.openings,
    description: form.description,
    requirements: form.requirements,
    titleEs: form.titleEs,
    descriptionEs: form.descriptionEs,
    requirementsEs: form.requirementsEs,
    screeningQuestions,
    clientName: form.clientName,
    showClientName: form.showClientName,
    referenceNumber: form.referenceNumber,
    closesOn: form.closesOn,
    isPublished: form.isPublished,
    reopen: form.reopen,
    staffRequestId: form.staffRequestId,
  };
}

/** The top of the pay range per hour, in cents ('Minimum Pay' compares with it); null without pay. */
export function hourlyPayCentsOf(job: Pick<JobInput, "payFromCents" | "payToCents" | "payPeriod">): number | null {
  const top = job.payToCents ?? job.payFromCents;
  if (top === null || !job.payPeriod) return null;
  return job.payPeriod === "year" ? Math.round(top / HOURS_PER_YEAR) : top;
}

/** The job form's schema: its fields checked, then read as the model's input. */
export const jobFormSchema: z.ZodType<JobInput> = jobFormFields.transform(jobInputOf);
