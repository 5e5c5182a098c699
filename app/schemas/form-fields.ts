import { z } from "zod";

/*
 * Helpers shared by the admin forms' schemas. They run in the browser (quick feedback on
 * submit) and in the route actions (the check that counts), so every message is written once.
 */

/** Field name -> its first message. */
export type FieldErrors = Partial<Record<string, string>>;

export type FormParseResult<T> = { success: true; data: T } | { success: false; fieldErrors: FieldErrors };

/** A form field's text; a missing field or a file reads as empty. */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** A checkbox is ticked when the browser sent it at all (an unticked one is left out). */
export function formCheckbox(formData: FormData, name: string): boolean {
  const value = formData.get(name);
  return value !== null && value !== "false";
}

/**
 * Form posts send line breaks as CRLF (browsers normalise textarea values so): text is stored
 * with plain \n, whatever sent it.
 */
const text = () =>
  z
    .string()
    .overwrite((value) => value.replace(/\r\n?/g, "\n"))
    .trim();

/** Trimmed text that must not be empty and has a sane upper bound. */
export function requiredText(label: string, maxLength: number) {
  return text()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} must be at most ${maxLength.toLocaleString("en-US")} characters`);
}

/** Trimmed text that may be empty. */
export function optionalText(label: string, maxLength: number) {
  return text()
    .max(maxLength, `${label} must be at most ${maxLength.toLocaleString("en-US")} characters`);
}

/** Zod's issues as one message per field (the first one), keyed by the field's name. */
export function firstErrorPerField(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

export function parseWith<T>(schema: z.ZodType<T>, raw: unknown): FormParseResult<T> {
  const result = schema.safeParse(raw);
  return result.success ? { success: true, data: result.data } : { success: false, fieldErrors: firstErrorPerField(result.error) };
}
