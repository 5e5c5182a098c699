import type { ReactNode } from "react";
import { useLocation } from "react-router";

import { TablePager } from "~/components/admin/table-pager";

import type { ContentListData, ContentListSpec } from "./content-list";
import { ContentListPage, type OpenForm } from "./content-list-page";
import type { ContentRow } from "./content-table";
import { FilterSummary, ListFilterBar, NoMatches } from "./list-filter-bar";
import { isFiltered, listHref } from "./list-filters";
import { ListViewTabs } from "./list-view-tabs";
import { TrashListPage } from "./trash-list-page";

/** What the search, filters and pager read of the list and of its data. */
type ListProps = Pick<ContentListData, "page" | "pages" | "total" | "filter"> & {
  list: Pick<ContentListSpec<ContentRow>, "paging" | "noun" | "searchHint" | "statuses" | "labels" | "pagerLinks">;
};

/**
 * A content list's page in the view its data is for: the list, with its search and filters
 * above the table and its pager below, or its Trash; both under the list's tabs.
 */
export function ContentListScreen<Row extends ContentRow>({
  list,
  data,
  rows,
  categories,
  controlsNote,
  frame = (content) => content,
  onCreated,
  openForm,
  onFormClosed,
  notice,
}: {
  list: ContentListSpec<Row>;
  data: ContentListData & { loadFailed: boolean };
  /** The page of rows (the data's, under the list's name). */
  rows: Row[];
  /** The Category filter's options besides All; no Category filter when absent. */
  categories?: string[];
  /** Under the search and filters, e.g. how to reorder. */
  controlsNote?: ReactNode;
  /** Around the list's page (not the Trash's), e.g. what its rows' cells need. */
  frame?: (content: ReactNode) => ReactNode;
  /** After a new row is saved and the form closed. */
  onCreated?: () => void;
  /** The form the address asks to open, and what to do once it closes (ContentListPage). */
  openForm?: OpenForm<Row> | null;
  onFormClosed?: () => void;
  /** Under the list's title, e.g. why the form the address asked for cannot open. */
  notice?: ReactNode;
}) {
  const { view, page, pages, total, filter, loadFailed } = data;
  const { paging, noun } = list;
  const tabs = <ListViewTabs label={list.labels.tabs} path={paging.path} view={view} trashCount={data.trashCount} />;
  if (view === "trash")
    return (
      <TrashListPage
        list={list}
        tabs={tabs}
        rows={data.trash}
        loadFailed={loadFailed}
        page={page}
        pages={pages}
        total={total}
      />
    );
  const shown = { list, filter, page, pages, total };
  return frame(
    <ContentListPage
      title={list.title}
      description={list.description}
      addLabel={list.addLabel}
      formId={list.formId}
      Form={list.Form}
      rows={rows}
      loadFailed={loadFailed}
      loadFailedMessage={`The ${noun.many} could not be loaded. Please reload the page in a moment.`}
      emptyMessage={
        isFiltered(filter) ? (
          <NoMatches path={paging.path} noun={noun.many} />
        ) : (
          `No ${noun.many} yet. Create your first one!`
        )
      }
      table={list.table}
      tabs={tabs}
      aboveTable={
        <ListControls {...shown} categories={categories}>
          {controlsNote}
        </ListControls>
      }
      belowTable={<ListPager {...shown} />}
      onCreated={onCreated}
      openForm={openForm}
      onFormClosed={onFormClosed}
      notice={notice}
      path={paging.path}
      sort={data.sort}
      noun={noun}
    />,
  );
}

/** The search box and filters, and what they kept; nothing to search before the first row. */
function ListControls({
  list,
  filter,
  total,
  categories,
  children,
}: ListProps & { categories?: string[]; children?: ReactNode }) {
  const filtered = isFiltered(filter);
  if (total === 0 && !filtered) return null;
  return (
    <div className="space-y-3">
      <ListFilterBar
        path={list.paging.path}
        searchLabel={`Search ${list.noun.many}`}
        searchHint={list.searchHint}
        filter={filter}
        statuses={Object.entries(list.statuses).map(([value, label]) => ({ value, label }))}
        categories={categories}
      />
      <FilterSummary path={list.paging.path} filtered={filtered} total={total} noun={list.noun} />
      {children}
    </div>
  );
}

/** The list's pages, each keeping the search and filters; none when they fit on one. */
function ListPager({ list, filter, page, pages, total }: ListProps) {
  const params = new URLSearchParams(useLocation().search);
  if (pages <= 1) return null;
  return (
    <TablePager
      label={list.labels.pager}
      page={page}
      pages={pages}
      total={total}
      perPage={list.paging.perPage}
      href={(at) => listHref(list.paging.path, params, { filter, page: at })}
      noun={list.noun.many}
      previousLabel={list.pagerLinks?.previous}
      nextLabel={list.pagerLinks?.next}
    />
  );
}
