import { skipRevalidationAfterPreview } from "~/components/admin/markdown-preview";
import { settleServerAction } from "~/components/admin/settle-server-action";
import { ContentListScreen } from "~/features/content-lists/content-list-screen";
import { contentListAction, loadContentList } from "~/features/content-lists/content-list.server";
import { isFiltered } from "~/features/content-lists/list-filters";
import { faqActions } from "~/features/faqs/faq-actions.server";
import { FaqCategorySuggestions } from "~/features/faqs/faq-form";
import { faqList } from "~/features/faqs/faq-list";
import { FaqReorder, ReorderHint } from "~/features/faqs/faq-reorder";
import type { FaqRow } from "~/features/faqs/faq-schema";
import { faqStore, listFaqCategories, type Faq } from "~/features/faqs/faq.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";

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

export function loader({ request }: Route.LoaderArgs) {
  return loadContentList(request, faqList, {
    store: faqStore,
    rowsKey: "faqs",
    toRows: (faqs) => faqs.map(toRow),
    trashTitle: (faq) => faq.question,
    // The Category filter's options: the categories in use.
    extra: { load: async () => ({ categories: await listFaqCategories() }), empty: { categories: [] } },
  });
}

export const action = contentListAction(faqActions);

export const shouldRevalidate = skipRevalidationAfterPreview;

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleServerAction(serverAction);
}

export default function AdminFaqs({ loaderData }: Route.ComponentProps) {
  const { faqs, page, pages, total, filter, sort, categories } = loaderData;
  const filtered = isFiltered(filter);
  // Moves follow the list's own order: sorted another way, neighbours on the screen are not neighbours there.
  const sorted = sort !== null && !(sort.key === "order" && sort.dir === "asc");
  return (
    <ContentListScreen
      list={faqList}
      data={loaderData}
      rows={faqs}
      categories={categories}
      // Said where there is something to reorder, or something the filters hide.
      controlsNote={(filtered && total > 0) || total > 1 ? <ReorderHint filtered={filtered} sorted={sorted} /> : null}
      frame={(content) => (
        <FaqReorder rows={faqs} page={page} pages={pages} total={total} filtered={filtered || sorted}>
          {content}
          <FaqCategorySuggestions categories={categories} />
        </FaqReorder>
      )}
    />
  );
}
