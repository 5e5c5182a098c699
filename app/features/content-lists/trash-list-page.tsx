import type { ReactNode } from "react";

import { TablePager } from "~/components/admin/table-pager";
import { AdminPage, AdminPageHeader, EmptyState, LoadError } from "~/components/admin/ui";

import { AdminNoticeRegion } from "./admin-notice-region";
import type { ContentListSpec } from "./content-list";
import type { ContentRow } from "./content-table";
import { listPageHref } from "./list-paging";
import { TrashTable, type TrashMessages, type TrashRow } from "./trash-table";
import { TRASH_DAYS, trashPaging } from "./trash-view";

/** What the Trash view says of its list. */
type TrashListSpec = Pick<ContentListSpec<ContentRow>, "title" | "noun" | "paging" | "labels" | "trashTitleHeader">;

/** The Trash view of a content list (`?view=trash`): the list's title and tabs, then the rows in its Trash, paged. */
export function TrashListPage({
  list,
  tabs,
  rows,
  loadFailed,
  page,
  pages,
  total,
}: {
  list: TrashListSpec;
  tabs: ReactNode;
  rows: TrashRow[];
  loadFailed: boolean;
  page: number;
  pages: number;
  total: number;
}) {
  const { noun, paging } = list;
  const messages: TrashMessages = {
    deleteForeverConfirm: `Are you sure you want to delete this ${noun.one} forever? This cannot be undone.`,
    restoreFailed: `Error restoring ${noun.one}`,
    deleteForeverFailed: `Error deleting ${noun.one}`,
  };
  return (
    <AdminPage>
      <AdminPageHeader
        title={list.title}
        description={`Deleted ${noun.many} wait here for ${TRASH_DAYS} days, hidden from the website, then are deleted for good. Restore one to bring it back as it was.`}
      />
      {tabs}
      {loadFailed ? (
        <LoadError>The Trash could not be loaded. Please reload the page in a moment.</LoadError>
      ) : rows.length === 0 ? (
        <EmptyState>The Trash is empty.</EmptyState>
      ) : (
        <>
          <TrashTable label={list.labels.trash} titleHeader={list.trashTitleHeader} rows={rows} messages={messages} />
          {pages > 1 ? (
            <TablePager
              label="Trash pages"
              page={page}
              pages={pages}
              total={total}
              perPage={paging.perPage}
              href={(n) => listPageHref(trashPaging(paging), n)}
              noun={noun.many}
              previousLabel="Newer in the Trash"
              nextLabel="Older in the Trash"
            />
          ) : null}
        </>
      )}
      <AdminNoticeRegion />
    </AdminPage>
  );
}
