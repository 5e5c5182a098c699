import type { z } from "zod";

import type { Locale } from "~/platform/i18n/locale";

/*
 * A FAQ or post in two languages (docs/i18n.md, Content in two languages): staff may write
 * its Spanish text in the form's 'Español' section. An item has Spanish text when every one
 * of its Spanish fields is filled, and only then do /es pages show it in Spanish; without it,
 * they show the English text marked as English, and staff lists say 'Spanish: missing'.
 * The admin, the activity log and staff mail stay in English.
 */

type Text = string | null | undefined;

/** Whether every Spanish field of an item is filled. */
export function hasSpanishText(spanishFields: readonly Text[]): boolean {
  return spanishFields.every((text) => typeof text === "string" && text.trim() !== "");
}

/**
 * The form check that a set of Spanish fields is filled in together or left empty together
 * (half a translation would show a Spanish title over an English text): each empty one,
 * while another is filled, gets its message. `fields`: field name -> its label.
 */
export function spanishAllOrNone<Fields extends Record<string, string>>(fields: Fields) {
  return (value: { [Name in keyof Fields]: Text }, context: z.RefinementCtx) => {
    const names = Object.keys(fields) as (keyof Fields & string)[];
    const filled = names.filter((name) => hasSpanishText([value[name]]));
    if (filled.length === 0 || filled.length === names.length) return;
    for (const name of names) {
      if (filled.includes(name)) continue;
      context.addIssue({
        code: "custom",
        path: [name],
        message: `${fields[name]} is required with the other Spanish fields (or leave them all empty)`,
      });
    }
  };
}

/** The text a page shows of an item: in the page's language, or in English, marked so, when it has no Spanish text. */
export interface ShownText<T> {
  text: T;
  /** Shown in English on a Spanish page: the page marks it lang="en" with an 'En inglés' label. */
  inEnglish: boolean;
}

/**
 * The item's text for a page in `locale`: `spanish` (null when the item has no Spanish text)
 * on Spanish pages, `english` on English pages and wherever Spanish is missing.
 */
export function textFor<T>(locale: Locale, english: T, spanish: T | null): ShownText<T> {
  if (locale === "es" && spanish !== null) return { text: spanish, inEnglish: false };
  return { text: english, inEnglish: locale === "es" };
}
