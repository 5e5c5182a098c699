import type { TrashSpec } from "~/features/content-lists/trash-list-page";

/** The post list's Trash (?view=trash). */
export const postTrash: TrashSpec = {
  title: "Manage Blog Posts",
  noun: "posts",
  tableLabel: "Blog posts in the Trash",
  titleHeader: "Title",
  messages: {
    deleteForeverConfirm: "Are you sure you want to delete this post forever? This cannot be undone.",
    restoreFailed: "Error restoring post",
    deleteForeverFailed: "Error deleting post",
  },
};
