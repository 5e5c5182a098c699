import { localeFromPathname } from "./locale";
import { registerCatalogue } from "./messages";

/**
 * In the browser, loads one part of the page's language's catalogue (build-tools/catalogue-chunks.ts)
 * and adds it to the messages `m` gives. A page's messages module awaits it at its top level
 * (e.g. app/features/inbox/messages/contact.ts), so that a page importing that module renders
 * only once its messages are there, on the first load and after a client-side navigation
 * alike. The server holds every message already (catalogues.server.ts).
 */
export async function loadCatalogue(catalogueUrl: Record<"en" | "es", string>): Promise<void> {
  if (import.meta.env.SSR) return;
  const locale = localeFromPathname(window.location.pathname);
  registerCatalogue(locale, (await import(/* @vite-ignore */ catalogueUrl[locale])) as object);
}
