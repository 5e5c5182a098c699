import { useLocation, useNavigate } from "react-router";

import { skipRevalidationAfterPreview } from "~/components/admin/markdown-preview";
import { settleServerAction } from "~/components/admin/settle-server-action";
import { countApplicationsByJob } from "~/features/applications/applications.server";
import { ContentListScreen } from "~/features/content-lists/content-list-screen";
import { contentListAction, loadContentList } from "~/features/content-lists/content-list.server";
import { isFiltered, listHref, NO_FILTER } from "~/features/content-lists/list-filters";
import { jobActions } from "~/features/jobs/job-actions.server";
import { jobList } from "~/features/jobs/job-list";
import { jobCategories } from "~/features/jobs/job-options";
import type { JobRow } from "~/features/jobs/job-row";
import { jobStore, type Job } from "~/features/jobs/job.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import type { RequestBodyHandle } from "~/platform/http/body-limits";

import type { Route } from "./+types/route";

/*
 * The job admin: every job, drafts, closed and expired ones included, newest created first,
 * 50 a page; searched and filtered by status and category (in the address); create, edit,
 * publish, copy, close, reopen, delete (to the Trash). Its Trash (?view=trash): restore,
 * delete forever.
 */

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Manage Jobs", "Admin") },
];

// A job's description and requirements, in English and Spanish, may each be 100,000
// characters: far over the ordinary forms' limit (docs/security.md, Bodies).
export const handle = { requestBody: "upload" } satisfies RequestBodyHandle;

function toRow({
  createdAt: _created,
  updatedAt: _updated,
  deletedAt: _deleted,
  searchVector: _search,
  ...job
}: Job): JobRow {
  return job;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadContentList(request, jobList, {
    store: jobStore,
    rowsKey: "jobs",
    toRows: async (jobs) => {
      const counts = await countApplicationsByJob(jobs.map((job) => job.id));
      return jobs.map((job) => ({ ...toRow(job), applicationCount: counts.get(job.id) ?? 0 }));
    },
    trashTitle: (job) => job.title,
  });
}

export const action = contentListAction(jobActions);

export const shouldRevalidate = skipRevalidationAfterPreview;

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleServerAction(serverAction);
}

const categoryTitles = jobCategories.map(({ title }) => title);

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const { jobs, page, filter } = loaderData;
  const navigate = useNavigate();
  const { search } = useLocation();
  // A new job (or a copy) is the newest: show the whole list's first page, where it is.
  const showNewest = () =>
    void navigate(listHref(jobList.paging.path, new URLSearchParams(search), { filter: NO_FILTER }));
  return (
    <ContentListScreen
      list={jobList}
      data={loaderData}
      rows={jobs}
      categories={categoryTitles}
      onCreated={page > 1 || isFiltered(filter) ? showNewest : undefined}
    />
  );
}
