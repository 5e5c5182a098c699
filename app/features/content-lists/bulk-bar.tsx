import { createContext, useContext, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";

import { EyeIcon, EyeOffIcon, TrashIcon } from "~/components/admin/icons";
import { useSettledResult } from "~/components/admin/use-settled-result";
import { useChangedBeforeHydration } from "~/platform/document/use-changed-before-hydration";
import { useHydrated } from "~/platform/document/use-hydrated";
import { INTENT_FIELD, type AdminActionResult } from "~/platform/forms/admin-action";

import {
  BULK_ACTION_FIELD,
  BULK_IDS_FIELD,
  bulkButtons,
  PAGE_IDS_FIELD,
  SELECT_ALL_FIELD,
  type BulkAction,
} from "./bulk-actions";

/*
 * The ticked rows of a list's page and the bar that acts on them (bulk-actions.ts): one form,
 * whose row checkboxes sit in the table (`form=` names it), so that it works without
 * JavaScript and nests in nothing. With JavaScript the ticks are the page's state: the bar
 * counts them, its buttons wait for one, and a done action clears them.
 */

interface Selection {
  formId: string;
  selected: ReadonlySet<string>;
  toggle: (id: string, ticked: boolean) => void;
}

const SelectionContext = createContext<Selection | null>(null);

const buttonTones: Record<Exclude<BulkAction, "restore">, { tone: string; icon: ReactNode }> = {
  publish: { tone: "text-green-800 hover:bg-green-50", icon: <EyeIcon /> },
  unpublish: { tone: "text-amber-800 hover:bg-amber-50", icon: <EyeOffIcon /> },
  trash: { tone: "text-red-700 hover:bg-red-50", icon: <TrashIcon /> },
};

/** The bar above the table (Select all, how many are ticked, Publish, Unpublish, Move to Trash) and the table's ticks. */
export function BulkSelection({
  formId,
  rowIds,
  noun,
  children,
}: {
  formId: string;
  /** The page's rows, in order. */
  rowIds: string[];
  noun: { one: string; many: string };
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<AdminActionResult>();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // Ticked before hydration: on the screen, not yet in the state.
  const formRef = useChangedBeforeHydration<HTMLFormElement, ReadonlySet<string>>(
    (form) => tickedBeforeHydration(form, rowIds),
    setTicked,
  );
  // Rows gone from the page (moved to the Trash, or another page shown) are not ticked any more.
  const selected = new Set(rowIds.filter((id) => ticked.has(id)));
  const busy = fetcher.state !== "idle";
  useSettledResult(fetcher, (result) => {
    if (result.ok) setTicked(new Set());
    else window.alert(result.error ?? "The ticked rows could not be changed. Please reload the page and try again.");
  });
  const allTicked = rowIds.length > 0 && selected.size === rowIds.length;
  const selection: Selection = {
    formId,
    selected,
    toggle: (id, on) =>
      setTicked((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
  };
  return (
    <SelectionContext value={selection}>
      <fetcher.Form
        ref={formRef}
        id={formId}
        method="post"
        aria-label={`Ticked ${noun.many}`}
        className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white px-3 py-2 shadow-sm"
      >
        <input type="hidden" name={INTENT_FIELD} value="bulk" />
        {rowIds.map((id) => (
          <input key={id} type="hidden" name={PAGE_IDS_FIELD} value={id} />
        ))}
        <label className="inline-flex min-h-8 cursor-pointer items-center gap-2 pr-1 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            name={SELECT_ALL_FIELD}
            value="page"
            checked={allTicked}
            ref={(box) => {
              // Some ticked, not all: the box says so (no attribute for it).
              if (box) box.indeterminate = selected.size > 0 && !allTicked;
            }}
            onChange={(event) => setTicked(new Set(event.target.checked ? rowIds : []))}
            className="size-5 rounded border-slate-300 accent-brand-700"
          />
          Select all
        </label>
        {hydrated ? (
          <span className="text-sm text-slate-600" aria-live="polite">
            {selected.size === 0
              ? "None ticked"
              : `${selected.size} ${selected.size === 1 ? noun.one : noun.many} ticked`}
          </span>
        ) : null}
        <div className="flex flex-wrap items-center gap-1 sm:ml-auto">
          {bulkButtons.map(({ action, label }) => (
            <button
              key={action}
              type="submit"
              name={BULK_ACTION_FIELD}
              value={action}
              // Without JavaScript the server says when nothing is ticked.
              disabled={hydrated && (busy || selected.size === 0)}
              className={`row-action ${buttonTones[action].tone}`}
            >
              {buttonTones[action].icon}
              {label}
            </button>
          ))}
        </div>
      </fetcher.Form>
      {children}
    </SelectionContext>
  );
}

/**
 * The rows ticked in the bar's form (whose elements include the rows' boxes, which name it in
 * `form=`) before the page hydrated, if any: 'Select all' ticked stands for the page's rows.
 */
function tickedBeforeHydration(form: HTMLFormElement, rowIds: string[]): ReadonlySet<string> | undefined {
  const boxes = [...form.elements].filter(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.checked,
  );
  const ids = boxes.some((box) => box.name === SELECT_ALL_FIELD)
    ? rowIds
    : boxes.filter((box) => box.name === BULK_IDS_FIELD).map((box) => box.value);
  return ids.length > 0 ? new Set(ids) : undefined;
}

/** A row's tick box ('Select <title>'), in the table, of the bar's form; nothing outside a BulkSelection. */
export function RowSelect({ id, title }: { id: string; title: string }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  return (
    // The label makes the whole 32 px square around the box the target (WCAG 2.2, target size).
    <label className="-my-1 -ml-1.5 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-slate-100">
      <input
        type="checkbox"
        form={selection.formId}
        name={BULK_IDS_FIELD}
        value={id}
        aria-label={`Select ${title}`}
        checked={selection.selected.has(id)}
        onChange={(event) => selection.toggle(id, event.target.checked)}
        className="size-4 rounded border-slate-300 accent-brand-700"
      />
    </label>
  );
}
