import { and, eq, sql, type SQL } from "drizzle-orm";

import { sortedBy } from "~/features/content-lists/content-rows.server";
import type { ListFilter } from "~/features/content-lists/list-filters";
import { matchesSearch } from "~/features/content-lists/list-search.server";
import type { SortDirection } from "~/features/content-lists/list-sort";
import { faqs } from "~/platform/db/schema";

/** The admin FAQ list's Status filter: All (null), or one of these (their labels: faqList). */
export type FaqStatus = "published" | "draft";

export type FaqListFilter = ListFilter<FaqStatus>;

/** The FAQs a filter keeps: the search over question and answer, English and Spanish (faqs_search_idx), status, category. */
export function faqFilterCondition(filter: FaqListFilter): SQL | undefined {
  return and(
    filter.q ? matchesSearch(filter.q, faqs.question, faqs.answer, faqs.questionEs, faqs.answerEs) : undefined,
    filter.status ? eq(faqs.isPublished, filter.status === "published") : undefined,
    filter.category ? eq(faqs.category, filter.category) : undefined,
  );
}

/** The FAQ table's sortable columns (faqTable): Question (A to Z, capitals aside), Order, Status (Draft before Published). */
export const faqSorts: Record<string, (dir: SortDirection) => SQL[]> = {
  question: (dir) => [sortedBy(sql`lower(${faqs.question})`, dir)],
  order: (dir) => [sortedBy(faqs.displayOrder, dir)],
  status: (dir) => [sortedBy(faqs.isPublished, dir)],
};
