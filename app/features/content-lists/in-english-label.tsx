import { m } from "~/platform/i18n/messages";
import { useLocale } from "~/platform/i18n/use-locale";

/**
 * 'En inglés': the small label of a FAQ or post shown in English on a Spanish page (it has
 * no Spanish text, see textFor). The item's own text carries lang="en"; the label, in the
 * page's language, says so to every reader.
 */
export function InEnglishLabel() {
  return (
    <span
      lang={useLocale()}
      className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 align-middle text-xs font-semibold tracking-wide text-slate-700 ring-1 ring-slate-200 ring-inset"
    >
      {m.site_in_english()}
    </span>
  );
}
