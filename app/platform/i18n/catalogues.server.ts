/**
 * The server's side of the catalogues: both languages in memory, and each request's language
 * kept in an AsyncLocalStorage, so that concurrent requests in different languages never see
 * each other's (a process-wide variable would).
 */
import { AsyncLocalStorage } from "node:async_hooks";

import type { MiddlewareFunction } from "react-router";

import { localeFromPathname, type Locale } from "./locale";
import { registerCatalogue, resolveLocaleWith } from "./messages";
import * as en from "./paraglide/messages/en.js";
import * as es from "./paraglide/messages/es.js";

registerCatalogue("en", en);
registerCatalogue("es", es);

const requestLanguage = new AsyncLocalStorage<{ locale: Locale }>();
resolveLocaleWith(() => requestLanguage.getStore()?.locale ?? "en");

/** Root middleware: loaders, actions and the render below it run in the address's language. */
export const requestLocale: MiddlewareFunction<Response> = ({ request }, next) => {
  return requestLanguage.run({ locale: localeFromPathname(new URL(request.url).pathname) }, next);
};

/** Runs `work` in a language outside a request (mail sent later, tests). */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return requestLanguage.run({ locale }, work);
}
