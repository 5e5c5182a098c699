import { useLocation, useNavigate } from "react-router";

import { skipRevalidationAfterPreview } from "~/components/admin/markdown-preview";
import { settleServerAction } from "~/components/admin/settle-server-action";
import { LoadError } from "~/components/admin/ui";
import { ContentListScreen } from "~/features/content-lists/content-list-screen";
import { contentListAction, loadContentList } from "~/features/content-lists/content-list.server";
import { isFiltered, listHref, NO_FILTER } from "~/features/content-lists/list-filters";
import { jobActions } from "~/features/jobs/job-actions.server";
import { jobRowsOf, loadJobFormOpening } from "~/features/jobs/job-admin.server";
import { withoutFormParams } from "~/features/jobs/job-from-request";
import { jobList } from "~/features/jobs/job-list";
import { jobCategories } from "~/features/jobs/job-options";
import { jobStore } from "~/features/jobs/job.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import type { RequestBodyHandle } from "~/platform/http/body-limits";

import type { Route } from "./+types/route";

/*
 * The job admin: every job, drafts, closed and expired ones included, newest created first,
 * 50 a page; searched and filtered by status and category (in the address); create, edit,
 * publish, copy, close, reopen, delete (to the Trash). Its Trash (?view=trash): restore,
 * delete forever. ?from-request={id} opens the form as a new job from that staff request
 * ('Create Job from Request'), ?edit={id} that job's form.
 */

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Manage Jobs", "Admin") },
];

// A job's description and requirements, in English and Spanish, may each be 100,000
// characters: far over the ordinary forms' limit (docs/security.md, Bodies).
export const handle = { requestBody: "upload" } satisfies RequestBodyHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const [list, opening] = await Promise.all([
    loadContentList(request, jobList, {
      store: jobStore,
      rowsKey: "jobs",
      toRows: jobRowsOf,
      trashTitle: (job) => job.title,
    }),
    loadJobFormOpening(new URL(request.url).searchParams),
  ]);
  return { ...list, ...opening };
}

export const action = contentListAction(jobActions);

export const shouldRevalidate = skipRevalidationAfterPreview;

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleServerAction(serverAction);
}

const categoryTitles = jobCategories.map(({ title }) => title);

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const { jobs, page, filter, openForm, openFormError } = loaderData;
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  // The form the address opened (?from-request=, ?edit=) does not open again once closed.
  const rest = withoutFormParams(params);
  const closeForm =
    rest.toString() !== params.toString()
      ? () => void navigate(listHref(jobList.paging.path, rest, { filter, page }), { replace: true })
      : undefined;
  // A new job (or a copy) is the newest: show the whole list's first page, where it is.
  const showNewest = () => void navigate(listHref(jobList.paging.path, rest, { filter: NO_FILTER }));
  return (
    <ContentListScreen
      list={jobList}
      data={loaderData}
      rows={jobs}
      categories={categoryTitles}
      onCreated={page > 1 || isFiltered(filter) ? showNewest : undefined}
      openForm={openForm}
      onFormClosed={closeForm}
      notice={openFormError ? <LoadError>{openFormError}</LoadError> : null}
    />
  );
}
