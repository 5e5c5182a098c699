import type { ContentListSpec } from "~/features/content-lists/content-list";
import type { ListPaging } from "~/features/content-lists/list-paging";

import { JobForm } from "./job-form";
import type { JobRow } from "./job-row";
import { jobStateLabels, type JobState } from "./job-status";
import { jobTable } from "./job-table";

/** The admin jobs table: 50 jobs a page, newest created first. */
const jobPaging: ListPaging = { path: "/admin/jobs", perPage: 50 };

/** The job admin list (/admin/jobs): newest created first, as its pager's Newer / Older say. */
export const jobList: ContentListSpec<JobRow, JobState> = {
  paging: jobPaging,
  title: "Manage Jobs",
  description: "Openings for the public job board, newest first. Only open jobs are shown there.",
  addLabel: "Add New Job",
  formId: "job-form",
  Form: JobForm,
  table: jobTable,
  noun: { one: "job", many: "jobs" },
  searchHint:
    "Finds every word in the title, the description or the requirements, in English or Spanish, accents and capitals aside.",
  statuses: jobStateLabels,
  labels: { tabs: "Job lists", pager: "Job pages", trash: "Jobs in the Trash" },
  trashTitleHeader: "Title",
};
