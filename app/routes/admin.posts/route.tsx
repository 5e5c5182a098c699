import { useNavigate } from "react-router";

import { runContentAction } from "~/admin/content-actions.server";
import { contentEditor } from "~/admin/content-editor.server";
import { loadListPage, requestedPage } from "~/admin/list-paging.server";
import { loadOrLog } from "~/admin/load-or-log.server";
import { refuseWhenStorageFails } from "~/admin/storage-guard.server";
import { ContentListPage } from "~/components/admin/content-list-page";
import { skipRevalidationAfterPreview } from "~/components/admin/markdown-preview";
import { settleServerAction } from "~/components/admin/settle-server-action";
import { TablePager } from "~/components/admin/table-pager";
import { listMediaByIds, type Media } from "~/models/media.server";
import { listPostsPage, type BlogPost } from "~/models/post.server";
import { agencyNameFromMatches, titleWith } from "~/utils/agency-name";
import type { RequestBodyHandle } from "~/utils/request-body-kind";

import type { Route } from "./+types/route";
import { adminPostsHref, postPaging } from "./paging";
import { postActions } from "./post-actions.server";
import { PostForm } from "./post-form";
import type { PostRow } from "./post-schema";
import { postTable } from "./post-table";

/*
 * The post admin: every post, drafts and scheduled ones included, newest created first, 50 a
 * page; create, edit, publish, delete, and View (live) or Preview (not yet) each article.
 */

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Manage Blog Posts", "Admin") },
];

// The post form's content may be 100,000 characters (far over the ordinary forms' limit once
// URL-encoded), and the form carries the featured image (DECISIONS, Publishing).
export const handle = { requestBody: "upload" } satisfies RequestBodyHandle;

function toRow({ createdAt: _created, updatedAt: _updated, ...post }: BlogPost, images: Map<string, Media>): PostRow {
  const image = post.featuredMediaId ? images.get(post.featuredMediaId) : undefined;
  return {
    ...post,
    featuredMedia: image ? { id: image.id, fileName: image.fileName, width: image.width, height: image.height } : null,
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const page = requestedPage(request, postPaging);
  return loadOrLog(
    "the posts for the admin",
    async () => {
      const { rows: posts, ...paged } = await loadListPage(page, postPaging, listPostsPage);
      // The form's thumbnail of each post's uploaded image: one query for the page.
      const images = await listMediaByIds(posts.flatMap((post) => post.featuredMediaId ?? []));
      const byId = new Map(images.map((image) => [image.id, image]));
      return { posts: posts.map((post) => toRow(post, byId)), ...paged };
    },
    { posts: [], page, pages: 1, total: 0 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  // A full or read-only disk answers 503 with a sentence (never 500), before anything is written.
  return refuseWhenStorageFails(async () => runContentAction(request, postActions, contentEditor(request, context)));
}

export const shouldRevalidate = skipRevalidationAfterPreview;

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleServerAction(serverAction);
}

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { posts, page, pages, total, loadFailed } = loaderData;
  const navigate = useNavigate();
  return (
    <ContentListPage
      title="Manage Blog Posts"
      description="News articles for the public news page, newest first. Only published posts are shown there."
      addLabel="Add New Post"
      formId="post-form"
      Form={PostForm}
      rows={posts}
      loadFailed={loadFailed}
      loadFailedMessage="The posts could not be loaded. Please reload the page in a moment."
      emptyMessage="No posts yet. Create your first one!"
      table={postTable}
      belowTable={
        pages > 1 ? (
          <TablePager
            label="Blog post pages"
            page={page}
            pages={pages}
            total={total}
            perPage={postPaging.perPage}
            href={adminPostsHref}
            noun="posts"
          />
        ) : null
      }
      // A new post is the newest: show the page it is on.
      onCreated={page > 1 ? () => void navigate(adminPostsHref(1)) : undefined}
    />
  );
}
