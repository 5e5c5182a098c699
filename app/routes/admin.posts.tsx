import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import type { Route } from "./+types/admin.posts";
import { ADMIN_POSTS_PER_PAGE, adminPostsHref, pageCount, readPageParam } from "~/admin/paging";
import { performPostAction } from "~/admin/post-actions.server";
import { requireStaff, requireStaffForMutation } from "~/auth/guard.server";
import { PlusIcon } from "~/components/admin/icons";
import { PostForm, type PostRow } from "~/components/admin/post-form";
import { PostTable } from "~/components/admin/post-table";
import { settleServerAction } from "~/components/admin/settle-server-action";
import { TablePager } from "~/components/admin/table-pager";
import { AdminPage, AdminPageHeader, buttonStyles, EmptyState, LoadError } from "~/components/admin/ui";
import { useHydrated } from "~/utils/use-hydrated";
import { agency } from "~/config/agency";
import { countPosts, listAllPosts, type BlogPost } from "~/models/post.server";

export const meta: Route.MetaFunction = () => [{ title: `Manage Blog Posts | Admin | ${agency.name}` }];

// Staff pages hold drafts: never kept by a browser or a shared cache.
export function headers() {
  return { "Cache-Control": "no-store" };
}

function toRow({ id, title, slug, excerpt, content, featuredImageUrl, author, isPublished }: BlogPost): PostRow {
  return { id, title, slug, excerpt, content, featuredImageUrl, author, isPublished };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const page = readPageParam(new URL(request.url).searchParams);
  if (page === null) throw redirect(adminPostsHref(1));
  try {
    // One page of the newest posts and a count: fast whatever the number of posts.
    const total = await countPosts();
    const pages = pageCount(total, ADMIN_POSTS_PER_PAGE);
    // Past the end (e.g. the last post of the last page was just deleted): the last page.
    if (page > pages) throw redirect(adminPostsHref(pages));
    const posts = await listAllPosts({ limit: ADMIN_POSTS_PER_PAGE, offset: (page - 1) * ADMIN_POSTS_PER_PAGE });
    return { posts: posts.map(toRow), page, pages, total, loadFailed: false };
  } catch (error) {
    if (error instanceof Response) throw error;
    // SPEC.md section 8: a failed fetch is logged; the page still renders.
    console.error("Could not load the posts for the admin:", error);
    return { posts: [] as PostRow[], page, pages: 1, total: 0, loadFailed: true };
  }
}

export async function action({ request }: Route.ActionArgs) {
  // Who and from where, before reading a single field.
  await requireStaffForMutation(request);
  return performPostAction(await request.formData());
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleServerAction(serverAction);
}

type FormState = { mode: "closed" } | { mode: "create" } | { mode: "edit"; post: PostRow };

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { posts, page, pages, total, loadFailed } = loaderData;
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const close = () => setForm({ mode: "closed" });
  const saved = () => {
    close();
    // A new post is the newest: show the page it is on.
    if (form.mode === "create" && page > 1) void navigate(adminPostsHref(1));
  };

  return (
    <AdminPage>
      <AdminPageHeader
        title="Manage Blog Posts"
        description="News articles for the public news page, newest first. Only published posts are shown there."
        action={
          <button
            type="button"
            disabled={!hydrated}
            aria-expanded={form.mode === "create"}
            aria-controls={form.mode === "create" ? "post-form" : undefined}
            onClick={() => setForm(form.mode === "create" ? { mode: "closed" } : { mode: "create" })}
            className={buttonStyles.primary}
          >
            <PlusIcon />
            Add New Post
          </button>
        }
      />

      {form.mode !== "closed" ? (
        <PostForm key={form.mode === "edit" ? form.post.id : "new"} post={form.mode === "edit" ? form.post : null} onClose={close} onSaved={saved} />
      ) : null}

      {loadFailed ? (
        <LoadError>The posts could not be loaded. Please reload the page in a moment.</LoadError>
      ) : posts.length === 0 ? (
        <EmptyState>No posts yet. Create your first one!</EmptyState>
      ) : (
        <>
          <PostTable posts={posts} onEdit={(post) => setForm({ mode: "edit", post })} />
          {pages > 1 ? (
            <TablePager
              label="Blog post pages"
              page={page}
              pages={pages}
              total={total}
              perPage={ADMIN_POSTS_PER_PAGE}
              href={adminPostsHref}
              noun="posts"
            />
          ) : null}
        </>
      )}
    </AdminPage>
  );
}
