import type { ContentTableSpec } from "~/features/content-lists/content-table";

import { faqHasSpanish } from "./faq-language";
import { faqOrderCell } from "./faq-reorder";
import type { FaqRow } from "./faq-schema";

/**
 * The FAQ table's columns: Question (with 'Spanish: missing' under it when the FAQ has no
 * Spanish text), Category (a dash when empty), Order, then Status and Actions; sorted by
 * Question, Order or Status.
 */
export const faqTable: ContentTableSpec<FaqRow> = {
  label: "FAQs",
  columns: [
    { header: "Question", cell: (faq) => faq.question },
    { header: "Category", cell: (faq) => faq.category || "-", className: "text-slate-600 lg:whitespace-nowrap" },
    // The number, and on the whole list the drag handle and 'Move up' / 'Move down'.
    { header: "Order", cell: faqOrderCell, className: "text-slate-600 tabular-nums lg:whitespace-nowrap" },
  ],
  titleOf: (faq) => faq.question,
  sorts: { Question: { key: "question" }, Order: { key: "order" }, Status: { key: "status" } },
  // The list's own order: the public page's.
  defaultSort: { key: "order", dir: "asc" },
  hasSpanish: faqHasSpanish,
  messages: {
    deleteConfirm: "Are you sure you want to delete this FAQ?",
    deleteFailed: "Error deleting FAQ",
    toggleFailedLog: "Error toggling FAQ:",
  },
};
