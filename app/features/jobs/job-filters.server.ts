import { and, eq, type SQL } from "drizzle-orm";

import type { ListFilter } from "~/features/content-lists/list-filters";
import { matchesSearchDocument } from "~/features/content-lists/list-search.server";
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
