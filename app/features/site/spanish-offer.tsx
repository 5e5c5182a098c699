import { useState } from "react";
import { useLocation } from "react-router";

import { useHydrated } from "~/platform/document/use-hydrated";
import { samePageIn } from "~/platform/i18n/locale";
import { m } from "~/platform/i18n/messages";
import { useLocale } from "~/platform/i18n/use-locale";

const DISMISSED_KEY = "spanish-offer-dismissed";

/** Spanish comes before English among the browser's languages, and the offer was not dismissed. */
function prefersSpanish(): boolean {
  const first = navigator.languages.find((tag) => /^(en|es)\b/i.test(tag));
  return first?.toLowerCase().startsWith("es") === true && sessionStorage.getItem(DISMISSED_KEY) !== "1";
}

/**
 * For a visitor whose browser prefers Spanish, on an English page: one quiet line offering the
 * Spanish page, after hydration only (the server sends every visitor the same page, so the
 * page cache and crawlers see one page per URL). Its words are Spanish on purpose. Dismissed
 * once, it stays away for the browser session.
 */
export function SpanishOffer() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);

  if (!hydrated || locale !== "en" || dismissed || !prefersSpanish()) return null;
  return (
    <div lang="es" className="bg-brand-50 text-brand-900 ring-1 ring-brand-100">
      <div className="site-container flex items-center justify-between gap-3 py-2 text-sm">
        <p>
          {m.site_offer_spanish()}{" "}
          <a href={`${samePageIn("es", pathname)}${search}`} hrefLang="es" className="font-semibold underline">
            {m.site_offer_spanish_link()}
          </a>
        </p>
        <button
          type="button"
          onClick={() => {
            sessionStorage.setItem(DISMISSED_KEY, "1");
            setDismissed(true);
          }}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-brand-100"
        >
          <span aria-hidden="true">×</span>
          <span className="sr-only">{m.site_offer_dismiss()}</span>
        </button>
      </div>
    </div>
  );
}
