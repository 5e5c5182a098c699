import type { TrashSpec } from "~/features/content-lists/trash-list-page";

/** The FAQ list's Trash (?view=trash). */
export const faqTrash: TrashSpec = {
  title: "Manage FAQs",
  noun: "FAQs",
  tableLabel: "FAQs in the Trash",
  titleHeader: "Question",
  messages: {
    deleteForeverConfirm: "Are you sure you want to delete this FAQ forever? This cannot be undone.",
    restoreFailed: "Error restoring FAQ",
    deleteForeverFailed: "Error deleting FAQ",
  },
};
