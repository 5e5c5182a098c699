import { useEffect, useRef, useState } from "react";

import { AlertIcon, ChevronDownIcon, ChevronUpIcon, PlusIcon, TrashIcon } from "~/components/admin/icons";
import { Badge, buttonStyles } from "~/components/admin/ui";
import { TextField } from "~/components/form-fields";
import { useHydrated } from "~/platform/document/use-hydrated";
import type { FieldErrors } from "~/platform/forms/form-fields";

import { listFieldName, type ListName } from "./settings-form";

/*
 * A list of rows in the settings form (phone numbers, offices, business hours): add, remove,
 * move up and down. The inputs keep their own values (uncontrolled) and rows move by key,
 * so typing survives a reorder. Without JavaScript the buttons post the form, and the server
 * answers with the list changed (nothing saved); after hydration they act at once.
 */

export interface ListColumn {
  field: string;
  label: string;
  /** Grid width in a wide row, in twelfths. */
  span: 2 | 4 | 5 | 6 | 7 | 12;
  autoComplete?: string;
  inputMode?: "tel" | "email" | "url" | "numeric" | "text";
  placeholder?: string;
  optional?: boolean;
  maxLength?: number;
}

// By the row's own width, not the window's: beside the sidebar a row is narrow on a tablet.
const spanClass: Record<ListColumn["span"], string> = {
  2: "@lg:col-span-2",
  4: "@lg:col-span-4",
  5: "@lg:col-span-5",
  6: "@lg:col-span-6",
  7: "@lg:col-span-7",
  12: "@lg:col-span-12",
};

const rowButtonClass =
  "inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-600 shadow-sm hover:bg-slate-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40";

interface Row {
  key: number;
  values: Record<string, string>;
}

export function ListEditor({
  list,
  legend,
  description,
  itemName,
  addLabel,
  emptyText,
  columns,
  rows: initialRows,
  max,
  errors,
}: {
  list: ListName;
  legend: string;
  description: string;
  /** "Phone", for "Phone 2" and "Remove phone 2". */
  itemName: string;
  addLabel: string;
  emptyText: string;
  columns: ListColumn[];
  rows: ReadonlyArray<Record<string, string>>;
  max: number;
  errors: FieldErrors;
}) {
  const hydrated = useHydrated();
  const nextKey = useRef(initialRows.length);
  const [rows, setRows] = useState<Row[]>(() => initialRows.map((values, key) => ({ key, values })));
  // After a change, where focus goes once the list has rendered (the moved row's same button,
  // the new row's first field, the previous row after a removal).
  const focusTarget = useRef<string | null>(null);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const setFocusTarget = (target: string) => {
    focusTarget.current = target;
  };

  // Kept until its element is there: a render of something else may come before the list's.
  useEffect(() => {
    if (!focusTarget.current) return;
    const target = fieldsetRef.current?.querySelector<HTMLElement>(`[data-focus-id="${focusTarget.current}"]`);
    if (!target) return;
    target.focus();
    focusTarget.current = null;
  });

  // Before hydration the buttons post the form (see above); after it they only change the list.
  const buttonType = hydrated ? "button" : "submit";
  const listError = errors[list];
  const lower = itemName.toLowerCase();

  function add() {
    const key = nextKey.current++;
    setRows((current) => [...current, { key, values: Object.fromEntries(columns.map((c) => [c.field, ""])) }]);
    setFocusTarget(`${key}-${columns[0]!.field}`);
  }

  function remove(index: number) {
    setRows((current) => current.filter((_, i) => i !== index));
    setFocusTarget(index > 0 ? `${rows[index - 1]!.key}-remove` : "add");
  }

  function move(index: number, offset: -1 | 1) {
    const other = index + offset;
    if (other < 0 || other >= rows.length) return;
    setRows((current) => {
      const next = [...current];
      [next[index], next[other]] = [next[other]!, next[index]!];
      return next;
    });
    // Keep focus on the button just used, unless the row reached the end where it is disabled.
    const atEnd = other === 0 || other === rows.length - 1;
    const key = rows[index]!.key;
    setFocusTarget(atEnd ? `${key}-${offset < 0 ? "down" : "up"}` : `${key}-${offset < 0 ? "up" : "down"}`);
  }

  return (
    <fieldset
      ref={fieldsetRef}
      id={list}
      aria-describedby={`${list}-description${listError ? ` ${list}-error` : ""}`}
      className="min-w-0 scroll-mt-4"
    >
      <legend className="text-base font-bold text-brand-900">{legend}</legend>
      <p id={`${list}-description`} className="mt-1 text-sm text-slate-600">
        {description}
      </p>
      {listError ? (
        <p id={`${list}-error`} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <span>{listError}</span>
        </p>
      ) : null}

      {rows.length === 0 ? (
        <p className="mt-4 rounded-md border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
          {emptyText}
        </p>
      ) : (
        <ol className="mt-4 space-y-3">
          {rows.map((row, index) => {
            const position = index + 1;
            return (
              <li key={row.key} className="@container rounded-lg border border-slate-200 bg-slate-50/70 p-3 sm:p-4">
                <div className="flex items-center justify-between gap-3">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-slate-700">
                    {itemName} {position}
                    {list === "phones" && index === 0 ? <Badge tone="brand">Call button</Badge> : null}
                  </p>
                  <div className="flex gap-1.5">
                    <button
                      type={buttonType}
                      name="intent"
                      value={`up:${list}:${index}`}
                      disabled={index === 0}
                      onClick={hydrated ? () => move(index, -1) : undefined}
                      data-focus-id={`${row.key}-up`}
                      className={rowButtonClass}
                    >
                      <ChevronUpIcon />
                      <span className="sr-only">
                        Move {lower} {position} up
                      </span>
                    </button>
                    <button
                      type={buttonType}
                      name="intent"
                      value={`down:${list}:${index}`}
                      disabled={index === rows.length - 1}
                      onClick={hydrated ? () => move(index, 1) : undefined}
                      data-focus-id={`${row.key}-down`}
                      className={rowButtonClass}
                    >
                      <ChevronDownIcon />
                      <span className="sr-only">
                        Move {lower} {position} down
                      </span>
                    </button>
                    <button
                      type={buttonType}
                      name="intent"
                      value={`remove:${list}:${index}`}
                      onClick={hydrated ? () => remove(index) : undefined}
                      data-focus-id={`${row.key}-remove`}
                      className={`${rowButtonClass} hover:border-red-300 hover:text-red-700`}
                    >
                      <TrashIcon className="size-4" />
                      <span className="sr-only">
                        Remove {lower} {position}
                      </span>
                    </button>
                  </div>
                </div>
                <div className="mt-3 grid gap-3 @lg:grid-cols-12">
                  {columns.map((column) => {
                    const name = listFieldName(list, index, column.field);
                    return (
                      <div key={column.field} className={spanClass[column.span]}>
                        <TextField
                          label={column.label}
                          optional={column.optional}
                          error={errors[name]}
                          name={name}
                          defaultValue={row.values[column.field] ?? ""}
                          autoComplete={column.autoComplete ?? "off"}
                          inputMode={column.inputMode}
                          placeholder={column.placeholder}
                          maxLength={column.maxLength}
                          data-focus-id={`${row.key}-${column.field}`}
                        />
                      </div>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <button
        type={buttonType}
        name="intent"
        value={`add:${list}`}
        disabled={rows.length >= max}
        onClick={hydrated ? add : undefined}
        data-focus-id="add"
        className={`${buttonStyles.secondary} mt-3`}
      >
        <PlusIcon />
        {addLabel}
      </button>
    </fieldset>
  );
}
