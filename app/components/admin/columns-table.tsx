import type { ReactNode } from "react";

import * as Stacked from "./stacked-table";

/** One column: its header (also each card's label below 1024 px), its cell's classes, its value. */
export interface Column<Row> {
  header: string;
  /** The header's own classes (e.g. `text-right`). */
  headerClassName?: string;
  /** The cell's classes besides its padding, as Stacked.Cell takes them. */
  className?: string;
  /** The value that names the row: a line of its own on a dense card. */
  title?: boolean;
  cell: (row: Row) => ReactNode;
}

/**
 * A read-only stacked table (./stacked-table.tsx) made from its columns: the log, the Spam
 * and Staff Requests tabs. Tables with tick boxes, sorting or row actions build their rows
 * from the stacked pieces themselves.
 */
export function ColumnsTable<Row extends { id: string | number }>({
  label,
  columns,
  rows,
  rowClassName = () => "",
}: {
  label: string;
  columns: ReadonlyArray<Column<Row>>;
  /** Each row keyed by its id. */
  rows: readonly Row[];
  rowClassName?: (row: Row) => string;
}) {
  return (
    <Stacked.Table label={label}>
      <Stacked.Head>
        {columns.map((column) => (
          <Stacked.Header key={column.header} className={column.headerClassName}>
            {column.header}
          </Stacked.Header>
        ))}
      </Stacked.Head>
      <Stacked.Body>
        {rows.map((row) => (
          <Stacked.Row key={row.id} className={`align-top ${rowClassName(row)}`}>
            {columns.map((column) => (
              <Stacked.Cell key={column.header} label={column.header} className={column.className} title={column.title}>
                {column.cell(row)}
              </Stacked.Cell>
            ))}
          </Stacked.Row>
        ))}
      </Stacked.Body>
    </Stacked.Table>
  );
}
