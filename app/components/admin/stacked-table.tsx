import type { ReactNode } from "react";

/*
 * The admin's tables: a table from 1024 px up; from 640 px a dense card a row (its first value
 * on a line, the others labelled beside each other, the actions at the end), and on a phone a
 * card of labelled values one under the other, so nothing needs sideways scrolling down to
 * 320 px and 50 rows stay a page a tablet can scroll. One markup for all three, so a row's
 * state (a pending Publish, a busy Delete) is never split between two copies.
 *
 * The roles are spelled out because a table whose rows are laid out as blocks and grids loses
 * its table semantics in some browsers; with them a screen reader still names each value by
 * its column header, so the visible labels of the cards are hidden from it (and kept out of
 * the cell's text).
 */

/** The table, with its name; from 1024 px up it scrolls sideways inside itself if it must. */
export function Table({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:overflow-x-auto lg:rounded-lg lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm"
    >
      <table
        role="table"
        className="w-full text-left text-sm max-lg:block lg:min-w-full lg:divide-y lg:divide-slate-200"
      >
        {children}
      </table>
    </div>
  );
}

/**
 * The header row: visible from 1024 px up, below only for screen readers (the cards label each
 * value); a table with sortable columns keeps their headers' links below 1024 px, as a row of
 * sort links above the cards.
 */
export function Head({ children, sortable = false }: { children: ReactNode; sortable?: boolean }) {
  return (
    <thead role="rowgroup" className={sortable ? "stacked-sort-bar" : "max-lg:sr-only"}>
      <tr role="row">{children}</tr>
    </thead>
  );
}

export function Header({
  children,
  className = "",
  sort,
}: {
  children: ReactNode;
  className?: string;
  /** A sortable column's header: `aria-sort` when the list is sorted by it, else null. */
  sort?: "ascending" | "descending" | null;
}) {
  return (
    <th
      scope="col"
      role="columnheader"
      aria-sort={sort ?? undefined}
      data-sortable={sort === undefined ? undefined : ""}
      // A sortable header is a link among the sort links below 1024 px (the thead's stacked-sort-bar).
      className={`bg-slate-50 px-4 py-3 text-sm font-semibold whitespace-nowrap text-slate-700 ${sort === undefined ? "" : "max-lg:bg-transparent max-lg:p-0"} ${className}`}
    >
      {children}
    </th>
  );
}

export function Body({ children }: { children: ReactNode }) {
  return (
    <tbody role="rowgroup" className="max-lg:block max-lg:space-y-3 lg:divide-y lg:divide-slate-200">
      {children}
    </tbody>
  );
}

/** A row; below 1024 px a card (from 640 px a dense one). */
export function Row({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <tr role="row" className={`stacked-row ${className}`}>
      {children}
    </tr>
  );
}

/**
 * A value. Below 1024 px it shows its column's header as a visible label: above the value on
 * a phone, beside it from 640 px. `label` is left out for the actions, whose buttons name
 * themselves; they get a line of their own at the foot of a phone's card, and the end of
 * a dense card's. A row's `title` cell (its name) has a line of its own on a dense card.
 */
export function Cell({
  label,
  children,
  className = "",
  tablePadding = "lg:px-4 lg:py-3",
  title = false,
  labelledBy,
}: {
  /** The element whose text names the cell, when the cell holds more than its value (a row's tick box). */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
  /** The value that names the row (its first): on a dense card, a line of its own without its label. */
  title?: boolean;
  /** The cell's own classes besides its padding (a table-only look, e.g. `lg:whitespace-nowrap`, with its `lg:` prefix). */
  className?: string;
  /** The cell's padding in the table; the cards have their own. */
  tablePadding?: string;
}) {
  if (!label) {
    // A row without actions (e.g. the signed-in staff member's own) leaves no empty line on its card.
    return (
      <td role="cell" className={`stacked-actions-cell ${tablePadding} ${className}`}>
        {children}
      </td>
    );
  }
  return (
    <td
      role="cell"
      aria-labelledby={labelledBy}
      className={`stacked-cell ${title ? "stacked-title-cell" : ""} ${tablePadding} ${className}`}
    >
      {/* Drawn by CSS from data-label: no text in the cell but its value (its text content and its name). */}
      <span aria-hidden="true" data-label={label} className="stacked-cell-label" />
      <div className="min-w-0">{children}</div>
    </td>
  );
}
