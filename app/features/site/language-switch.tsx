import { useLocation } from "react-router";

import { samePageIn } from "~/platform/i18n/locale";
import { m } from "~/platform/i18n/messages";
import { useLocale } from "~/platform/i18n/use-locale";

/**
 * 'Español' on English pages, 'English' on Spanish ones: the same page in the other language.
 * A full page load, not a client-side navigation: the other language's messages are another
 * bundle, and the page cache serves each language's page whole.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = useLocale() === "es" ? "en" : "es";
  return (
    <a href={`${samePageIn(other, pathname)}${search}`} hrefLang={other} lang={other} className={className}>
      {m.site_switch_language()}
    </a>
  );
}
