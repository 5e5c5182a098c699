import { m } from "~/features/offices/messages/offices";
import { OfficeFacts } from "~/features/offices/office-facts";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { BuildingIcon, ChevronRightIcon } from "~/features/site/icons";
import { PageHeader } from "~/features/site/page-header";
import { useSiteData } from "~/features/site/site-data";
import { LocalizedLink } from "~/platform/i18n/localized-link";

import type { Route } from "./+types/_public.locations._index";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: m.offices_title(),
    description: m.offices_description({ agency: site.agencyName }),
    path: "/locations",
  });
};

/** /locations: every office of the settings, each with its facts and a link to its page. */
export default function Offices() {
  const { agency } = useSiteData();
  return (
    <>
      <PageHeader title={m.offices_title()}>
        <p>{m.offices_intro()}</p>
      </PageHeader>
      <div className="site-container py-12 sm:py-16">
        {agency.offices.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {m.offices_none()}
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {agency.offices.map((office) => (
              <li
                key={office.slug}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7"
              >
                <h2 className="flex items-center gap-3 text-xl font-extrabold tracking-tight text-brand-900">
                  <BuildingIcon className="size-6 shrink-0 text-accent-600" />
                  <LocalizedLink to={`/locations/${office.slug}`} className="hover:underline">
                    {office.name}
                  </LocalizedLink>
                </h2>
                <div className="mt-5 flex-1">
                  <OfficeFacts office={office} agency={agency} headingLevel={3} />
                </div>
                <LocalizedLink
                  to={`/locations/${office.slug}`}
                  className="mt-6 inline-flex items-center gap-2 self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
                >
                  {m.offices_more({ office: office.name })}
                  <ChevronRightIcon className="size-4" />
                </LocalizedLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
