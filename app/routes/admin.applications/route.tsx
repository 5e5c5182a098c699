import { data, Form, Link } from "react-router";

import { Body, Cell, Head, Header, Row, Table } from "~/components/admin/stacked-table";
import { TablePager } from "~/components/admin/table-pager";
import { AdminPage, AdminPageHeader, buttonStyles, EmptyState, LoadError } from "~/components/admin/ui";
import {
  APPLICATIONS_PER_PAGE,
  applicationsHref,
  GENERAL_APPLICATION,
  parseApplicationQuery,
  SEARCH_MAX_LENGTH,
  type ApplicationQuery,
} from "~/features/applications/application-filters";
import { applicationJobLabel, applicationStages, stageKeys } from "~/features/applications/application-stages";
import {
  countSpamApplications,
  jobsWithApplications,
  listApplications,
} from "~/features/applications/applications.server";
import { StageBadge } from "~/features/applications/stage-badge";
import { formatReceivedShort } from "~/features/inbox/received-time";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { formatCount } from "~/platform/format/format-count";
import { pageCount } from "~/platform/format/pagination";
import { logError } from "~/platform/http/describe-error.server";

import type { Route } from "./+types/route";

/*
 * /admin/applications: every application, newest first, 50 a page; searched (name, email,
 * phone, ZIP and resume text, accents and capitals aside) and filtered by stage and job, all
 * in the address; the Spam view apart. 'Export CSV' takes the same filters.
 */

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Applications", "Admin") },
];

interface ListRow {
  id: string;
  name: string;
  job: string;
  received: string;
  stage: string;
  meetsScreening: boolean;
  receivedAfterClosing: boolean;
  legalHold: boolean;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseApplicationQuery(url.searchParams);
  if (!query) throw data(null, { status: 404 });
  const empty = {
    query,
    rows: [] as ListRow[],
    total: 0,
    pages: 1,
    spamTotal: 0,
    jobs: [] as Array<{ id: string; title: string }>,
  };
  let loaded;
  try {
    loaded = await Promise.all([listApplications(query, query.page), countSpamApplications(), jobsWithApplications()]);
  } catch (error) {
    // The rule for admin lists (loadOrLog): logged, and the page still renders.
    logError("applications: could not load the list", error);
    return { ...empty, loadFailed: true, deleted: null };
  }
  const [{ rows, total }, spamTotal, jobs] = loaded;
  const pages = pageCount(total, APPLICATIONS_PER_PAGE);
  if (query.page > pages) throw data(null, { status: 404 });
  return {
    ...empty,
    rows: rows.map((row): ListRow => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      job: applicationJobLabel(row),
      received: formatReceivedShort(row.receivedAt),
      stage: row.stage,
      meetsScreening: row.meetsScreening,
      receivedAfterClosing: row.receivedAfterClosing,
      legalHold: row.legalHold,
    })),
    total,
    pages,
    spamTotal,
    jobs,
    loadFailed: false,
    deleted: url.searchParams.get("deleted"),
  };
}

const tabClass =
  "inline-flex items-center gap-2 border-b-2 border-transparent px-1 pb-3 text-sm font-semibold text-slate-600 hover:border-slate-300 hover:text-slate-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-900";
const fieldClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none";
const labelClass = "mb-1.5 block text-sm font-semibold text-slate-800";

function isFiltered(query: ApplicationQuery): boolean {
  return Boolean(query.search || query.stage || query.job);
}

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, pages, spamTotal, jobs, loadFailed, deleted } = loaderData;
  const csvHref = applicationsHref({ ...query, page: 1 }, "/admin/applications.csv");
  return (
    <AdminPage>
      <AdminPageHeader
        title="Applications"
        description="Applications sent with the apply pages of the website, newest first."
        action={
          <a href={csvHref} download className={buttonStyles.secondary}>
            Export CSV
          </a>
        }
      />
      {deleted ? (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-800"
        >
          {deleted === "all" ? "Every application of that person was deleted." : "The application was deleted."}
        </p>
      ) : null}

      <nav aria-label="Application views" className="border-b border-slate-200">
        <ul className="flex gap-6">
          <li>
            <Link to={applicationsHref({})} aria-current={query.spam ? undefined : "page"} className={tabClass}>
              Applications
            </Link>
          </li>
          <li>
            <Link
              to={applicationsHref({ spam: true })}
              aria-current={query.spam ? "page" : undefined}
              className={tabClass}
            >
              Spam
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
                {spamTotal}
              </span>
            </Link>
          </li>
        </ul>
      </nav>

      <Form
        method="get"
        role="search"
        aria-label="Filter applications"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
      >
        {query.spam ? <input type="hidden" name="view" value="spam" /> : null}
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="applications-search" className={labelClass}>
            Search applications
          </label>
          <input
            id="applications-search"
            type="search"
            name="q"
            defaultValue={query.search}
            maxLength={SEARCH_MAX_LENGTH}
            aria-describedby="applications-search-hint"
            className={fieldClass}
          />
          <p id="applications-search-hint" className="mt-1 text-xs text-slate-600">
            Name, email, phone, ZIP Code and the resume's text, accents and capitals aside.
          </p>
        </div>
        <div>
          <label htmlFor="applications-stage" className={labelClass}>
            Stage
          </label>
          <select id="applications-stage" name="stage" defaultValue={query.stage ?? ""} className={fieldClass}>
            <option value="">All stages</option>
            {stageKeys.map((stage) => (
              <option key={stage} value={stage}>
                {applicationStages[stage]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="applications-job" className={labelClass}>
            Job
          </label>
          <select id="applications-job" name="job" defaultValue={query.job ?? ""} className={fieldClass}>
            <option value="">All jobs</option>
            <option value={GENERAL_APPLICATION}>General application</option>
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <button type="submit" className={buttonStyles.primary}>
            Filter
          </button>
          {isFiltered(query) ? (
            <Link to={applicationsHref({ spam: query.spam })} className={buttonStyles.secondary}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      {loadFailed ? (
        <LoadError>The applications could not be loaded. Please reload the page in a moment.</LoadError>
      ) : rows.length === 0 ? (
        <EmptyState>
          {isFiltered(query)
            ? "No applications match these filters."
            : query.spam
              ? "No spam. Applications judged as spam wait here, without any mail."
              : "No applications yet. Applications sent with the website's apply pages appear here."}
        </EmptyState>
      ) : (
        <>
          <ApplicationTable rows={rows} spam={query.spam} />
          {pages > 1 ? (
            <TablePager
              label="Application pages"
              page={query.page}
              pages={pages}
              total={total}
              perPage={APPLICATIONS_PER_PAGE}
              href={(page) => applicationsHref({ ...query, page })}
              noun="applications"
            />
          ) : (
            <p className="text-sm text-slate-600">
              {formatCount(total)} {total === 1 ? "application" : "applications"}
            </p>
          )}
        </>
      )}
    </AdminPage>
  );
}

function ApplicationTable({ rows, spam }: { rows: ListRow[]; spam: boolean }) {
  return (
    <Table label={spam ? "Spam applications" : "Applications"}>
      <Head>
        <Header>Name</Header>
        <Header>Job</Header>
        <Header>Received</Header>
        <Header>Stage</Header>
        <Header className="text-right">Actions</Header>
      </Head>
      <Body>
        {rows.map((row) => (
          <Row key={row.id}>
            <Cell label="Name" className="font-semibold text-slate-900 lg:max-w-56">
              <span className="break-words">{row.name}</span>
            </Cell>
            <Cell label="Job" className="text-slate-700">
              <span className="block">{row.job}</span>
              {row.receivedAfterClosing ? (
                <span className="block text-xs text-amber-900">Received after closing</span>
              ) : null}
            </Cell>
            <Cell label="Received" className="text-slate-700 lg:whitespace-nowrap">
              {row.received}
            </Cell>
            <Cell label="Stage">
              <StageBadge stage={row.stage} />
              {row.meetsScreening ? null : (
                <span className="mt-1 block text-xs font-semibold text-red-800">Does not meet</span>
              )}
              {row.legalHold ? <span className="mt-1 block text-xs text-slate-600">Kept (legal hold)</span> : null}
            </Cell>
            <Cell className="lg:text-right">
              <Link
                to={`/admin/applications/${row.id}`}
                aria-label={`View ${row.name}'s application`}
                className={buttonStyles.secondary}
              >
                View
              </Link>
            </Cell>
          </Row>
        ))}
      </Body>
    </Table>
  );
}
