import { Fragment, type ReactNode } from "react";

import * as Stacked from "~/components/admin/stacked-table";
import { StatusBadge, type PublicationState } from "~/components/admin/ui";
import { useHydrated } from "~/platform/document/use-hydrated";
import type { AdminIntent } from "~/platform/forms/admin-action";

import {
  actionButton,
  PublishNowButton,
  RowActionButtons,
  useRowCommand,
  useRowMutations,
  type RowLink,
  type RowMessages,
} from "./row-actions";
import { SpanishMissing } from "./spanish-section";

/** The fields every content row has: what the Status column and the row buttons act on. */
export interface ContentRow {
  id: string;
  isPublished: boolean;
}

/** A row's state, and a note shown under its badge (e.g. a scheduled post's date). */
interface RowStatus {
  state: PublicationState;
  note?: ReactNode;
}

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell's classes besides its padding (the first column's are the row title's); table-only ones with `lg:`. */
  className?: string;
}

/** What a content admin's table shows: its columns, then Status and Actions for every row. */
export interface ContentTableSpec<Row> {
  /** The name of the region around the table. */
  label: string;
  /** The first column names the row. */
  columns: Column<Row>[];
  messages: RowMessages;
  /** Where a row stands, with a note under its badge; by `isPublished` (Published or Draft) when absent. */
  status?: (row: Row) => RowStatus;
  /** A link among the row's actions, e.g. a post's View or Preview. */
  link?: (row: Row) => RowLink;
  /** Whether the row has its Spanish text: the first column says 'Spanish: missing' when not. */
  hasSpanish?: (row: Row) => boolean;
  /** The list's own buttons for a row, between Edit and Delete (a job's Copy, Close or Reopen). */
  commands?: (row: Row) => RowCommandSpec<Row>[];
}

/**
 * A row button of the list's own: it sends `intent` with the row's id, or opens the form
 * with the row as `edit` gives it (an expired job's Reopen, which needs a new date).
 */
export interface RowCommandSpec<Row> {
  label: string;
  icon: ReactNode;
  /** Its colours, as the shared buttons have theirs. */
  tone: string;
  action: { intent: AdminIntent } | { edit: (row: Row) => Row };
}

const rowTitleCell = "font-semibold text-slate-900 lg:max-w-md lg:min-w-48 lg:font-medium";

/** The admin's tables, each row with its status and its Publish, Edit and Delete buttons (and a link, if any). */
export function ContentTable<Row extends ContentRow>({
  spec,
  rows,
  onEdit,
}: {
  spec: ContentTableSpec<Row>;
  rows: Row[];
  onEdit: (row: Row) => void;
}) {
  return (
    <Stacked.Table label={spec.label}>
      <Stacked.Head>
        {spec.columns.map((column) => (
          <Stacked.Header key={column.header}>{column.header}</Stacked.Header>
        ))}
        <Stacked.Header>Status</Stacked.Header>
        <Stacked.Header className="text-right">Actions</Stacked.Header>
      </Stacked.Head>
      <Stacked.Body>
        {rows.map((row) => (
          <ContentTableRow key={row.id} spec={spec} row={row} onEdit={onEdit} />
        ))}
      </Stacked.Body>
    </Stacked.Table>
  );
}

function ContentTableRow<Row extends ContentRow>({
  spec,
  row,
  onEdit,
}: {
  spec: ContentTableSpec<Row>;
  row: Row;
  onEdit: (row: Row) => void;
}) {
  const status: RowStatus = spec.status?.(row) ?? { state: row.isPublished ? "published" : "draft" };
  const mutations = useRowMutations(row.id, status.state, spec.messages);
  const command = useRowCommand(row.id);
  const hydrated = useHydrated();
  // The note belongs to the state the row has, not to one a pending toggle shows.
  const note = mutations.shownState === status.state ? status.note : null;
  const busy = mutations.toggling || mutations.deleting || command.running;
  return (
    <Stacked.Row className={mutations.deleting ? "opacity-50" : "lg:hover:bg-slate-50"}>
      {spec.columns.map((column, index) => (
        <Stacked.Cell
          key={column.header}
          label={column.header}
          className={index === 0 ? rowTitleCell : (column.className ?? "")}
        >
          {column.cell(row)}
          {index === 0 && spec.hasSpanish && !spec.hasSpanish(row) ? (
            <>
              {" "}
              <SpanishMissing />
            </>
          ) : null}
        </Stacked.Cell>
      ))}
      <Stacked.Cell label="Status" tablePadding="lg:px-3 lg:py-3">
        <StatusBadge state={mutations.shownState} note={note} />
        {mutations.shownState === "scheduled" ? (
          <div className="mt-1">
            <PublishNowButton busy={busy} onPublish={() => mutations.setPublished(true)} />
          </div>
        ) : null}
      </Stacked.Cell>
      <Stacked.Cell tablePadding="lg:py-2 lg:pr-3 lg:pl-2" className="lg:whitespace-nowrap">
        <RowActionButtons
          state={mutations.shownState}
          busy={busy}
          link={spec.link?.(row)}
          onSetPublished={mutations.setPublished}
          onEdit={() => onEdit(row)}
          onDelete={mutations.remove}
        >
          {spec.commands?.(row).map(({ label, icon, tone, action }) => (
            <Fragment key={label}>
              <button
                type="button"
                disabled={!hydrated || busy}
                onClick={() => ("intent" in action ? command.run(action.intent) : onEdit(action.edit(row)))}
                className={`${actionButton} ${tone}`}
              >
                {icon}
                {label}
              </button>{" "}
            </Fragment>
          ))}
        </RowActionButtons>
      </Stacked.Cell>
    </Stacked.Row>
  );
}
