import type { ContentTableSpec } from "~/components/admin/content-table";

import type { FaqRow } from "./faq-schema";

/** SPEC.md section 2: Question, Category (a dash when empty), Order, then Status and Actions. */
export const faqTable: ContentTableSpec<FaqRow> = {
  label: "FAQs",
  columns: [
    { header: "Question", cell: (faq) => faq.question },
    { header: "Category", cell: (faq) => faq.category || "-", className: "text-slate-600 lg:whitespace-nowrap" },
    { header: "Order", cell: (faq) => faq.displayOrder, className: "text-slate-600 tabular-nums" },
  ],
  messages: {
    deleteConfirm: "Are you sure you want to delete this FAQ?",
    deleteFailed: "Error deleting FAQ",
    toggleFailedLog: "Error toggling FAQ:",
  },
};
