import { and, eq, type SQL } from "drizzle-orm";

import type { ListFilter } from "~/features/content-lists/list-filters";
import { matchesSearch } from "~/features/content-lists/list-search.server";
import { jobs } from "~/platform/db/schema";

import { jobStateCondition } from "./job-conditions.server";
import { jobCategories } from "./job-options";
import type { JobState } from "./job-status";

export type JobListFilter = ListFilter<JobState>;

/** The six searched columns, in the order of jobs_search_idx (its expression must be the query's). */
export const jobSearchColumns = [
  jobs.title,
  jobs.description,
  jobs.requirements,
  jobs.titleEs,
  jobs.descriptionEs,
  jobs.requirementsEs,
] as const;

/** The jobs the admin's search (English and Spanish text), Status and Category filters keep. */
export function jobFilterCondition(filter: JobListFilter): SQL | undefined {
  // The Category filter names a category by its title, as its options show it.
  const category = filter.category && jobCategories.find(({ title }) => title === filter.category);
  return and(
    filter.q ? matchesSearch(filter.q, ...jobSearchColumns) : undefined,
    filter.status ? jobStateCondition(filter.status) : undefined,
    filter.category ? eq(jobs.category, category ? category.slug : "") : undefined,
  );
}
