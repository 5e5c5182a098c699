import { useId, type FormEvent } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";

import { buttonStyles } from "~/components/admin/ui";
import { ChoiceOptions } from "~/components/form-fields";
import { formatCount } from "~/platform/format/format-count";

import {
  ALL_STATUSES,
  CATEGORY_PARAM,
  listHref,
  NO_FILTER,
  otherParams,
  SEARCH_MAX_LENGTH,
  SEARCH_PARAM,
  STATUS_PARAM,
  type ListFilter,
} from "./list-filters";

const fieldClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none";
const labelClass = "mb-1.5 block text-sm font-semibold text-slate-800";

export interface StatusOption {
  value: string;
  label: string;
}

/**
 * The search box and filters above an admin list: a plain GET form, so it works before (and
 * without) JavaScript and every filtered list has its own address (shareable; Back returns
 * to the previous one). With JavaScript the address leaves out what is at its default. The
 * parameters that are not the form's (another view of the list) ride along; the page does not.
 */
export function ListFilterBar({
  path,
  searchLabel,
  searchHint,
  filter,
  statuses,
  categories,
}: {
  path: string;
  /** The search box's label, e.g. 'Search FAQs'. */
  searchLabel: string;
  /** What the search looks through, under the box. */
  searchHint: string;
  filter: ListFilter;
  /** The Status filter's options besides All. */
  statuses: StatusOption[];
  /** The Category filter's options besides All; no Category filter when absent. */
  categories?: string[];
}) {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? "").trim();
    const status = read(STATUS_PARAM);
    void navigate(
      listHref(path, params, {
        filter: {
          q: read(SEARCH_PARAM),
          status: status && status !== ALL_STATUSES ? status : null,
          category: read(CATEGORY_PARAM) || null,
        },
      }),
    );
  }

  return (
    <Form
      // A new address (Back, a link) shows its own values, not what was typed before.
      key={location.search}
      method="get"
      action={path}
      role="search"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-start"
    >
      {otherParams(params).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-q`} className={labelClass}>
          {searchLabel}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name={SEARCH_PARAM}
          defaultValue={filter.q}
          maxLength={SEARCH_MAX_LENGTH}
          aria-describedby={`${id}-hint`}
          className={fieldClass}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {searchHint}
        </p>
      </div>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-4 lg:contents">
        <div className="lg:w-40">
          <label htmlFor={`${id}-status`} className={labelClass}>
            Status
          </label>
          <select
            id={`${id}-status`}
            name={STATUS_PARAM}
            defaultValue={filter.status ?? ALL_STATUSES}
            className={fieldClass}
          >
            <option value={ALL_STATUSES}>All</option>
            <ChoiceOptions choices={statuses} />
          </select>
        </div>
        {categories ? (
          <div className="lg:w-48">
            <label htmlFor={`${id}-category`} className={labelClass}>
              Category
            </label>
            <select
              id={`${id}-category`}
              name={CATEGORY_PARAM}
              defaultValue={filter.category ?? ""}
              className={fieldClass}
            >
              <option value="">All</option>
              {/* A category no FAQ has any more (a shared address) still shows as chosen. */}
              <ChoiceOptions
                choices={[...new Set([...categories, ...(filter.category ? [filter.category] : [])])].map(
                  (category) => ({
                    value: category,
                    label: category,
                  }),
                )}
              />
            </select>
          </div>
        ) : null}
      </div>
      <button type="submit" className={`${buttonStyles.primary} sm:self-start lg:mt-7`}>
        Search
      </button>
    </Form>
  );
}

/** How many rows the search and filters kept, with the way back to the whole list; said when it changes. */
export function FilterSummary({
  path,
  filtered,
  total,
  noun,
}: {
  path: string;
  filtered: boolean;
  total: number;
  /** Plural, e.g. "FAQs". */
  noun: { one: string; many: string };
}) {
  const location = useLocation();
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      {filtered ? (
        <>
          <span>
            {total === 0
              ? `No ${noun.many} found.`
              : `${formatCount(total)} ${total === 1 ? noun.one : noun.many} found.`}
          </span>
          {/* An empty result has its own message and link in place of the table. */}
          {total > 0 ? <ClearFiltersLink path={path} search={location.search} /> : null}
        </>
      ) : null}
    </div>
  );
}

/** Back to the whole list (the other parameters kept, e.g. the view). */
function ClearFiltersLink({ path, search }: { path: string; search: string }) {
  return (
    <Link
      to={listHref(path, new URLSearchParams(search), { filter: NO_FILTER })}
      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      Clear filters
    </Link>
  );
}

/** In place of the table when the search and filters keep nothing. */
export function NoMatches({ path, noun }: { path: string; noun: string }) {
  const location = useLocation();
  return (
    <>
      No {noun} match the search and filters. <ClearFiltersLink path={path} search={location.search} />
    </>
  );
}
