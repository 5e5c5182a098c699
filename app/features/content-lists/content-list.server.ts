import type { RouterContextProvider } from "react-router";

import { loadOrLog } from "~/platform/http/load-or-log.server";

import { runContentAction, type ContentActions } from "./content-actions.server";
import { contentEditor } from "./content-editor.server";
import type { ContentListData, ContentListSpec } from "./content-list";
import type { ContentStore } from "./content-rows.server";
import type { ContentRow } from "./content-table";
import { readListFilter, type ListFilter } from "./list-filters";
import { loadListPage } from "./list-paging.server";
import { readListSort, type ListSort } from "./list-sort";
import { refuseWhenStorageFails } from "./storage-guard.server";
import { loadTrashPage, requestedListView } from "./trash-list.server";

/** Where a content list's rows come from, and how its page gets them. */
interface ContentListSource<Key extends string, Row, Item, Status extends string, Extra extends object> {
  store: Pick<ContentStore<Row, ListFilter<Status>>, "listPage" | "listTrashedPage" | "countTrashed">;
  /** The rows' name in the page's data ('faqs'). */
  rowsKey: Key;
  /** What names a row in the Trash (a FAQ's question, a post's title). */
  trashTitle: (row: Row) => string;
  /** A page of rows as the table gets them. */
  toRows: (rows: Row[]) => Item[] | Promise<Item[]>;
  /** What the list view reads besides its rows (e.g. the Category filter's options), and what the others have in its place. */
  extra?: { load: () => Promise<Extra>; empty: Extra };
}

type Loaded<Key extends string, Item, Status extends string, Extra extends object> = ContentListData<Status> &
  Record<Key, Item[]> &
  Extra;

/**
 * A content list page's loader data for the view its address asks for: a page of the rows
 * the search and filters keep, with the Trash's count; or a page of the Trash. A malformed
 * or past-the-end page is sent to a real one; a failed read is logged and the page says so
 * (loadOrLog).
 */
export function loadContentList<
  Key extends string,
  Row extends { id: string; deletedAt: Date | null },
  Item,
  Status extends string,
  Extra extends object = Record<never, never>,
>(
  request: Request,
  list: Pick<ContentListSpec<ContentRow, Status>, "paging" | "noun" | "statuses"> & {
    table: Pick<ContentListSpec<ContentRow>["table"], "sorts">;
  },
  source: ContentListSource<Key, Row, Item, Status, Extra>,
) {
  const url = new URL(request.url);
  const { view, page } = requestedListView(request, list.paging);
  // A status the Status filter does not offer reads as All.
  const filter = readListFilter(url.searchParams, Object.keys(list.statuses) as Status[]);
  // A column the table cannot sort by reads as the list's own order.
  const sort: ListSort | null = readListSort(url.searchParams, Object.values(list.table.sorts ?? {}));
  const { store } = source;
  // Without `extra`, Extra is its default: the empty record.
  const extra = source.extra ?? { load: async () => ({}) as Extra, empty: {} as Extra };
  const named = (rows: Item[]) => ({ [source.rowsKey]: rows }) as Record<Key, Item[]>;
  const empty: Loaded<Key, Item, Status, Extra> = {
    view,
    ...named([]),
    trash: [],
    trashCount: 0,
    page,
    pages: 1,
    total: 0,
    filter,
    sort,
    ...extra.empty,
  };
  return loadOrLog(
    `the ${list.noun.many} for the admin`,
    async () => {
      if (view === "trash") {
        const { rows, ...paged } = await loadTrashPage(page, list.paging, store.listTrashedPage, source.trashTitle);
        return { ...empty, trash: rows, trashCount: paged.total, ...paged };
      }
      const [{ rows, ...paged }, more, trashCount] = await Promise.all([
        loadListPage(page, list.paging, (at, perPage) => store.listPage(at, perPage, filter, sort), url),
        extra.load(),
        store.countTrashed(),
      ]);
      return { ...empty, ...named(await source.toRows(rows)), trashCount, ...paged, ...more };
    },
    empty,
  );
}

/**
 * A content list's action: the intent its form or row button sent, run by `actions` for the
 * staff member the admin guard let through.
 */
export function contentListAction<Input, Form extends Input, Row extends { id: string }>(
  actions: ContentActions<Input, Form, Row>,
) {
  return ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) =>
    // A full or read-only disk answers 503 with a sentence (never 500), before anything is written.
    refuseWhenStorageFails(async () => runContentAction(request, actions, contentEditor(request, context)));
}
