import { loadJobBoard } from "~/features/jobs/job-board.server";
import { JobCardList } from "~/features/jobs/job-card";
import { JobSearchForm } from "~/features/jobs/job-search-form";
import { JOB_SEARCH_PARAMS } from "~/features/jobs/job-search-params";
import { m } from "~/features/jobs/messages/jobs";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { ArrowLeftIcon, ArrowRightIcon } from "~/features/site/icons";
import { PageHeader } from "~/features/site/page-header";
import { pageSearchesQuery } from "~/platform/cache/page-cache.server";
import { formatCount } from "~/platform/format/format-count";
import { LocalizedLink } from "~/platform/i18n/localized-link";

import type { Route } from "./+types/_public.jobs";

/* /jobs (and /es/jobs): 'Browse Jobs', the job board's search, while staff have the board on. */

// The cache keeps one entry per search, its parameters sorted: random ones cannot fill it.
export const middleware: Route.MiddlewareFunction[] = [pageSearchesQuery(JOB_SEARCH_PARAMS)];

export function loader({ request }: Route.LoaderArgs) {
  return loadJobBoard(request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const site = siteFromMatches(matches);
  const { page, pages, filtered, path } = loaderData;
  return pageMeta(site, {
    title: page > 1 ? m.jobs_title_page({ page, pages }) : m.jobs_title(),
    description: m.jobs_description({ agency: site.agencyName }),
    path,
    // One indexed list: a search's results are for the visitor who asked (the jobs have their own pages).
    noindex: filtered,
  });
};

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { search, total, page, pages, previousHref, nextHref, filtered, distanceUnknown, jobs, categories } =
    loaderData;
  return (
    <>
      <PageHeader eyebrow={m.jobs_eyebrow()} title={m.jobs_title()}>
        <p>{m.jobs_intro()}</p>
      </PageHeader>

      <div className="site-container py-10 sm:py-14">
        <JobSearchForm search={search} categories={categories} />

        <div className="mt-10" aria-live="polite">
          <p className="text-lg font-bold text-brand-900">
            {total === 1 ? m.jobs_count_one() : m.jobs_count({ count: formatCount(total) })}
          </p>
          {distanceUnknown ? (
            <p className="mt-2 text-slate-700">{m.jobs_distance_unknown({ location: search.location })}</p>
          ) : null}
        </div>

        {jobs.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <p className="text-xl font-bold text-brand-900">{m.jobs_none()}</p>
            <p className="mx-auto mt-3 max-w-xl text-slate-600">{m.jobs_none_hint()}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {filtered ? (
                <LocalizedLink
                  to="/jobs"
                  className="rounded-md border border-slate-300 bg-white px-5 py-2.5 font-semibold text-brand-700 shadow-sm hover:border-brand-300 hover:bg-brand-50"
                >
                  {m.jobs_clear()}
                </LocalizedLink>
              ) : null}
              <LocalizedLink
                to="/apply"
                className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
              >
                {m.jobs_general_application()}
              </LocalizedLink>
            </div>
          </div>
        ) : (
          <div className="mt-6">
            <JobCardList jobs={jobs} />
          </div>
        )}

        {pages > 1 ? <Pager page={page} pages={pages} previousHref={previousHref} nextHref={nextHref} /> : null}
      </div>
    </>
  );
}

const pagerLinkClass =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-brand-700 shadow-sm hover:border-brand-300 hover:bg-brand-50";

function Pager({
  page,
  pages,
  previousHref,
  nextHref,
}: {
  page: number;
  pages: number;
  previousHref: string | null;
  nextHref: string | null;
}) {
  return (
    <nav
      aria-label={m.jobs_pages()}
      className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-8"
    >
      <div>
        {previousHref ? (
          <LocalizedLink to={previousHref} rel="prev" className={pagerLinkClass}>
            <ArrowLeftIcon className="size-4" />
            {m.jobs_previous()}
          </LocalizedLink>
        ) : null}
      </div>
      <p className="text-slate-600">{m.jobs_page_of({ page, pages })}</p>
      <div>
        {nextHref ? (
          <LocalizedLink to={nextHref} rel="next" className={pagerLinkClass}>
            {m.jobs_next()}
            <ArrowRightIcon className="size-4" />
          </LocalizedLink>
        ) : null}
      </div>
    </nav>
  );
}
