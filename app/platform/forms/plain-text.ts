/*
 * What every form's text goes through, in the browser and on the server alike: no schema
 * library here, so the public pages' small bundles can use it too (docs/ARCHITECTURE.md).
 */

/**
 * False when `value` holds a control character other than tab, carriage return and newline
 * (C0 and DEL): nobody types them, and PostgreSQL cannot store NUL in text at all
 * (docs/security.md, What the server refuses).
 */
export function isPrintableText(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}

/**
 * False when tidied text (`tidyText`) holds a control character: none on one line; a text
 * area (`multiline`) may hold line breaks and tabs.
 */
export function isPlainText(value: string, multiline: boolean): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (multiline && (code === 0x0a || code === 0x09)) continue;
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** Text as checked and stored: line breaks as LF (form posts send CRLF), trimmed. */
function tidyText(value: string): string {
  return value.replace(/\r\n?/g, "\n").trim();
}

/** Each of a form's text values tidied (`tidyText`). */
export function tidyTexts<Values extends { [Name in keyof Values]: string }>(values: Values): Values {
  const entries = Object.entries(values) as Array<[string, string]>;
  return Object.fromEntries(entries.map(([name, value]) => [name, tidyText(value)])) as Values;
}

/** The first message of each field among a failed check's issues, keyed by the field's name. */
export function firstIssuePerField<Field extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) errors[issue.path[0] as Field] ??= issue.message;
  return errors;
}
