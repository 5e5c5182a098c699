import { useLocation, useNavigate } from "react-router";

import { skipRevalidationAfterPreview } from "~/components/admin/markdown-preview";
import { settleServerAction } from "~/components/admin/settle-server-action";
import { TablePager } from "~/components/admin/table-pager";
import { runContentAction } from "~/features/content-lists/content-actions.server";
import { contentEditor } from "~/features/content-lists/content-editor.server";
import { ContentListPage } from "~/features/content-lists/content-list-page";
import { FilterSummary, ListFilterBar, NoMatches, type StatusOption } from "~/features/content-lists/list-filter-bar";
import { isFiltered, listHref, NO_FILTER, readListFilter } from "~/features/content-lists/list-filters";
import { loadListPage } from "~/features/content-lists/list-paging.server";
import { ListViewTabs } from "~/features/content-lists/list-view-tabs";
import { refuseWhenStorageFails } from "~/features/content-lists/storage-guard.server";
import { TrashListPage } from "~/features/content-lists/trash-list-page";
import { loadTrashPage, requestedListView } from "~/features/content-lists/trash-list.server";
import { listMediaByIds, type Media } from "~/features/media/media.server";
import { postActions } from "~/features/posts/post-actions.server";
import { postStatuses, type PostStatusFilter } from "~/features/posts/post-filters.server";
import { PostForm } from "~/features/posts/post-form";
import { postPaging } from "~/features/posts/post-paging";
import type { PostRow } from "~/features/posts/post-schema";
import { postTable } from "~/features/posts/post-table";
import { postTrash } from "~/features/posts/post-trash";
import { postStore, type BlogPost } from "~/features/posts/post.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import type { RequestBodyHandle } from "~/platform/http/body-limits";
import { loadOrLog } from "~/platform/http/load-or-log.server";

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

const statusOptions: (StatusOption & { value: PostStatusFilter })[] = [
  { value: "published", label: "Published" },
  { value: "draft", label: "Draft" },
  { value: "scheduled", label: "Scheduled" },
];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { view, page } = requestedListView(request, postPaging);
  const filter = readListFilter(url.searchParams, postStatuses);
  const empty = { view, posts: [], trash: [], trashCount: 0, page, pages: 1, total: 0, filter };
  return loadOrLog(
    "the posts for the admin",
    async () => {
      if (view === "trash") {
        const { rows, ...paged } = await loadTrashPage(
          page,
          postPaging,
          postStore.listTrashedPage,
          (post) => post.title,
        );
        return { ...empty, trash: rows, trashCount: paged.total, ...paged };
      }
      const [{ rows: posts, ...paged }, trashCount] = await Promise.all([
        loadListPage(page, postPaging, (at, perPage) => postStore.listPage(at, perPage, filter), url),
        postStore.countTrashed(),
      ]);
      // The form's thumbnail of each post's uploaded image: one query for the page.
      const images = await listMediaByIds(posts.flatMap((post) => post.featuredMediaId ?? []));
      const byId = new Map(images.map((image) => [image.id, image]));
      return { ...empty, posts: posts.map((post) => toRow(post, byId)), trashCount, ...paged };
    },
    empty,
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
  const { view, posts, page, pages, total, loadFailed, trashCount, filter } = loaderData;
  const navigate = useNavigate();
  const filtered = isFiltered(filter);
  const params = new URLSearchParams(useLocation().search);
  const href = (at: number, shown = filter) => listHref(postPaging.path, params, { filter: shown, page: at });
  const tabs = <ListViewTabs label="Blog post lists" path={postPaging.path} view={view} trashCount={trashCount} />;
  if (view === "trash")
    return (
      <TrashListPage
        spec={postTrash}
        tabs={tabs}
        rows={loaderData.trash}
        loadFailed={loadFailed}
        paging={postPaging}
        page={page}
        pages={pages}
        total={total}
      />
    );
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
      emptyMessage={
        filtered ? <NoMatches path={postPaging.path} noun="posts" /> : "No posts yet. Create your first one!"
      }
      table={postTable}
      tabs={tabs}
      aboveTable={
        // Nothing to search before the first post.
        total > 0 || filtered ? (
          <div className="space-y-3">
            <ListFilterBar
              path={postPaging.path}
              searchLabel="Search posts"
              searchHint="Finds every word in the title, the excerpt or the content, accents and capitals aside."
              filter={filter}
              statuses={statusOptions}
            />
            <FilterSummary
              path={postPaging.path}
              filtered={filtered}
              total={total}
              noun={{ one: "post", many: "posts" }}
            />
          </div>
        ) : null
      }
      belowTable={
        pages > 1 ? (
          <TablePager
            label="Blog post pages"
            page={page}
            pages={pages}
            total={total}
            perPage={postPaging.perPage}
            href={href}
            noun="posts"
          />
        ) : null
      }
      // A new post is the newest: show the whole list's first page, where it is.
      onCreated={page > 1 || filtered ? () => void navigate(href(1, NO_FILTER)) : undefined}
    />
  );
}
