import type { ReactNode } from "react";

import { RowActionButtons, useRowMutations, type RowMessages } from "./row-actions";
import { ColumnHeader, ScrollTable, StatusBadge } from "./ui";

/** The fields every content row has: what the Status column and the row buttons act on. */
export interface ContentRow {
  id: string;
  isPublished: boolean;
}

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell's classes besides its padding (the first column's are the row title's). */
  className?: string;
}

/** What a content admin's table shows: its columns, then Status and Actions for every row. */
export interface ContentTableSpec<Row> {
  /** The name of the scrolling region around the table. */
  label: string;
  /** The first column names the row. */
  columns: Column<Row>[];
  messages: RowMessages;
}

const rowTitleCell = "max-w-md min-w-48 sm:min-w-64 font-medium text-slate-900";

/** SPEC.md section 2: the admin's tables, each row with its status and its Publish, Edit and Delete buttons. */
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
    <ScrollTable label={spec.label}>
      <thead>
        <tr>
          {spec.columns.map((column) => (
            <ColumnHeader key={column.header}>{column.header}</ColumnHeader>
          ))}
          <ColumnHeader>Status</ColumnHeader>
          <ColumnHeader className="text-right">Actions</ColumnHeader>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => (
          <ContentTableRow key={row.id} spec={spec} row={row} onEdit={() => onEdit(row)} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

function ContentTableRow<Row extends ContentRow>({
  spec,
  row,
  onEdit,
}: {
  spec: ContentTableSpec<Row>;
  row: Row;
  onEdit: () => void;
}) {
  const mutations = useRowMutations(row.id, row.isPublished, spec.messages);
  return (
    <tr className={mutations.deleting ? "opacity-50" : "hover:bg-slate-50"}>
      {spec.columns.map((column, index) => (
        <td key={column.header} className={`px-4 py-3 ${index === 0 ? rowTitleCell : (column.className ?? "")}`}>
          {column.cell(row)}
        </td>
      ))}
      <td className="px-4 py-3">
        <StatusBadge published={mutations.shownPublished} />
      </td>
      <td className="px-4 py-2 whitespace-nowrap">
        <RowActionButtons
          published={mutations.shownPublished}
          busy={mutations.toggling || mutations.deleting}
          onToggle={mutations.toggle}
          onEdit={onEdit}
          onDelete={mutations.remove}
        />
      </td>
    </tr>
  );
}
