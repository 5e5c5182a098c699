import { z } from "zod";

import { formatCount } from "~/platform/format/format-count";

import { isPrintableText } from "./plain-text";

export { isPrintableText };

/*
 * Helpers shared by the staff forms' schemas (the admin's and the sign-in pages'). They run
 * in the browser (quick feedback) and in the route actions (the check that counts), so
 * every message is written once.
 */

/** Field name -> its first message. */
export type FieldErrors = Partial<Record<string, string>>;

export type FormParseResult<T> = { success: true; data: T } | { success: false; fieldErrors: FieldErrors };

export const CONTROL_CHARACTER_MESSAGE = "Remove the control characters (such as NUL) from this field";

/**
 * A text field checked by `schema`: a missing field (or a file) reads as empty; a control
 * character other than tab and line breaks is refused before `schema` sees the value.
 */
export function sentText<T extends z.ZodType<unknown, string>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string().refine(isPrintableText, CONTROL_CHARACTER_MESSAGE).pipe(schema),
  );
}

/** A checkbox: ticked when the browser sent it at all (an unticked one is left out). */
export function checkbox() {
  return z.preprocess((value) => value !== undefined && value !== "false", z.boolean());
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
  return sentText(
    text()
      .min(1, `${label} is required`)
      .max(maxLength, `${label} must be at most ${formatCount(maxLength)} characters`),
  );
}

/** Trimmed text that may be empty. */
export function optionalText(label: string, maxLength: number) {
  return sentText(text().max(maxLength, `${label} must be at most ${formatCount(maxLength)} characters`));
}

/** Zod's issues as one message per field (the first one), keyed by the field's name. */
function firstErrorPerField(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

/** The schema's verdict on `raw`: its output, or the first message of each invalid field. */
export function parseWith<T>(schema: z.ZodType<T>, raw: unknown): FormParseResult<T> {
  const result = schema.safeParse(raw);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, fieldErrors: firstErrorPerField(result.error) };
}

/** A whole form checked against `schema`, whose keys are the form's field names. */
export function parseForm<T>(schema: z.ZodType<T>, formData: FormData): FormParseResult<T> {
  return parseWith(schema, Object.fromEntries(formData));
}

/** A form's field names, which are its schema's keys: `fields.title` is "title". */
export function fieldNames<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): { [K in keyof Shape & string]: K } {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, key])) as { [K in keyof Shape & string]: K };
}

/**
 * A form field's name, saved value and message, by its key, for the field components:
 * `<TextField label="Question" {...field("question")} required />`. A value the row does not
 * have (a new row) leaves the field empty, or shows `fallback` (e.g. a new job's 1 opening).
 * A checkbox's name and saved state: `<CheckboxField label="Published" {...field.checkbox("isPublished")} />`,
 * unticked on a new row.
 */
export function fieldBinder<Row extends object>(row: Row | null | undefined, errors: FieldErrors) {
  const field = <K extends keyof Row & string>(key: K, fallback?: string | number) => {
    const value = row?.[key] ?? fallback;
    return { name: key, defaultValue: value == null ? undefined : String(value), error: errors[key] };
  };
  field.checkbox = <K extends keyof Row & string>(key: K) => ({ name: key, defaultChecked: row?.[key] === true });
  return field;
}
