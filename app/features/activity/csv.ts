/*
 * CSV (RFC 4180) of the activity log. Cells come partly from what strangers typed (the email
 * tried at sign-in, a browser's user agent): one that a spreadsheet would read as a formula
 * (starting with = + - @, or a tab or carriage return before one) is prefixed with an
 * apostrophe, so it is shown as text instead of being run (OWASP's CSV injection advice).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text with CRLF line ends, the header first. */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
