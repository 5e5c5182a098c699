import { JobCardList } from "~/features/jobs/job-card";
import { m } from "~/features/offices/messages/offices";
import { OfficeFacts } from "~/features/offices/office-facts";
import { officeJsonLd } from "~/features/offices/office-json-ld";
import { loadOfficePage } from "~/features/offices/office-page.server";
import { serializeJsonLd } from "~/features/seo/json-ld";
import { JsonLd } from "~/features/seo/json-ld-script";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { officeAddress } from "~/features/settings/public-offices";
import { ArrowLeftIcon, ChevronRightIcon } from "~/features/site/icons";
import { PageHeader } from "~/features/site/page-header";
import { useSiteData } from "~/features/site/site-data";
import { formatCount } from "~/platform/format/format-count";
import { localizedPath } from "~/platform/i18n/locale";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { useLocale } from "~/platform/i18n/use-locale";

import type { Route } from "./+types/_public.locations.$slug";

export async function loader({ params }: Route.LoaderArgs) {
  return loadOfficePage(params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { office } = loaderData;
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: office.name,
    description: m.offices_page_description({
      office: office.name,
      agency: site.agencyName,
      address: officeAddress(office),
    }),
    path: `/locations/${office.slug}`,
  });
};

export default function OfficePage({ loaderData }: Route.ComponentProps) {
  const { office, geo, miles, openJobs } = loaderData;
  const { agency, publicUrl } = useSiteData();
  const url = `${publicUrl}${localizedPath(useLocale(), `/locations/${office.slug}`)}`;
  return (
    <>
      <JsonLd json={serializeJsonLd(officeJsonLd({ office, agency, geo, url }))} />
      <PageHeader eyebrow={m.offices_title()} title={office.name}>
        <p>{officeAddress(office)}</p>
      </PageHeader>

      <div
        className={`site-container grid gap-10 py-12 sm:py-16 lg:gap-12 ${openJobs ? "lg:grid-cols-[22rem_1fr]" : ""}`}
      >
        <div className="max-w-xl space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
            <OfficeFacts office={office} agency={agency} headingLevel={2} />
          </section>
          <LocalizedLink
            to="/locations"
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeftIcon className="size-4" />
            {m.offices_all()}
          </LocalizedLink>
        </div>

        {openJobs ? (
          <section aria-labelledby="open-jobs-near" className="min-w-0">
            <h2 id="open-jobs-near" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
              {m.offices_open_jobs()}
            </h2>
            {openJobs.total > 0 ? (
              <>
                <p className="mt-2 text-slate-600">{m.offices_jobs_within({ miles })}</p>
                <div className="mt-6">
                  <JobCardList jobs={openJobs.jobs} headingLevel={3} />
                </div>
                {openJobs.total > openJobs.jobs.length ? (
                  <LocalizedLink
                    to={openJobs.href}
                    className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
                  >
                    {m.offices_see_all_jobs({ count: formatCount(openJobs.total) })}
                    <ChevronRightIcon className="size-4" />
                  </LocalizedLink>
                ) : null}
              </>
            ) : (
              <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-6">
                <p className="text-slate-600">{m.offices_no_jobs({ miles })}</p>
                <LocalizedLink
                  to="/jobs"
                  className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
                >
                  {m.offices_browse_jobs()}
                  <ChevronRightIcon className="size-4" />
                </LocalizedLink>
              </div>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
