import type { ComponentType } from "react";

import type { ContentFormProps } from "./content-form";
import type { ContentRow, ContentTableSpec } from "./content-table";
import type { ListFilter } from "./list-filters";
import type { ListPaging } from "./list-paging";
import type { ListSort } from "./list-sort";
import type { TrashRow } from "./trash-table";
import type { ListView } from "./trash-view";

/*
 * An admin content list (FAQs, posts): its rows searched, filtered and paged, a form to
 * create and edit them, and its Trash (?view=trash). A feature says what its list is
 * (ContentListSpec); loadContentList (content-list.server.ts) reads it and
 * ContentListScreen (content-list-screen.tsx) draws it. The page's counts and messages are
 * made from the list's noun, so that every list says them alike.
 */

/** What one content list is and what its page says. */
export interface ContentListSpec<Row extends ContentRow, Status extends string = string> {
  paging: ListPaging;
  /** The page's title ('Manage FAQs'), its Trash's too. */
  title: string;
  description: string;
  addLabel: string;
  /** The create/edit form's element id. */
  formId: string;
  Form: ComponentType<ContentFormProps<Row>>;
  table: ContentTableSpec<Row>;
  /** The rows, one and many ('FAQ', 'FAQs'). */
  noun: { one: string; many: string };
  /** What the search looks through, said under its box. */
  searchHint: string;
  /** The Status filter's options besides All: each status (in the address) and its label, in order. */
  statuses: Record<Status, string>;
  /** The names of the list's tabs ('FAQ lists'), its pager ('FAQ pages') and its Trash's table. */
  labels: { tabs: string; pager: string; trash: string };
  /** The pager's links, for a list not ordered newest first (TablePager says Newer / Older). */
  pagerLinks?: { previous: string; next: string };
  /** The header of the Trash's first column, what names a row ('Question'). */
  trashTitleHeader: string;
}

/** A content list page's data, whichever view it shows; the rows are under the list's own name ('faqs'). */
export interface ContentListData<Status extends string = string> {
  view: ListView;
  /** The Trash's rows, on its view. */
  trash: TrashRow[];
  trashCount: number;
  /** The view's page, of how many, out of how many rows. */
  page: number;
  pages: number;
  total: number;
  filter: ListFilter<Status>;
  /** The sorted column the address asks for (list-sort.ts); null: the list's own order. */
  sort: ListSort | null;
}
