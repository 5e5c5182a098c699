import { runContentAction } from "~/admin/content-actions.server";
import { loadOrLog } from "~/admin/load-or-log.server";
import { refuseWhenStorageFails } from "~/admin/storage-guard.server";
import { ContentListPage } from "~/components/admin/content-list-page";
import { settleServerAction } from "~/components/admin/settle-server-action";
import { agency } from "~/config/agency";
import { listAllFaqs, type Faq } from "~/models/faq.server";

import type { Route } from "./+types/route";
import { faqActions } from "./faq-actions.server";
import { FaqForm } from "./faq-form";
import type { FaqRow } from "./faq-schema";
import { faqTable } from "./faq-table";

/* The FAQ admin: every FAQ, drafts included, in display order; create, edit, publish, delete. */

export const meta: Route.MetaFunction = () => [{ title: `Manage FAQs | Admin | ${agency.name}` }];

function toRow({ createdAt: _created, updatedAt: _updated, ...faq }: Faq): FaqRow {
  return faq;
}

export function loader() {
  return loadOrLog("the FAQs for the admin", async () => ({ faqs: (await listAllFaqs()).map(toRow) }), { faqs: [] });
}

export async function action({ request }: Route.ActionArgs) {
  // A full or read-only disk answers 503 with a sentence (never 500), before anything is written.
  return refuseWhenStorageFails(async () => runContentAction(await request.formData(), faqActions));
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleServerAction(serverAction);
}

export default function AdminFaqs({ loaderData }: Route.ComponentProps) {
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
    />
  );
}
