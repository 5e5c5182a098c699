import { Link } from "react-router";

import { ClockIcon } from "~/components/admin/icons";
import { actionButton } from "~/features/content-lists/row-actions";

/** Where a post's History is (app/routes/admin.posts_.$id.history). */
export const postHistoryHref = (postId: string) => `/admin/posts/${postId}/history`;

/**
 * 'History' in the post form while editing: the post's saved versions, what each changed,
 * and restoring one. (Not among the row's buttons: they fill a 1280 px screen's table already.)
 */
export function HistoryLink({ postId }: { postId: string }) {
  return (
    <Link to={postHistoryHref(postId)} className={`${actionButton} -ml-2 text-brand-700 hover:bg-brand-50`}>
      <ClockIcon />
      History
    </Link>
  );
}
