import type { ListPaging } from "~/features/content-lists/list-paging";

/** The admin FAQ table: 50 FAQs a page in display order, like the posts table. */
export const faqPaging: ListPaging = { path: "/admin/faqs", perPage: 50 };
