import { Form } from "react-router";

import { buttonStyles } from "~/components/admin/ui";

import { ACTIVITY_KIND_GROUPS } from "./kinds";

const selectClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none";

/** 'Person' and 'Kind' filters: a plain GET form, so the filtered page has its own address. */
export function ActivityFilters({
  people,
  person,
  kind,
}: {
  people: Array<{ id: string; name: string; email: string }>;
  person: string | null;
  kind: string | null;
}) {
  return (
    <Form
      method="get"
      action="/admin/activity"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="activity-person" className="mb-1.5 block text-sm font-semibold text-slate-800">
          Person
        </label>
        <select id="activity-person" name="person" defaultValue={person ?? ""} className={selectClass}>
          <option value="">Everyone</option>
          {people.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} ({option.email})
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor="activity-kind" className="mb-1.5 block text-sm font-semibold text-slate-800">
          Kind
        </label>
        <select id="activity-kind" name="kind" defaultValue={kind ?? ""} className={selectClass}>
          <option value="">All kinds</option>
          {ACTIVITY_KIND_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {Object.entries(group.kinds).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonStyles.primary}>
        Filter
      </button>
    </Form>
  );
}
