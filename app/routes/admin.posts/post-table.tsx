import type { ContentTableSpec } from "~/components/admin/content-table";

import type { PostRow } from "./post-schema";

/** SPEC.md section 2: Title, Author, then Status and Actions. */
export const postTable: ContentTableSpec<PostRow> = {
  label: "Blog posts",
  columns: [
    { header: "Title", cell: (post) => post.title },
    { header: "Author", cell: (post) => post.author, className: "whitespace-nowrap text-slate-600" },
  ],
  messages: {
    deleteConfirm: "Are you sure you want to delete this post?",
    deleteFailed: "Error deleting post",
    toggleFailedLog: "Error toggling post:",
  },
};
