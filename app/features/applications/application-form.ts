import * as z from "zod/mini";

import { firstIssuePerField, isPrintableText } from "~/platform/forms/plain-text";

import { usPhoneE164 } from "./us-phone";

/*
 * The apply form's rules, shared by the browser (quick feedback) and the action (the check
 * that counts). Messages are codes (applicationProblemText words them in the page's
 * language), so one schema serves the English and the Spanish page. zod/mini keeps the
 * public page's JavaScript small.
 */

export const applicationFieldLimits = {
  firstName: 60,
  lastName: 60,
  email: 254,
  phone: 40,
  zip: 10,
  message: 5000,
  preferredLocation: 120,
} as const;

type ApplicationTextField = keyof typeof applicationFieldLimits;

function text(field: ApplicationTextField, options: { required?: string } = {}) {
  const checks = [
    z.trim(),
    z.refine<string>(isPrintableText, "control-characters"),
    z.maxLength(applicationFieldLimits[field], `too-long:${applicationFieldLimits[field]}`),
  ];
  if (options.required) checks.unshift(z.trim(), z.minLength(1, options.required));
  return z.string().check(...checks);
}

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

const applicationTextSchema = z.object({
  firstName: text("firstName", { required: "first-name-required" }),
  lastName: text("lastName", { required: "last-name-required" }),
  email: text("email").check(z.refine((value) => value === "" || z.email().safeParse(value).success, "email-invalid")),
  phone: text("phone").check(z.refine((value) => value === "" || usPhoneE164(value) !== null, "phone-invalid")),
  zip: text("zip").check(z.refine((value) => value === "" || ZIP_PATTERN.test(value), "zip-invalid")),
  message: text("message"),
  preferredLocation: text("preferredLocation"),
});

type ApplicationText = z.infer<typeof applicationTextSchema>;

/** What the form sends besides the resume file. */
export interface ApplicationValues extends ApplicationText {
  /** "yes" or "no" per screening question, in the job's order; "" when unanswered. */
  answers: string[];
  textConsent: boolean;
  /** Service category slugs ('Jobs I'm interested in', the general application). */
  interests: string[];
}

export const emptyApplicationValues: ApplicationValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  zip: "",
  message: "",
  preferredLocation: "",
  answers: [],
  textConsent: false,
  interests: [],
};

/** A field's name in the form, and in the errors: the text fields by name, answers as `answer.0`. */
type ApplicationFieldName = ApplicationTextField | `answer.${number}` | "resume";
export type ApplicationFieldErrors = Partial<Record<ApplicationFieldName, string>>;

/** The form's field name of the screening answer at `index`. */
export function answerField(index: number): `answer.${number}` {
  return `answer.${index}`;
}

/**
 * The first problem of each field (codes), or null when the application may be sent.
 * `questionCount`: how many screening questions the job asks (each needs Yes or No).
 */
export function validateApplication(values: ApplicationValues, questionCount: number): ApplicationFieldErrors | null {
  const result = applicationTextSchema.safeParse(values);
  const errors: ApplicationFieldErrors = result.success ? {} : firstIssuePerField(result.error.issues);
  if (!errors.email && !errors.phone && values.email.trim() === "" && values.phone.trim() === "")
    errors.email = "email-or-phone";
  for (let index = 0; index < questionCount; index++) {
    const answer = values.answers[index];
    if (answer !== "yes" && answer !== "no") errors[answerField(index)] = "answer-required";
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The largest resume taken (the form says so; the server refuses a larger one, nothing stored). */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;

/** What the resume field's file picker offers: the accepted types, and photos without forcing the camera. */
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,image/*";
