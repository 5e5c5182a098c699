import type { ListPaging } from "~/features/content-lists/list-paging";

/** The admin posts table: 50 posts a page, newest created first. */
export const postPaging: ListPaging = { path: "/admin/posts", perPage: 50 };
