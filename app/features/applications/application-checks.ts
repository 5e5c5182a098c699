import * as z from "zod/mini";

import { firstIssuePerField, isPrintableText } from "~/platform/forms/plain-text";

import {
  answerField,
  applicationFieldLimits,
  type ApplicationFieldErrors,
  type ApplicationTextField,
  type ApplicationValues,
} from "./application-form";
import { usPhoneE164 } from "./us-phone";

/*
 * The apply form's rules, shared by the browser (quick feedback) and the action (the check
 * that counts). Messages are codes (applicationProblemText words them in the page's
 * language), so one schema serves the English and the Spanish page. zod/mini keeps them
 * small, and the page loads them once it runs, not before it can answer a tap (apply-form.tsx).
 */

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
