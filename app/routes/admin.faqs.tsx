import { useState } from "react";
import type { Route } from "./+types/admin.faqs";
import { performFaqAction } from "~/admin/faq-actions.server";
import { requireStaff, requireStaffForMutation } from "~/auth/guard.server";
import { FaqForm, type FaqRow } from "~/components/admin/faq-form";
import { FaqTable } from "~/components/admin/faq-table";
import { PlusIcon } from "~/components/admin/icons";
import { settleServerAction } from "~/components/admin/settle-server-action";
import { AdminPage, AdminPageHeader, buttonStyles, EmptyState, LoadError } from "~/components/admin/ui";
import { useHydrated } from "~/utils/use-hydrated";
import { agency } from "~/config/agency";
import { listAllFaqs, type Faq } from "~/models/faq.server";

export const meta: Route.MetaFunction = () => [{ title: `Manage FAQs | Admin | ${agency.name}` }];

// Staff pages hold drafts: never kept by a browser or a shared cache.
export function headers() {
  return { "Cache-Control": "no-store" };
}

function toRow({ id, question, answer, category, displayOrder, isPublished }: Faq): FaqRow {
  return { id, question, answer, category, displayOrder, isPublished };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  try {
    return { faqs: (await listAllFaqs()).map(toRow), loadFailed: false };
  } catch (error) {
    // SPEC.md section 8: a failed fetch is logged; the page still renders.
    console.error("Could not load the FAQs for the admin:", error);
    return { faqs: [] as FaqRow[], loadFailed: true };
  }
}

export async function action({ request }: Route.ActionArgs) {
  // Who and from where, before reading a single field.
  await requireStaffForMutation(request);
  return performFaqAction(await request.formData());
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleServerAction(serverAction);
}

type FormState = { mode: "closed" } | { mode: "create" } | { mode: "edit"; faq: FaqRow };

export default function AdminFaqs({ loaderData }: Route.ComponentProps) {
  const { faqs, loadFailed } = loaderData;
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  const hydrated = useHydrated();
  const close = () => setForm({ mode: "closed" });

  return (
    <AdminPage>
      <AdminPageHeader
        title="Manage FAQs"
        description="Questions and answers for the public FAQs page. Only published FAQs are shown there."
        action={
          <button
            type="button"
            disabled={!hydrated}
            aria-expanded={form.mode === "create"}
            aria-controls={form.mode === "create" ? "faq-form" : undefined}
            onClick={() => setForm(form.mode === "create" ? { mode: "closed" } : { mode: "create" })}
            className={buttonStyles.primary}
          >
            <PlusIcon />
            Add New FAQ
          </button>
        }
      />

      {form.mode !== "closed" ? (
        <FaqForm key={form.mode === "edit" ? form.faq.id : "new"} faq={form.mode === "edit" ? form.faq : null} onClose={close} />
      ) : null}

      {loadFailed ? (
        <LoadError>The FAQs could not be loaded. Please reload the page in a moment.</LoadError>
      ) : faqs.length === 0 ? (
        <EmptyState>No FAQs yet. Create your first one!</EmptyState>
      ) : (
        <FaqTable faqs={faqs} onEdit={(faq) => setForm({ mode: "edit", faq })} />
      )}
    </AdminPage>
  );
}
