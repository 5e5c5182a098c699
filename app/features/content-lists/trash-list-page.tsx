import type { ReactNode } from "react";

import { TablePager } from "~/components/admin/table-pager";
import { AdminPage, AdminPageHeader, EmptyState, LoadError } from "~/components/admin/ui";

import { AdminNoticeRegion } from "./admin-notice-region";
import { listPageHref, type ListPaging } from "./list-paging";
import { TrashTable, type TrashMessages, type TrashRow } from "./trash-table";
import { TRASH_DAYS, trashPaging } from "./trash-view";

/** What a content list's Trash says: its page's title, what it holds, its table's names and messages. */
export interface TrashSpec {
  /** The list's own title ('Manage FAQs'). */
  title: string;
  /** What the Trash holds, plural ('FAQs', 'posts'). */
  noun: string;
  tableLabel: string;
  /** The first column's header ('Question', 'Title'). */
  titleHeader: string;
  messages: TrashMessages;
}

/** The Trash view of a content list (`?view=trash`): the list's title and tabs, then the rows in its Trash, paged. */
export function TrashListPage({
  spec,
  tabs,
  rows,
  loadFailed,
  paging,
  page,
  pages,
  total,
}: {
  spec: TrashSpec;
  tabs: ReactNode;
  rows: TrashRow[];
  loadFailed: boolean;
  /** The list's paging (the Trash's address is made from it). */
  paging: ListPaging;
  page: number;
  pages: number;
  total: number;
}) {
  return (
    <AdminPage>
      <AdminPageHeader
        title={spec.title}
        description={`Deleted ${spec.noun} wait here for ${TRASH_DAYS} days, hidden from the website, then are deleted for good. Restore one to bring it back as it was.`}
      />
      {tabs}
      {loadFailed ? (
        <LoadError>The Trash could not be loaded. Please reload the page in a moment.</LoadError>
      ) : rows.length === 0 ? (
        <EmptyState>The Trash is empty.</EmptyState>
      ) : (
        <>
          <TrashTable label={spec.tableLabel} titleHeader={spec.titleHeader} rows={rows} messages={spec.messages} />
          {pages > 1 ? (
            <TablePager
              label="Trash pages"
              page={page}
              pages={pages}
              total={total}
              perPage={paging.perPage}
              href={(n) => listPageHref(trashPaging(paging), n)}
              noun={spec.noun}
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
