import { and, eq, sql, type SQL } from "drizzle-orm";

import { sortedBy } from "~/features/content-lists/content-rows.server";
import type { ListFilter } from "~/features/content-lists/list-filters";
import { matchesSearchDocument } from "~/features/content-lists/list-search.server";
import type { SortDirection } from "~/features/content-lists/list-sort";
import { jobs } from "~/platform/db/schema";

import { jobStateCondition } from "./job-conditions.server";
import { jobCategories } from "./job-options";
import type { JobState } from "./job-status";

export type JobListFilter = ListFilter<JobState>;

/** The jobs the admin's search (English and Spanish text), Status and Category filters keep. */
export function jobFilterCondition(filter: JobListFilter): SQL | undefined {
  // The Category filter names a category by its title, as its options show it.
  const category = filter.category && jobCategories.find(({ title }) => title === filter.category);
  return and(
    filter.q ? matchesSearchDocument(filter.q, jobs.searchVector) : undefined,
    filter.status ? jobStateCondition(filter.status) : undefined,
    filter.category ? eq(jobs.category, category ? category.slug : "") : undefined,
  );
}

// A job's state in the order of its label, as sorting the Status column shows them: Closed, Draft, Expired, Open.
const statusRank = sql`case when ${jobStateCondition("closed")} then 0 when ${jobStateCondition("draft")} then 1 when ${jobStateCondition("expired")} then 2 else 3 end`;

/** The job table's sortable columns (jobTable): Title (A to Z, capitals aside), Posted (its first publishing; drafts last), Status. */
export const jobSorts: Record<string, (dir: SortDirection) => SQL[]> = {
  title: (dir) => [sortedBy(sql`lower(${jobs.title})`, dir)],
  date: (dir) => [sortedBy(jobs.publishedAt, dir)],
  status: (dir) => [sortedBy(statusRank, dir)],
};
