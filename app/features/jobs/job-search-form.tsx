import { useId } from "react";
import { Form, useSubmit } from "react-router";

import { ChoiceOptions } from "~/components/form-fields";
import { SearchIcon } from "~/features/site/icons";
import { localizedPath } from "~/platform/i18n/locale";
import { useLocale } from "~/platform/i18n/use-locale";

import { JOB_DISTANCES } from "./job-distances";
import type { JobSearch } from "./job-search-params";
import { m } from "./messages/jobs";

const fieldClass =
  "mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm " +
  "focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";
const labelClass = "block text-sm font-semibold text-slate-800";
const hintClass = "mt-1 text-xs text-slate-600";

const employmentTypeLabels = {
  temporary: () => m.jobs_type_temporary(),
  "temp-to-hire": () => m.jobs_type_temp_to_hire(),
  "direct-hire": () => m.jobs_type_direct_hire(),
} as const;

/**
 * The job search: a GET form, so it works without JavaScript and each search has its
 * address (job-search-params.ts); with JavaScript, the page's loader answers it without a
 * reload. A field left empty is not sent, and a search starts again at page 1.
 */
export function JobSearchForm({
  search,
  categories,
}: {
  search: JobSearch;
  categories: Array<{ slug: string; title: string }>;
}) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const action = localizedPath(useLocale(), "/jobs");
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action={action}
      // With JavaScript, the empty fields stay out of the address (/jobs?q=welder, not ?q=welder&location=&...).
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
        }
        void submit(params, { method: "get", action });
      }}
      role="search"
      aria-label={m.jobs_search_heading()}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-6"
    >
      <div className="sm:col-span-2 lg:col-span-3">
        <label htmlFor={fieldId("q")} className={labelClass}>
          {m.jobs_keywords()}
        </label>
        <input
          id={fieldId("q")}
          type="search"
          name="q"
          defaultValue={search.q}
          maxLength={200}
          aria-describedby={`${fieldId("q")}-hint`}
          className={fieldClass}
        />
        <p id={`${fieldId("q")}-hint`} className={hintClass}>
          {m.jobs_keywords_hint()}
        </p>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor={fieldId("location")} className={labelClass}>
          {m.jobs_location()}
        </label>
        <input
          id={fieldId("location")}
          type="text"
          name="location"
          defaultValue={search.location}
          maxLength={200}
          autoComplete="postal-code"
          aria-describedby={`${fieldId("location")}-hint`}
          className={fieldClass}
        />
        <p id={`${fieldId("location")}-hint`} className={hintClass}>
          {m.jobs_location_hint()}
        </p>
      </div>
      <div>
        <label htmlFor={fieldId("distance")} className={labelClass}>
          {m.jobs_distance()}
        </label>
        <select id={fieldId("distance")} name="distance" defaultValue={search.distance ?? ""} className={fieldClass}>
          <option value="">{m.jobs_distance_any()}</option>
          <ChoiceOptions
            choices={JOB_DISTANCES.map((miles) => ({ value: String(miles), label: m.jobs_distance_miles({ miles }) }))}
          />
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor={fieldId("category")} className={labelClass}>
          {m.jobs_category()}
        </label>
        <select id={fieldId("category")} name="category" defaultValue={search.category ?? ""} className={fieldClass}>
          <option value="">{m.jobs_category_any()}</option>
          <ChoiceOptions choices={categories.map((category) => ({ value: category.slug, label: category.title }))} />
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor={fieldId("type")} className={labelClass}>
          {m.jobs_type()}
        </label>
        <select id={fieldId("type")} name="type" defaultValue={search.type ?? ""} className={fieldClass}>
          <option value="">{m.jobs_type_any()}</option>
          <ChoiceOptions
            choices={(Object.keys(employmentTypeLabels) as Array<keyof typeof employmentTypeLabels>).map((type) => ({
              value: type,
              label: employmentTypeLabels[type](),
            }))}
          />
        </select>
      </div>
      <div>
        <label htmlFor={fieldId("minPay")} className={labelClass}>
          {m.jobs_min_pay()}
        </label>
        <input
          id={fieldId("minPay")}
          type="number"
          name="minPay"
          inputMode="decimal"
          min="0"
          max="1000"
          step="0.01"
          defaultValue={search.minPay ?? ""}
          aria-describedby={`${fieldId("minPay")}-hint`}
          className={fieldClass}
        />
        <p id={`${fieldId("minPay")}-hint`} className={hintClass}>
          {m.jobs_min_pay_hint()}
        </p>
      </div>
      <div className="flex items-start sm:col-span-2 lg:col-span-1 lg:pt-7">
        <button
          type="submit"
          className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-accent-500 px-5 py-3 font-bold text-brand-900 shadow-sm hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <SearchIcon className="size-5" />
          {m.jobs_search()}
        </button>
      </div>
    </Form>
  );
}
