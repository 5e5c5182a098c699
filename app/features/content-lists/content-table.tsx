import { Fragment, useId, type ReactNode } from "react";
import { Link, useLocation } from "react-router";

import { ChevronDownIcon, ChevronUpIcon } from "~/components/admin/icons";
import * as Stacked from "~/components/admin/stacked-table";
import { StatusBadge, type PublicationState } from "~/components/admin/ui";
import { useHydrated } from "~/platform/document/use-hydrated";
import type { AdminIntent } from "~/platform/forms/admin-action";

import { RowSelect } from "./bulk-bar";
import { ariaSortOf, sortHref, type ListSort, type SortableColumn } from "./list-sort";
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
  /** Columns after Status (a post's Published date), before Actions. */
  afterStatus?: Column<Row>[];
  /** What names the row in words (its tick box is 'Select' and this). */
  titleOf: (row: Row) => string;
  /** The columns the list sorts by, by their header (Status among them), and their key in the address. */
  sorts?: Record<string, SortableColumn>;
  /** The sorted column the list's own order is (a FAQ's Order), if any: its header says so while no other is asked for. */
  defaultSort?: ListSort;
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

/**
 * A sortable column's header: a link to the list sorted by it (the other way when it is
 * sorted by it already), keeping the search, filters and page; its arrow shows the order.
 */
function SortableHeader({
  header,
  column,
  path,
  sort,
  defaultSort,
  className,
}: {
  header: string;
  column: SortableColumn;
  path: string;
  sort: ListSort | null;
  defaultSort?: ListSort;
  className?: string;
}) {
  const { search } = useLocation();
  const state = ariaSortOf(column, sort, defaultSort ?? null);
  return (
    <Stacked.Header sort={state ?? null} className={className}>
      <Link
        to={sortHref(path, new URLSearchParams(search), column, sort)}
        className={`-mx-1.5 inline-flex min-h-8 items-center gap-1 rounded-md px-1.5 max-lg:mx-0 hover:bg-slate-200/60 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 max-lg:border max-lg:bg-white max-lg:px-2.5 max-lg:shadow-sm ${state ? "text-brand-800 max-lg:border-brand-300" : "max-lg:border-slate-200"}`}
      >
        {header}
        {state === "descending" ? (
          <ChevronDownIcon />
        ) : (
          <ChevronUpIcon className={`size-4 ${state ? "" : "opacity-30"}`} />
        )}
      </Link>
    </Stacked.Header>
  );
}

/** The admin's tables, each row with its status and its Publish, Edit and Delete buttons (and a link, if any). */
export function ContentTable<Row extends ContentRow>({
  spec,
  rows,
  onEdit,
  path,
  sort,
}: {
  spec: ContentTableSpec<Row>;
  rows: Row[];
  onEdit: (row: Row) => void;
  /** The list's address, which its sort links keep. */
  path: string;
  sort: ListSort | null;
}) {
  const header = (name: string, className?: string) => {
    const column = spec.sorts?.[name];
    return column ? (
      <SortableHeader
        key={name}
        header={name}
        column={column}
        path={path}
        sort={sort}
        defaultSort={spec.defaultSort}
        className={className}
      />
    ) : (
      <Stacked.Header key={name} className={className}>
        {name}
      </Stacked.Header>
    );
  };
  return (
    <Stacked.Table label={spec.label}>
      <Stacked.Head sortable={spec.sorts !== undefined}>
        {spec.columns.map((column) => header(column.header))}
        {header("Status")}
        {spec.afterStatus?.map((column) => header(column.header))}
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
  const titleId = useId();
  // The note belongs to the state the row has, not to one a pending toggle shows.
  const note = mutations.shownState === status.state ? status.note : null;
  const busy = mutations.toggling || mutations.deleting || command.running;
  return (
    <Stacked.Row className={mutations.deleting ? "opacity-50" : "lg:hover:bg-slate-50"}>
      {spec.columns.map((column, index) =>
        index === 0 ? (
          // Named by its value alone, as without the tick box ('Select …' is the box's own name).
          <Stacked.Cell key={column.header} label={column.header} className={rowTitleCell} title labelledBy={titleId}>
            <div className="flex items-start gap-2">
              <RowSelect id={row.id} title={spec.titleOf(row)} />
              <div id={titleId} className="min-w-0">
                {column.cell(row)}
                {spec.hasSpanish && !spec.hasSpanish(row) ? (
                  <>
                    {" "}
                    <SpanishMissing />
                  </>
                ) : null}
              </div>
            </div>
          </Stacked.Cell>
        ) : (
          <Stacked.Cell key={column.header} label={column.header} className={column.className ?? ""}>
            {column.cell(row)}
          </Stacked.Cell>
        ),
      )}
      <Stacked.Cell label="Status" tablePadding="lg:px-3 lg:py-3">
        <StatusBadge state={mutations.shownState} note={note} />
        {mutations.shownState === "scheduled" ? (
          <div className="mt-1">
            <PublishNowButton busy={busy} onPublish={() => mutations.setPublished(true)} />
          </div>
        ) : null}
      </Stacked.Cell>
      {spec.afterStatus?.map((column) => (
        <Stacked.Cell key={column.header} label={column.header} className={column.className ?? ""}>
          {column.cell(row)}
        </Stacked.Cell>
      ))}
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
                title={label}
                className={`${actionButton} ${tone}`}
              >
                {icon}
                <span className="row-action-label">{label}</span>
              </button>{" "}
            </Fragment>
          ))}
        </RowActionButtons>
      </Stacked.Cell>
    </Stacked.Row>
  );
}
