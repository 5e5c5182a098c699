/** Latin letters that Unicode does not decompose into a base letter and an accent. */
const LATIN_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
};

/**
 * A slug: lowercase, each run of non-alphanumerics becomes one hyphen,
 * leading and trailing hyphens trimmed. Accents are folded first ("Café" -> "cafe",
 * "Straße" -> "strasse") so that titles in French, Spanish or German still give readable URLs.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => LATIN_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What a title with no usable character (all symbols or emoji) becomes. */
export const FALLBACK_SLUG = "post";

/** A slug typed by hand is accepted only in the exact form slugify would give. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether an address could name a post at all: a slug in slugify's shape, of a length a
 * title can give. Checked before a lookup, so that no other text (a NUL, say, which
 * PostgreSQL refuses in a query) ever reaches the database.
 */
export function isWellFormedSlug(value: string): boolean {
  return value.length <= 1_000 && SLUG_PATTERN.test(value);
}

/** "base", then "base-2", "base-3", ... for the first attempts at a free slug. */
export function slugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}
