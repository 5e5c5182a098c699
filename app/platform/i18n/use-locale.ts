import { useLocation } from "react-router";

import { localeFromPathname, type Locale } from "./locale";

/** The language of the page being rendered (server and browser alike). */
export function useLocale(): Locale {
  return localeFromPathname(useLocation().pathname);
}
