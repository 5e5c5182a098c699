import { data } from "react-router";

import { openJobsInCategory } from "~/features/jobs/job-board.server";
import { JobCardList } from "~/features/jobs/job-card";
import { jobSearchHref } from "~/features/jobs/job-search-params";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { getSiteSettings } from "~/features/settings/settings.server";
import { CallToAction } from "~/features/site/call-to-action";
import { SiteOrExternalLink } from "~/features/site/external-link";
import { CheckCircleIcon, ChevronRightIcon, SearchIcon } from "~/features/site/icons";
import { m } from "~/features/site/messages/services";
import { PageHeader } from "~/features/site/page-header";
import { ServiceCategoryIcon } from "~/features/site/service-icons";
import { serviceReasons, serviceText, serviceTitles } from "~/features/site/service-text.server";
import { findServiceCategory } from "~/features/site/services";
import { useSiteData } from "~/features/site/site-data";
import { RequestStaffCallout } from "~/features/staff-requests/request-staff-link";
import { formatCount } from "~/platform/format/format-count";
import { LocalizedLink, LocalizedNavLink } from "~/platform/i18n/localized-link";

import type { Route } from "./+types/_public.services.$category";

/** How many of a category's open jobs its page lists ('Open Jobs'). */
const OPEN_JOBS_SHOWN = 5;

export async function loader({ params }: Route.LoaderArgs) {
  const category = findServiceCategory(params.category);
  if (!category) throw data(null, { status: 404 });
  const { jobBoardEnabled } = await getSiteSettings();
  // The texts in the page's language, from the server (the catalogue stays there).
  return {
    category: serviceText(category),
    categories: serviceTitles(),
    reasons: serviceReasons(),
    openJobs: jobBoardEnabled ? await openJobsInCategory(category.slug, OPEN_JOBS_SHOWN) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { category } = loaderData;
  return pageMeta(siteFromMatches(matches), {
    title: category.staffing,
    description: m.services_page_description({
      description: category.description,
      positions: category.positions.slice(0, 4).join(", "),
    }),
    path: `/services/${category.slug}`,
  });
};

export default function ServiceCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, categories, reasons, openJobs } = loaderData;
  return (
    <>
      <PageHeader eyebrow={m.site_link_staffing_services()} title={category.title}>
        <p>{category.description}</p>
      </PageHeader>

      <div className="site-container grid gap-10 py-12 sm:py-16 lg:grid-cols-[17rem_1fr] lg:gap-12">
        <div className="min-w-0 space-y-12">
          <section aria-labelledby="available-positions">
            <h2 id="available-positions" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
              {m.services_positions()}
            </h2>
            <Positions slug={category.slug} positions={category.positions} />
            <ViewMoreInfo slug={category.slug} />
          </section>

          {openJobs && openJobs.total > 0 ? (
            <section aria-labelledby="open-jobs">
              <h2 id="open-jobs" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
                {m.services_open_jobs()}
              </h2>
              <div className="mt-6">
                <JobCardList jobs={openJobs.jobs} headingLevel={3} />
              </div>
              <LocalizedLink
                to={`/jobs?category=${encodeURIComponent(category.slug)}`}
                className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                {openJobs.total === 1
                  ? m.services_see_one_job()
                  : m.services_see_all_jobs({ count: formatCount(openJobs.total) })}
                <ChevronRightIcon className="size-4" />
              </LocalizedLink>
            </section>
          ) : null}

          <section aria-labelledby="why-choose-us" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
            <h2 id="why-choose-us" className="text-2xl font-extrabold tracking-tight text-brand-900">
              {m.services_why()}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {reasons.map((reason) => (
                <li key={reason.title} className="flex gap-4">
                  <span className="mt-1 h-10 w-1 shrink-0 rounded-full bg-accent-500" aria-hidden="true" />
                  <div>
                    <h3 className="text-lg font-bold text-brand-800">{reason.title}</h3>
                    <p className="mt-1 leading-relaxed text-slate-600">{reason.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <RequestStaffCallout className="mt-8 border-t border-brand-100 pt-6" />
          </section>
        </div>

        <aside className="lg:order-first">
          <nav
            aria-labelledby="service-categories"
            className="rounded-xl border border-slate-200 bg-white shadow-sm lg:sticky lg:top-32"
          >
            <h2
              id="service-categories"
              className="border-b border-slate-200 px-5 py-4 text-lg font-bold text-brand-900"
            >
              {m.services_ours()}
            </h2>
            <ul className="py-2">
              {categories.map((item) => (
                <li key={item.slug}>
                  <LocalizedNavLink
                    to={`/services/${item.slug}`}
                    className="group flex items-center gap-3 border-l-4 border-transparent px-4 py-2.5 text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:border-accent-500 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                  >
                    <ServiceCategoryIcon icon={item.icon} className="size-5 shrink-0 text-brand-600" />
                    <span className="flex-1">{item.title}</span>
                    <ChevronRightIcon className="size-4 text-slate-400 group-aria-[current=page]:text-accent-700" />
                  </LocalizedNavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>

      <CallToAction title={category.needStaff} text={m.services_cta()} />
    </>
  );
}

/**
 * With the job board on, each position is a link to its search in this category; with it off,
 * a plain list: nothing that looks like a button when it does nothing.
 */
function Positions({ slug, positions }: { slug: string; positions: readonly string[] }) {
  const { agency } = useSiteData();
  if (!agency.jobBoard) {
    return (
      <ul className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {positions.map((position) => (
          <li key={position} className="flex items-center gap-3 font-medium text-slate-800">
            <CheckCircleIcon className="size-5 shrink-0 text-brand-600" />
            {position}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <p className="mt-3 text-slate-600">{m.services_positions_hint()}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {positions.map((position) => (
          <li key={position}>
            <LocalizedLink
              to={jobSearchHref({ category: slug, q: position })}
              className="group flex min-h-12 items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-slate-800 shadow-sm hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
            >
              <SearchIcon className="size-5 shrink-0 text-brand-600" />
              <span className="flex-1">{position}</span>
              <ChevronRightIcon className="size-4 shrink-0 text-slate-400 group-hover:text-brand-700" />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </>
  );
}

const viewMoreInfoClass =
  "mt-8 inline-flex items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800";

/**
 * As the site ships, 'View More Info' does nothing. Staff may point it at the job board or at
 * the contact page with this service named in the message (the settings).
 */
function ViewMoreInfo({ slug }: { slug: string }) {
  const { agency, externalLinks } = useSiteData();
  if (agency.viewMoreInfo === "jobBoard" && externalLinks.jobBoard) {
    return (
      <SiteOrExternalLink href={externalLinks.jobBoard} className={viewMoreInfoClass}>
        {m.services_more_info()}
      </SiteOrExternalLink>
    );
  }
  // 'Jobs in this category' while the board is off does nothing, as 'Nothing' (DECISIONS, Links).
  if (agency.viewMoreInfo === "jobsInCategory" && agency.jobBoard) {
    return (
      <LocalizedLink to={`/jobs?category=${encodeURIComponent(slug)}`} className={viewMoreInfoClass}>
        {m.services_more_info()}
      </LocalizedLink>
    );
  }
  if (agency.viewMoreInfo === "contact") {
    return (
      <LocalizedLink to={`/contact?service=${encodeURIComponent(slug)}`} className={viewMoreInfoClass}>
        {m.services_more_info()}
      </LocalizedLink>
    );
  }
  return (
    <button type="button" className={viewMoreInfoClass}>
      {m.services_more_info()}
    </button>
  );
}
