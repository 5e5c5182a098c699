/**
 * JSON for a <script type="application/ld+json"> element. JSON.stringify alone is not
 * enough: a "</script>" inside a value (a post title, an FAQ answer) would end the element
 * and let the rest be parsed as HTML. Escaping "<", ">" and "&" as \u003c etc. keeps the
 * JSON identical in meaning while no HTML parser can see a tag in it.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
