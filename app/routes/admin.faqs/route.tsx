import { runContentAction } from "~/admin/content-actions.server";
import { contentEditor } from "~/admin/content-editor.server";
import { loadListPage, requestedPage } from "~/admin/list-paging.server";
import { loadOrLog } from "~/admin/load-or-log.server";
import { refuseWhenStorageFails } from "~/admin/storage-guard.server";
import { ContentListPage } from "~/components/admin/content-list-page";
import { skipRevalidationAfterPreview } from "~/components/admin/markdown-preview";
import { settleServerAction } from "~/components/admin/settle-server-action";
import { TablePager } from "~/components/admin/table-pager";
import { listFaqsPage, type Faq } from "~/models/faq.server";
import { agencyNameFromMatches, titleWith } from "~/utils/agency-name";

import type { Route } from "./+types/route";
import { faqActions } from "./faq-actions.server";
import { FaqForm } from "./faq-form";
import type { FaqRow } from "./faq-schema";
import { faqTable } from "./faq-table";
import { adminFaqsHref, faqPaging } from "./paging";

/* The FAQ admin: every FAQ, drafts included, in display order, 50 a page; create, edit, publish, delete. */

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Manage FAQs", "Admin") },
];

function toRow({ createdAt: _created, updatedAt: _updated, ...faq }: Faq): FaqRow {
  return faq;
}

export function loader({ request }: Route.LoaderArgs) {
  const page = requestedPage(request, faqPaging);
  return loadOrLog(
    "the FAQs for the admin",
    async () => {
      const { rows, ...paged } = await loadListPage(page, faqPaging, listFaqsPage);
      return { faqs: rows.map(toRow), ...paged };
    },
    { faqs: [], page, pages: 1, total: 0 },
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
  const { page, pages, total } = loaderData;
  return (
    <ContentListPage
      title="Manage FAQs"
      description="Questions and answers for the public FAQs page. Only published FAQs are shown there."
      addLabel="Add New FAQ"
      formId="faq-form"
      Form={FaqForm}
      rows={loaderData.faqs}
      loadFailed={loaderData.loadFailed}
      loadFailedMessage="The FAQs could not be loaded. Please reload the page in a moment."
      emptyMessage="No FAQs yet. Create your first one!"
      table={faqTable}
      belowTable={
        pages > 1 ? (
          <TablePager
            label="FAQ pages"
            page={page}
            pages={pages}
            total={total}
            perPage={faqPaging.perPage}
            href={adminFaqsHref}
            noun="FAQs"
            previousLabel="Previous FAQs"
            nextLabel="Next FAQs"
          />
        ) : null
      }
    />
  );
}
