import { useId } from "react";

import { SearchIcon } from "~/features/site/icons";
import { useTypedBeforeHydration } from "~/platform/document/use-typed-before-hydration";
import { formatCount } from "~/platform/format/format-count";
import { localizedPath } from "~/platform/i18n/locale";
import { useLocale } from "~/platform/i18n/use-locale";

import { m } from "./messages/faqs";

/**
 * 'Search FAQs': a GET form (?q=), so that without JavaScript the server answers the search.
 * With JavaScript the page filters as the visitor types (`onQuery`) and the form is never
 * sent: the questions are already on the page. The count under it is a live region, read
 * out as it changes.
 */
export function FaqSearchForm({
  query,
  onQuery,
  matches,
  total,
}: {
  query: string;
  onQuery: (query: string) => void;
  matches: number;
  total: number;
}) {
  const id = useId();
  const inputRef = useTypedBeforeHydration<HTMLInputElement>(query, onQuery);
  const searching = query.trim() !== "";
  return (
    <form
      method="get"
      action={localizedPath(useLocale(), "/faqs")}
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="mb-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-slate-800">
        {m.faqs_search_label()}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          ref={inputRef}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          autoComplete="off"
          aria-describedby={`${id}-count`}
          className="block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        <button
          type="submit"
          className="inline-flex shrink-0 items-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          <SearchIcon className="size-5" />
          <span className="sr-only sm:not-sr-only">{m.faqs_search_button()}</span>
        </button>
      </div>
      <p id={`${id}-count`} role="status" className="mt-3 text-slate-700 empty:mt-0">
        {searching
          ? matches === 0
            ? m.faqs_search_none()
            : matches === 1
              ? m.faqs_search_count_one()
              : m.faqs_search_count({ count: formatCount(matches), total: formatCount(total) })
          : null}
      </p>
    </form>
  );
}
