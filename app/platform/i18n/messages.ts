/**
 * The interface text of the public site, one language's catalogue at a time: `m.site_nav_home()`.
 * Catalogues live beside their features (app/features/<name>/messages/{en,es}.json, listed in
 * project.inlang/settings.json) and are compiled at build time into one module per language.
 * The server holds both and picks the request's language (catalogues.server.ts); the browser
 * loads only the page's own language before hydrating (app/entry.client.tsx). docs/i18n.md.
 */
import type { Locale } from "./locale";
import type * as AllMessages from "./paraglide/messages/_index.js";

export type Messages = typeof AllMessages;

/** The names of the messages that take no inputs (menu entries, labels kept in data). */
export type PlainMessage = {
  [Name in keyof Messages]: Parameters<Messages[Name]>[0] extends infer Inputs
    ? undefined extends Inputs
      ? Name
      : never
    : never;
}[keyof Messages];

/** The words of a plain message, looked up by name. */
export function messageText(name: PlainMessage): string {
  return (m[name] as () => string)();
}
type Catalogue = Record<string, (inputs?: Record<string, unknown>) => string>;

const catalogues: Partial<Record<Locale, Catalogue>> = {};

/**
 * Whose language the messages are in. In the browser, the one catalogue's the page loaded;
 * the server replaces it with the request's (catalogues.server.ts). Paraglide's own runtime,
 * which can work this out from cookies and URL patterns, is not needed: the address decides.
 */
let localeNow: () => Locale = () => "en";

export function registerCatalogue(locale: Locale, catalogue: object) {
  catalogues[locale] = catalogue as Catalogue;
  localeNow = () => locale;
}

/** Server only: the language of the request being handled (an AsyncLocalStorage). */
export function resolveLocaleWith(resolve: () => Locale) {
  localeNow = resolve;
}

/** The language messages are given in now, outside React (the request's, or the page's). */
export function currentLocale(): Locale {
  return localeNow();
}

/** The current language's message functions. */
export const m = new Proxy({} as Messages, {
  get(_, key: string) {
    const locale = localeNow();
    const catalogue = catalogues[locale];
    if (!catalogue) throw new Error(`The ${locale} message catalogue is not loaded`);
    const message = catalogue[key];
    if (!message) throw new Error(`No message "${key}" in the ${locale} catalogue`);
    return message;
  },
});
