import { useState, type ComponentType, type ReactNode } from "react";

import { useHydrated } from "~/utils/use-hydrated";

import type { ContentFormProps } from "./content-form";
import { ContentTable, type ContentRow, type ContentTableSpec } from "./content-table";
import { PlusIcon } from "./icons";
import { AdminPage, AdminPageHeader, buttonStyles, EmptyState, LoadError } from "./ui";

type FormState<Row> = { mode: "closed" } | { mode: "create" } | { mode: "edit"; row: Row };

/**
 * A content admin's page (SPEC.md section 2): its title and Add button, the create/edit form
 * when open, then the table, or a message when there is nothing to show or the rows could
 * not be loaded.
 */
export function ContentListPage<Row extends ContentRow>({
  title,
  description,
  addLabel,
  formId,
  Form,
  rows,
  loadFailed,
  loadFailedMessage,
  emptyMessage,
  table,
  belowTable,
  onCreated,
}: {
  title: string;
  description: string;
  addLabel: string;
  formId: string;
  Form: ComponentType<ContentFormProps<Row>>;
  rows: Row[];
  loadFailed: boolean;
  loadFailedMessage: string;
  emptyMessage: string;
  table: ContentTableSpec<Row>;
  /** Under the table, e.g. its pager. */
  belowTable?: ReactNode;
  /** After a new row is saved and the form closed. */
  onCreated?: () => void;
}) {
  const [form, setForm] = useState<FormState<Row>>({ mode: "closed" });
  const hydrated = useHydrated();
  const close = () => setForm({ mode: "closed" });
  const saved = () => {
    close();
    if (form.mode === "create") onCreated?.();
  };

  return (
    <AdminPage>
      <AdminPageHeader
        title={title}
        description={description}
        action={
          <button
            type="button"
            disabled={!hydrated}
            aria-expanded={form.mode === "create"}
            aria-controls={form.mode === "create" ? formId : undefined}
            onClick={() => setForm(form.mode === "create" ? { mode: "closed" } : { mode: "create" })}
            className={buttonStyles.primary}
          >
            <PlusIcon />
            {addLabel}
          </button>
        }
      />

      {form.mode !== "closed" ? (
        <Form
          key={form.mode === "edit" ? form.row.id : "new"}
          id={formId}
          editing={form.mode === "edit" ? form.row : null}
          onClose={close}
          onSaved={saved}
        />
      ) : null}

      {loadFailed ? (
        <LoadError>{loadFailedMessage}</LoadError>
      ) : rows.length === 0 ? (
        <EmptyState>{emptyMessage}</EmptyState>
      ) : (
        <>
          <ContentTable spec={table} rows={rows} onEdit={(row) => setForm({ mode: "edit", row })} />
          {belowTable}
        </>
      )}
    </AdminPage>
  );
}
