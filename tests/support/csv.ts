/** A strict RFC 4180 reader for tests: quoted fields, doubled quotes, CRLF records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') {
      if (field !== "") throw new Error(`stray quote in record ${records.length + 1}`);
      quoted = true;
    } else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else if (c === "\n" || c === "\r") throw new Error(`bare line break in record ${records.length + 1}`);
    else field += c;
  }
  if (quoted) throw new Error("unterminated quoted field");
  if (field !== "" || record.length > 0) throw new Error("the last record has no CRLF");
  return records;
}
