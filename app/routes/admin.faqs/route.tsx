import { useLocation } from "react-router";

import { skipRevalidationAfterPreview } from "~/components/admin/markdown-preview";
import { settleServerAction } from "~/components/admin/settle-server-action";
import { TablePager } from "~/components/admin/table-pager";
import { runContentAction } from "~/features/content-lists/content-actions.server";
import { contentEditor } from "~/features/content-lists/content-editor.server";
import { ContentListPage } from "~/features/content-lists/content-list-page";
import { FilterSummary, ListFilterBar, NoMatches, type StatusOption } from "~/features/content-lists/list-filter-bar";
import { isFiltered, listHref, readListFilter } from "~/features/content-lists/list-filters";
import { loadListPage } from "~/features/content-lists/list-paging.server";
import { ListViewTabs } from "~/features/content-lists/list-view-tabs";
import { refuseWhenStorageFails } from "~/features/content-lists/storage-guard.server";
import { TrashListPage } from "~/features/content-lists/trash-list-page";
import { loadTrashPage, requestedListView } from "~/features/content-lists/trash-list.server";
import { faqActions } from "~/features/faqs/faq-actions.server";
import { faqStatuses, type FaqStatus } from "~/features/faqs/faq-filters.server";
import { FaqForm } from "~/features/faqs/faq-form";
import { faqPaging } from "~/features/faqs/faq-paging";
import { FaqReorder, ReorderHint } from "~/features/faqs/faq-reorder";
import type { FaqRow } from "~/features/faqs/faq-schema";
import { faqTable } from "~/features/faqs/faq-table";
import { faqTrash } from "~/features/faqs/faq-trash";
import { faqStore, listFaqCategories, type Faq } from "~/features/faqs/faq.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { loadOrLog } from "~/platform/http/load-or-log.server";

import type { Route } from "./+types/route";

/*
 * The FAQ admin: every FAQ, drafts included, in display order, 50 a page; searched and
 * filtered by status and category (in the address); create, edit, publish, delete (to the
 * Trash), reorder. Its Trash (?view=trash): restore, delete forever.
 */

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Manage FAQs", "Admin") },
];

function toRow({ createdAt: _created, updatedAt: _updated, deletedAt: _deleted, ...faq }: Faq): FaqRow {
  return faq;
}

const statusOptions: (StatusOption & { value: FaqStatus })[] = [
  { value: "published", label: "Published" },
  { value: "draft", label: "Draft" },
];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { view, page } = requestedListView(request, faqPaging);
  const filter = readListFilter(url.searchParams, faqStatuses);
  const empty = {
    view,
    faqs: [],
    trash: [],
    trashCount: 0,
    page,
    pages: 1,
    total: 0,
    filter,
    categories: [] as string[],
  };
  return loadOrLog(
    "the FAQs for the admin",
    async () => {
      if (view === "trash") {
        const { rows, ...paged } = await loadTrashPage(
          page,
          faqPaging,
          faqStore.listTrashedPage,
          (faq) => faq.question,
        );
        return { ...empty, trash: rows, trashCount: paged.total, ...paged };
      }
      const [{ rows, ...paged }, categories, trashCount] = await Promise.all([
        loadListPage(page, faqPaging, (at, perPage) => faqStore.listPage(at, perPage, filter), url),
        listFaqCategories(),
        faqStore.countTrashed(),
      ]);
      return { ...empty, faqs: rows.map(toRow), trashCount, ...paged, categories };
    },
    empty,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  // A full or read-only disk answers 503 with a sentence (never 500), before anything is written.
  return refuseWhenStorageFails(async () => runContentAction(request, faqActions, contentEditor(request, context)));
}

export const shouldRevalidate = skipRevalidationAfterPreview;

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleServerAction(serverAction);
}

export default function AdminFaqs({ loaderData }: Route.ComponentProps) {
  const { view, faqs, page, pages, total, trashCount, filter, categories } = loaderData;
  const filtered = isFiltered(filter);
  const params = new URLSearchParams(useLocation().search);
  const tabs = <ListViewTabs label="FAQ lists" path={faqPaging.path} view={view} trashCount={trashCount} />;
  if (view === "trash")
    return (
      <TrashListPage
        spec={faqTrash}
        tabs={tabs}
        rows={loaderData.trash}
        loadFailed={loaderData.loadFailed}
        paging={faqPaging}
        page={page}
        pages={pages}
        total={total}
      />
    );
  return (
    <FaqReorder rows={faqs} page={page} pages={pages} total={total} filtered={filtered}>
      <ContentListPage
        title="Manage FAQs"
        description="Questions and answers for the public FAQs page. Only published FAQs are shown there."
        addLabel="Add New FAQ"
        formId="faq-form"
        Form={FaqForm}
        rows={faqs}
        loadFailed={loaderData.loadFailed}
        loadFailedMessage="The FAQs could not be loaded. Please reload the page in a moment."
        emptyMessage={
          filtered ? <NoMatches path={faqPaging.path} noun="FAQs" /> : "No FAQs yet. Create your first one!"
        }
        table={faqTable}
        tabs={tabs}
        aboveTable={
          // Nothing to search before the first FAQ.
          total > 0 || filtered ? (
            <div className="space-y-3">
              <ListFilterBar
                path={faqPaging.path}
                searchLabel="Search FAQs"
                searchHint="Finds every word in the question or the answer, accents and capitals aside."
                filter={filter}
                statuses={statusOptions}
                categories={categories}
              />
              <FilterSummary
                path={faqPaging.path}
                filtered={filtered}
                total={total}
                noun={{ one: "FAQ", many: "FAQs" }}
              />
              {/* Said where there is something to reorder, or something the filters hide. */}
              {(filtered && total > 0) || total > 1 ? <ReorderHint filtered={filtered} /> : null}
            </div>
          ) : null
        }
        belowTable={
          pages > 1 ? (
            <TablePager
              label="FAQ pages"
              page={page}
              pages={pages}
              total={total}
              perPage={faqPaging.perPage}
              href={(at) => listHref(faqPaging.path, params, { filter, page: at })}
              noun="FAQs"
              previousLabel="Previous FAQs"
              nextLabel="Next FAQs"
            />
          ) : null
        }
      />
    </FaqReorder>
  );
}
