import { useLocation, useNavigate } from "react-router";

import { skipRevalidationAfterPreview } from "~/components/admin/markdown-preview";
import { settleServerAction } from "~/components/admin/settle-server-action";
import { ContentListScreen } from "~/features/content-lists/content-list-screen";
import { contentListAction, loadContentList } from "~/features/content-lists/content-list.server";
import { isFiltered, listHref, NO_FILTER } from "~/features/content-lists/list-filters";
import { listMediaByIds, type Media } from "~/features/media/media.server";
import { postActions } from "~/features/posts/post-actions.server";
import { postList } from "~/features/posts/post-list";
import type { PostRow } from "~/features/posts/post-schema";
import { postStore, type BlogPost } from "~/features/posts/post.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import type { RequestBodyHandle } from "~/platform/http/body-limits";

import type { Route } from "./+types/route";

/*
 * The post admin: every post, drafts and scheduled ones included, newest created first, 50 a
 * page; searched and filtered by status (in the address); create, edit, publish, delete (to
 * the Trash), and View (live) or Preview (not yet) each article. Its Trash (?view=trash):
 * restore, delete forever.
 */

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Manage Blog Posts", "Admin") },
];

// The post form's content may be 100,000 characters (far over the ordinary forms' limit once
// URL-encoded), and the form carries the featured image (docs/security.md, Bodies).
export const handle = { requestBody: "upload" } satisfies RequestBodyHandle;

function toRow(
  { createdAt: _created, updatedAt: _updated, deletedAt: _deleted, ...post }: BlogPost,
  images: Map<string, Media>,
): PostRow {
  const image = post.featuredMediaId ? images.get(post.featuredMediaId) : undefined;
  return {
    ...post,
    featuredMedia: image ? { id: image.id, fileName: image.fileName, width: image.width, height: image.height } : null,
  };
}

/** The page's posts, each with the form's thumbnail of its uploaded image: one query for the page. */
async function withImages(posts: BlogPost[]): Promise<PostRow[]> {
  const images = await listMediaByIds(posts.flatMap((post) => post.featuredMediaId ?? []));
  const byId = new Map(images.map((image) => [image.id, image]));
  return posts.map((post) => toRow(post, byId));
}

export function loader({ request }: Route.LoaderArgs) {
  return loadContentList(request, postList, {
    store: postStore,
    rowsKey: "posts",
    toRows: withImages,
    trashTitle: (post) => post.title,
  });
}

export const action = contentListAction(postActions);

export const shouldRevalidate = skipRevalidationAfterPreview;

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleServerAction(serverAction);
}

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { posts, page, filter } = loaderData;
  const navigate = useNavigate();
  const { search } = useLocation();
  // A new post is the newest: show the whole list's first page, where it is.
  const showNewest = () =>
    void navigate(listHref(postList.paging.path, new URLSearchParams(search), { filter: NO_FILTER }));
  return (
    <ContentListScreen
      list={postList}
      data={loaderData}
      rows={posts}
      onCreated={page > 1 || isFiltered(filter) ? showNewest : undefined}
    />
  );
}
