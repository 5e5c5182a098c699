/**
 * What a form holds, as one comparable string: the same fields with the same values give the
 * same snapshot, so "has anything changed since it opened?" is one comparison. A chosen file
 * counts by its name, size and date (its bytes are not read); no file chosen is an empty value.
 */
export function formSnapshot(entries: Iterable<[string, FormDataEntryValue]>): string {
  const values: Array<[string, string]> = [];
  for (const [name, value] of entries) {
    values.push([name, typeof value === "string" ? value : fileKey(value)]);
  }
  return JSON.stringify(values);
}

function fileKey(file: File): string {
  // An untouched file input sends an empty, nameless file.
  if (file.name === "" && file.size === 0) return "";
  return `file:${file.name}:${file.size}:${file.lastModified}`;
}
