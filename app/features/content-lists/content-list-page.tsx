import { useState, type ComponentType, type ReactNode } from "react";

import { PlusIcon } from "~/components/admin/icons";
import { AdminPage, AdminPageHeader, buttonStyles, EmptyState, LoadError } from "~/components/admin/ui";
import { useHydrated } from "~/platform/document/use-hydrated";

import { AdminNoticeRegion } from "./admin-notice-region";
import { BulkSelection } from "./bulk-bar";
import type { ContentFormProps } from "./content-form";
import { ContentTable, type ContentRow, type ContentTableSpec } from "./content-table";
import type { ListSort } from "./list-sort";

type FormState<Row> = { mode: "closed" } | { mode: "create"; initial?: Partial<Row> } | { mode: "edit"; row: Row };

/**
 * A form the page's address opens (e.g. a new job from a staff request, a job to edit):
 * `key` tells one from another, so the form opens again only when the address asks for
 * another one.
 */
export type OpenForm<Row> = { key: string } & ({ mode: "create"; initial: Partial<Row> } | { mode: "edit"; row: Row });

/**
 * A content admin's page (FAQs, posts): its title and Add button, the create/edit form
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
  aboveTable,
  belowTable,
  onCreated,
  tabs,
  openForm,
  onFormClosed,
  notice,
  path,
  sort,
  noun,
}: {
  /** The list's address (its sort links keep its other parameters). */
  path: string;
  /** The sorted column the address asks for; null: the list's own order. */
  sort: ListSort | null;
  /** The rows, one and many: the bulk bar counts the ticked ones. */
  noun: { one: string; many: string };
  title: string;
  description: string;
  addLabel: string;
  formId: string;
  Form: ComponentType<ContentFormProps<Row>>;
  rows: Row[];
  loadFailed: boolean;
  loadFailedMessage: string;
  emptyMessage: ReactNode;
  table: ContentTableSpec<Row>;
  /** Above the table (and its empty message) while no form is open, e.g. its search and filters. */
  aboveTable?: ReactNode;
  /** Under the table, e.g. its pager. */
  belowTable?: ReactNode;
  /** After a new row is saved and the form closed. */
  onCreated?: () => void;
  /** Above the table: the list's views (ListViewTabs). */
  tabs?: ReactNode;
  /** The form the address asks to open. */
  openForm?: OpenForm<Row> | null;
  /** After the form closes (cancelled or saved), e.g. to take the address's request for it away. */
  onFormClosed?: () => void;
  /** Under the title, e.g. why the form the address asked for cannot open. */
  notice?: ReactNode;
}) {
  const [form, setForm] = useState<FormState<Row>>(openForm ?? { mode: "closed" });
  const [openedKey, setOpenedKey] = useState(openForm?.key ?? null);
  // Another form asked for by the address (the page itself stays): opened as the first was.
  if (openForm && openForm.key !== openedKey) {
    setOpenedKey(openForm.key);
    setForm(openForm);
  }
  const hydrated = useHydrated();
  const close = () => {
    setForm({ mode: "closed" });
    onFormClosed?.();
  };
  const edit = (row: Row) => setForm({ mode: "edit", row });
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
      {notice}

      {form.mode !== "closed" ? (
        <Form
          key={form.mode === "edit" ? form.row.id : "new"}
          id={formId}
          editing={form.mode === "edit" ? form.row : null}
          initial={form.mode === "create" ? form.initial : undefined}
          onClose={close}
          onSaved={saved}
        />
      ) : null}

      {tabs}
      {/* Not beside an open form: its fields' labels (e.g. Category) are the form's alone. */}
      {form.mode === "closed" ? aboveTable : null}

      {loadFailed ? (
        <LoadError>{loadFailedMessage}</LoadError>
      ) : rows.length === 0 ? (
        <EmptyState>{emptyMessage}</EmptyState>
      ) : (
        <>
          {form.mode === "closed" ? (
            // The ticks and their bar, as the search and filters, are the list's: not beside an open form.
            <BulkSelection formId={`${formId}-bulk`} rowIds={rows.map((row) => row.id)} noun={noun}>
              <ContentTable spec={table} rows={rows} onEdit={edit} path={path} sort={sort} />
            </BulkSelection>
          ) : (
            <ContentTable spec={table} rows={rows} onEdit={edit} path={path} sort={sort} />
          )}
          {belowTable}
        </>
      )}
      <AdminNoticeRegion />
    </AdminPage>
  );
}
