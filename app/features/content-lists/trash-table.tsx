import { useFetcher, useRevalidator } from "react-router";

import { RestoreIcon, TrashIcon } from "~/components/admin/icons";
import * as Stacked from "~/components/admin/stacked-table";
import { useSettledResult } from "~/components/admin/use-settled-result";
import { useHydrated } from "~/platform/document/use-hydrated";
import { formatDate } from "~/platform/format/format-date";
import { ID_FIELD, INTENT_FIELD, type AdminActionResult } from "~/platform/forms/admin-action";

import { actionButton } from "./row-actions";
import { purgeDateOf } from "./trash-view";

/** A row of a Trash: what names it, and when it was moved there (ISO). */
export interface TrashRow {
  id: string;
  title: string;
  deletedAt: string;
}

export interface TrashMessages {
  /** Asked before deleting forever. */
  deleteForeverConfirm: string;
  restoreFailed: string;
  deleteForeverFailed: string;
}

/** A content list's Trash: each row with when it went there, when it goes for good, 'Restore' and 'Delete Forever'. */
export function TrashTable({
  label,
  titleHeader,
  rows,
  messages,
}: {
  label: string;
  /** The first column's header ('Question', 'Title'). */
  titleHeader: string;
  rows: TrashRow[];
  messages: TrashMessages;
}) {
  return (
    <Stacked.Table label={label}>
      <Stacked.Head>
        <Stacked.Header>{titleHeader}</Stacked.Header>
        <Stacked.Header>Moved to the Trash</Stacked.Header>
        <Stacked.Header>Deleted for good on</Stacked.Header>
        <Stacked.Header className="text-right">Actions</Stacked.Header>
      </Stacked.Head>
      <Stacked.Body>
        {rows.map((row) => (
          <TrashTableRow key={row.id} row={row} titleHeader={titleHeader} messages={messages} />
        ))}
      </Stacked.Body>
    </Stacked.Table>
  );
}

function TrashTableRow({
  row,
  titleHeader,
  messages,
}: {
  row: TrashRow;
  titleHeader: string;
  messages: TrashMessages;
}) {
  const restoreFetcher = useFetcher<AdminActionResult>();
  const deleteFetcher = useFetcher<AdminActionResult>();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  // A failed answer does not reload the list by itself; the row may be gone, so reload it.
  useSettledResult(restoreFetcher, (result) => {
    if (result.ok) return;
    window.alert(messages.restoreFailed);
    void revalidator.revalidate();
  });
  useSettledResult(deleteFetcher, (result) => {
    if (result.ok) return;
    window.alert(messages.deleteForeverFailed);
    void revalidator.revalidate();
  });
  const busy = restoreFetcher.state !== "idle" || deleteFetcher.state !== "idle";
  const disabled = !hydrated || busy;
  const submit = (fetcher: typeof restoreFetcher, intent: "restore" | "delete-forever") =>
    fetcher.submit({ [INTENT_FIELD]: intent, [ID_FIELD]: row.id }, { method: "post" });

  return (
    <Stacked.Row className={busy ? "opacity-50" : "lg:hover:bg-slate-50"}>
      <Stacked.Cell label={titleHeader} className="font-semibold text-slate-900 lg:max-w-md lg:min-w-48 lg:font-medium">
        {row.title}
      </Stacked.Cell>
      <Stacked.Cell label="Moved to the Trash" className="text-slate-600 lg:whitespace-nowrap">
        {formatDate(row.deletedAt)}
      </Stacked.Cell>
      <Stacked.Cell label="Deleted for good on" className="text-slate-600 lg:whitespace-nowrap">
        {formatDate(purgeDateOf(row.deletedAt))}
      </Stacked.Cell>
      <Stacked.Cell tablePadding="lg:py-2 lg:pr-3 lg:pl-2" className="lg:whitespace-nowrap">
        <div className="flex flex-wrap items-center gap-1 max-lg:-ml-2 lg:flex-nowrap lg:justify-end">
          <button
            type="button"
            disabled={disabled}
            onClick={() => submit(restoreFetcher, "restore")}
            className={`${actionButton} text-brand-700 hover:bg-brand-50`}
          >
            <RestoreIcon />
            Restore
          </button>{" "}
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              if (window.confirm(messages.deleteForeverConfirm)) submit(deleteFetcher, "delete-forever");
            }}
            className={`${actionButton} text-red-700 hover:bg-red-50`}
          >
            <TrashIcon />
            Delete Forever
          </button>
        </div>
      </Stacked.Cell>
    </Stacked.Row>
  );
}
