import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";

import { ChevronDownIcon, ChevronUpIcon } from "~/components/admin/icons";
import { useSettledResult } from "~/components/admin/use-settled-result";
import { listHref, NO_FILTER } from "~/features/content-lists/list-filters";
import { actionButton } from "~/features/content-lists/row-actions";
import { useHydrated } from "~/platform/document/use-hydrated";
import { ID_FIELD, INTENT_FIELD, TARGET_ID_FIELD, type AdminActionResult } from "~/platform/forms/admin-action";

import { faqPaging } from "./faq-paging";
import type { FaqRow } from "./faq-schema";
import { useRowDrag } from "./use-row-drag";

/*
 * Reordering the FAQ list (docs/admin.md, Ordering FAQs): 'Move up' / 'Move down' on each row
 * (the keyboard's way; focus stays on the pressed button, so it can be pressed again), and
 * dragging a row by its handle onto another row's place. Moves are in the whole list's
 * order, across pages; they are offered only on the unfiltered list, where neighbours on the
 * screen are neighbours in that order.
 */

type MoveIntent = "move-up" | "move-down";

interface Reorder {
  /** On the whole list, once the page can act (JavaScript has run). */
  enabled: boolean;
  /** Where the row stands in the whole list, from 0. */
  positionOf: (id: string) => number;
  total: number;
  move: (faq: FaqRow, intent: MoveIntent) => void;
}

const ReorderContext = createContext<Reorder | null>(null);

const questionIdOf = (id: string) => `faq-question-${id}`;

/** The page's rows, its place among the pages, and whether reordering is on (no search or filter). */
export function FaqReorder({
  rows,
  page,
  pages,
  total,
  filtered,
  children,
}: {
  rows: FaqRow[];
  page: number;
  pages: number;
  total: number;
  filtered: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<AdminActionResult>();
  const navigate = useNavigate();
  const location = useLocation();
  // The row just moved, and the button that moved it (none for a drop): focus returns there.
  const focusAfterMove = useRef<{ id: string; intent: MoveIntent | null } | null>(null);
  const announcer = useRef<HTMLParagraphElement>(null);
  const crossPage = useRef<number | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const busy = fetcher.state !== "idle";
  const offset = (page - 1) * faqPaging.perPage;
  const positionOf = (id: string) => offset + rows.findIndex((row) => row.id === id);

  function submit(form: Record<string, string>) {
    fetcher.submit(form, { method: "post" });
  }

  const reorder: Reorder = {
    enabled: hydrated && !filtered,
    positionOf,
    total,
    move(faq, intent) {
      if (busy) return;
      const index = rows.findIndex((row) => row.id === faq.id);
      // The first row of a page moves onto the previous page, the last onto the next: follow it there.
      crossPage.current =
        intent === "move-up" && index === 0 && page > 1
          ? page - 1
          : intent === "move-down" && index === rows.length - 1 && page < pages
            ? page + 1
            : null;
      focusAfterMove.current = { id: faq.id, intent };
      submit({ [INTENT_FIELD]: intent, [ID_FIELD]: faq.id });
    },
  };

  useSettledResult(fetcher, (result) => {
    if (!result.ok) {
      focusAfterMove.current = null;
      window.alert(result.error ?? "The FAQ could not be moved.");
      return;
    }
    const target = crossPage.current;
    crossPage.current = null;
    if (target !== null)
      void navigate(
        listHref(faqPaging.path, new URLSearchParams(location.search), { filter: NO_FILTER, page: target }),
      );
  });

  // Once the moved row is drawn in its new place: focus back on the button pressed, and say where it went.
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved || busy || crossPage.current !== null) return;
    const index = rows.findIndex((row) => row.id === moved.id);
    if (index < 0) return;
    focusAfterMove.current = null;
    if (moved.intent) {
      const button = wrapper.current?.querySelector<HTMLElement>(
        `[data-move="${moved.intent}"][data-faq-id="${moved.id}"]`,
      );
      if (button && document.activeElement !== button) button.focus();
    }
    if (announcer.current)
      announcer.current.textContent = `${rows[index]!.question}: now ${offset + index + 1} of ${total}.`;
  }, [busy, rows, offset, total]);

  const dragHandlers = useRowDrag(wrapper, {
    canStart: () => reorder.enabled && !busy,
    onDrop(id, targetId) {
      focusAfterMove.current = { id, intent: null };
      submit({ [INTENT_FIELD]: "move-to", [ID_FIELD]: id, [TARGET_ID_FIELD]: targetId });
    },
  });

  return (
    <ReorderContext value={reorder}>
      <div
        ref={wrapper}
        {...dragHandlers}
        aria-busy={busy}
        className="[&_tr[data-dragging]]:opacity-50 [&_tr[data-drop-target]]:outline-2 [&_tr[data-drop-target]]:-outline-offset-2 [&_tr[data-drop-target]]:outline-brand-600"
      >
        {children}
        {/* The buttons' descriptions, out of the table so that its cells' text is only their values. */}
        <div hidden>
          {rows.map((row) => (
            <span key={row.id} id={questionIdOf(row.id)}>
              {row.question}
            </span>
          ))}
        </div>
        {/* Where a moved FAQ now stands, for screen readers (written when it is drawn there). */}
        <p ref={announcer} role="status" className="sr-only" />
      </div>
    </ReorderContext>
  );
}

/** Under the filters: how to reorder, or why it is off (a search or filter, or another order than the list's own). */
export function ReorderHint({ filtered, sorted = false }: { filtered: boolean; sorted?: boolean }) {
  return (
    <p className="text-sm text-slate-600">
      {filtered
        ? "Clear the search and filters to reorder FAQs."
        : sorted
          ? "Sort by Order, first to last, to reorder FAQs."
          : "To reorder, drag a row by its handle or use Move up and Move down; the public FAQs page follows at once."}
    </p>
  );
}

function GripIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor" className="size-4">
      {[5, 12, 19].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.6} />))}
    </svg>
  );
}

const moveButton = `${actionButton} size-7 justify-center px-0 py-0 text-slate-700 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent`;

/**
 * The Order column's cell: the FAQ's Display Order and, on the whole list, its drag handle
 * and 'Move up' / 'Move down'. The buttons' names are exactly that; the question they move
 * is their description (kept outside the table). At the top of the whole list 'Move up'
 * says it is disabled (and keeps focus, so pressing it again does nothing), as 'Move down'
 * does at the bottom.
 */
function FaqOrderCell({ faq }: { faq: FaqRow }) {
  const reorder = useContext(ReorderContext);
  if (!reorder || !reorder.enabled) return <>{faq.displayOrder}</>;
  const position = reorder.positionOf(faq.id);
  const atTop = position === 0;
  const atBottom = position === reorder.total - 1;
  // Named by aria-label, not by text: the cell's text stays the Display Order alone.
  const button = (intent: MoveIntent, label: string, disabled: boolean, icon: ReactNode) => (
    <button
      type="button"
      data-move={intent}
      data-faq-id={faq.id}
      aria-label={label}
      aria-disabled={disabled || undefined}
      aria-describedby={questionIdOf(faq.id)}
      title={label}
      onClick={() => {
        if (!disabled) reorder.move(faq, intent);
      }}
      className={moveButton}
    >
      {icon}
    </button>
  );
  return (
    <div className="flex items-center gap-0.5">
      <span
        draggable
        data-drag-id={faq.id}
        title="Drag to reorder"
        className="-ml-1 inline-flex h-7 w-5 cursor-grab items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing"
      >
        <GripIcon />
      </span>
      <span className="min-w-7 pr-1 tabular-nums">{faq.displayOrder}</span>
      {button("move-up", "Move up", atTop, <ChevronUpIcon />)}
      {button("move-down", "Move down", atBottom, <ChevronDownIcon />)}
    </div>
  );
}

/** The Order column's cell renderer for the table spec. */
export const faqOrderCell = (faq: FaqRow) => <FaqOrderCell faq={faq} />;
