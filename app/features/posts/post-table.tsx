import type { ContentTableSpec } from "~/features/content-lists/content-table";
import { agencyDateAndTime } from "~/platform/format/agency-time";

import { postHasSpanish } from "./post-language";
import type { PostRow } from "./post-schema";
import { articleLinkFor, postStatus } from "./post-status";

/** The Published column: the post's date, a scheduled post's marked so; nothing for a draft. */
function PublishedDate({ post }: { post: PostRow }) {
  const { state, publishedAt } = postStatus(post);
  if (!publishedAt) return null;
  return (
    <>
      <time dateTime={publishedAt}>{agencyDateAndTime(publishedAt).date}</time>
      {state === "scheduled" ? <span className="ml-1 text-xs font-semibold text-sky-800">(scheduled)</span> : null}
    </>
  );
}

/**
 * The post table's columns: Title (with 'Spanish: missing' under it when the post has no
 * Spanish text), Author, then Status, Published and Actions; sorted by Title, Status or
 * Published. A scheduled post says so with its publish time; each row opens its article
 * ('View' a live one, 'Preview' a draft or scheduled one).
 */
export const postTable: ContentTableSpec<PostRow> = {
  label: "Blog posts",
  columns: [
    { header: "Title", cell: (post) => post.title },
    { header: "Author", cell: (post) => post.author, className: "text-slate-600 lg:whitespace-nowrap" },
  ],
  status: (post) => {
    const { state, publishedAt } = postStatus(post);
    if (state !== "scheduled" || !publishedAt) return { state };
    const { date, time } = agencyDateAndTime(publishedAt);
    return {
      state,
      note: (
        <>
          <span className="block whitespace-nowrap">{date}</span>
          <span className="block whitespace-nowrap">{time}</span>
        </>
      ),
    };
  },
  afterStatus: [
    {
      header: "Published",
      cell: (post) => <PublishedDate post={post} />,
      className: "text-slate-600 lg:whitespace-nowrap",
    },
  ],
  titleOf: (post) => post.title,
  sorts: {
    Title: { key: "title" },
    Status: { key: "status" },
    Published: { key: "date", first: "desc" },
  },
  link: (post) => articleLinkFor(post),
  hasSpanish: postHasSpanish,
  messages: {
    deleteConfirm: "Are you sure you want to delete this post?",
    deleteFailed: "Error deleting post",
    toggleFailedLog: "Error toggling post:",
  },
};
