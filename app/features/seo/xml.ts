// Characters XML 1.0 does not allow at all (control characters other than tab and newlines,
// lone surrogates, U+FFFE/U+FFFF): dropped, or the whole document would fail to parse.
const forbiddenXmlCharacters =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(forbiddenXmlCharacters, "").replace(/[&<>"']/g, (c) => entities[c]!);
}

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';
