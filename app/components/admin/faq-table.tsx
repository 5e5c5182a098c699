import type { FaqRow } from "./faq-form";
import { RowActionButtons, useRowMutations, type RowMessages } from "./row-actions";
import { ColumnHeader, ScrollTable, StatusBadge } from "./ui";

const faqRowMessages: RowMessages = {
  deleteConfirm: "Are you sure you want to delete this FAQ?",
  deleteFailed: "Error deleting FAQ",
  toggleFailedLog: "Error toggling FAQ:",
};

/** SPEC.md section 2: Question, Category (a dash when empty), Order, Status, Actions. */
export function FaqTable({ faqs, onEdit }: { faqs: FaqRow[]; onEdit: (faq: FaqRow) => void }) {
  return (
    <ScrollTable label="FAQs">
      <thead>
        <tr>
          <ColumnHeader>Question</ColumnHeader>
          <ColumnHeader>Category</ColumnHeader>
          <ColumnHeader>Order</ColumnHeader>
          <ColumnHeader>Status</ColumnHeader>
          <ColumnHeader className="text-right">Actions</ColumnHeader>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {faqs.map((faq) => (
          <FaqTableRow key={faq.id} faq={faq} onEdit={() => onEdit(faq)} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

function FaqTableRow({ faq, onEdit }: { faq: FaqRow; onEdit: () => void }) {
  const row = useRowMutations(faq.id, faq.isPublished, faqRowMessages);
  return (
    <tr className={row.deleting ? "opacity-50" : "hover:bg-slate-50"}>
      <td className="max-w-md min-w-48 px-4 py-3 sm:min-w-64 font-medium text-slate-900">{faq.question}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-600">{faq.category || "-"}</td>
      <td className="px-4 py-3 text-slate-600 tabular-nums">{faq.displayOrder}</td>
      <td className="px-4 py-3">
        <StatusBadge published={row.shownPublished} />
      </td>
      <td className="px-4 py-2 whitespace-nowrap">
        <RowActionButtons
          published={row.shownPublished}
          busy={row.toggling || row.deleting}
          onToggle={row.toggle}
          onEdit={onEdit}
          onDelete={row.remove}
        />
      </td>
    </tr>
  );
}
