import type { PostRow } from "./post-form";
import { RowActionButtons, useRowMutations, type RowMessages } from "./row-actions";
import { ColumnHeader, ScrollTable, StatusBadge } from "./ui";

const postRowMessages: RowMessages = {
  deleteConfirm: "Are you sure you want to delete this post?",
  deleteFailed: "Error deleting post",
  toggleFailedLog: "Error toggling post:",
};

/** SPEC.md section 2: Title, Author, Status, Actions. */
export function PostTable({ posts, onEdit }: { posts: PostRow[]; onEdit: (post: PostRow) => void }) {
  return (
    <ScrollTable label="Blog posts">
      <thead>
        <tr>
          <ColumnHeader>Title</ColumnHeader>
          <ColumnHeader>Author</ColumnHeader>
          <ColumnHeader>Status</ColumnHeader>
          <ColumnHeader className="text-right">Actions</ColumnHeader>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {posts.map((post) => (
          <PostTableRow key={post.id} post={post} onEdit={() => onEdit(post)} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

function PostTableRow({ post, onEdit }: { post: PostRow; onEdit: () => void }) {
  const row = useRowMutations(post.id, post.isPublished, postRowMessages);
  return (
    <tr className={row.deleting ? "opacity-50" : "hover:bg-slate-50"}>
      <td className="max-w-md min-w-48 px-4 py-3 sm:min-w-64 font-medium text-slate-900">{post.title}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-600">{post.author}</td>
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
