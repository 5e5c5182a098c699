/**
 * SPEC.md section 5: lowercase, each run of non-alphanumerics becomes one hyphen,
 * leading and trailing hyphens trimmed. Accents are folded first ("Café" -> "cafe")
 * so that titles in French or Spanish still give readable URLs.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What a title with no usable character (all symbols or emoji) becomes. */
export const FALLBACK_SLUG = "post";

/** A slug typed by hand is accepted only in the exact form slugify would give. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "base", then "base-2", "base-3", ... for the first attempts at a free slug. */
export function slugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}
