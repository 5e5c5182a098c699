import type { ContentListSpec } from "~/features/content-lists/content-list";

import type { PostStatusFilter } from "./post-filters.server";
import { PostForm } from "./post-form";
import { postPaging } from "./post-paging";
import type { PostRow } from "./post-schema";
import { postTable } from "./post-table";

/** The post admin list (/admin/posts): newest created first, as its pager's Newer / Older say. */
export const postList: ContentListSpec<PostRow, PostStatusFilter> = {
  paging: postPaging,
  title: "Manage Blog Posts",
  description: "News articles for the public news page, newest first. Only published posts are shown there.",
  addLabel: "Add New Post",
  formId: "post-form",
  Form: PostForm,
  table: postTable,
  noun: { one: "post", many: "posts" },
  searchHint:
    "Finds every word in the title, the excerpt or the content, in English or Spanish, accents and capitals aside.",
  // As the Status column says them.
  statuses: { published: "Published", draft: "Draft", scheduled: "Scheduled" },
  labels: { tabs: "Blog post lists", pager: "Blog post pages", trash: "Blog posts in the Trash" },
  trashTitleHeader: "Title",
};
