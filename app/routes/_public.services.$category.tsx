import { data, Link, NavLink } from "react-router";

import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { CallToAction } from "~/features/site/call-to-action";
import { SiteOrExternalLink } from "~/features/site/external-link";
import { CheckCircleIcon, ChevronRightIcon } from "~/features/site/icons";
import { PageHeader } from "~/features/site/page-header";
import { ServiceCategoryIcon } from "~/features/site/service-icons";
import { findServiceCategory, serviceCategories, serviceReasons } from "~/features/site/services";
import { useSiteData } from "~/features/site/site-data";
import { RequestStaffCallout } from "~/features/staff-requests/request-staff-link";

import type { Route } from "./+types/_public.services.$category";

export function loader({ params }: Route.LoaderArgs) {
  const category = findServiceCategory(params.category);
  if (!category) throw data(null, { status: 404 });
  // The page renders from the content module; the loader only decides 200 or 404.
  return { slug: category.slug };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const category = findServiceCategory(loaderData?.slug);
  if (!category) return [];
  return pageMeta(siteFromMatches(matches), {
    title: `${category.title} Staffing`,
    description: `${category.description} Positions include ${category.positions.slice(0, 4).join(", ")} and more.`,
    path: `/services/${category.slug}`,
  });
};

export default function ServiceCategoryPage({ loaderData }: Route.ComponentProps) {
  const category = findServiceCategory(loaderData.slug)!;
  return (
    <>
      <PageHeader eyebrow="Staffing Services" title={category.title}>
        <p>{category.description}</p>
      </PageHeader>

      <div className="site-container grid gap-10 py-12 sm:py-16 lg:grid-cols-[17rem_1fr] lg:gap-12">
        <div className="min-w-0 space-y-12">
          <section aria-labelledby="available-positions">
            <h2 id="available-positions" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
              Available Positions
            </h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {category.positions.map((position) => (
                <li
                  key={position}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3.5 font-medium text-slate-800 shadow-sm"
                >
                  <CheckCircleIcon className="size-5 shrink-0 text-brand-600" />
                  {position}
                </li>
              ))}
            </ul>
            <ViewMoreInfo slug={category.slug} />
          </section>

          <section aria-labelledby="why-choose-us" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
            <h2 id="why-choose-us" className="text-2xl font-extrabold tracking-tight text-brand-900">
              Why Choose Us
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {serviceReasons.map((reason) => (
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
              Our Services
            </h2>
            <ul className="py-2">
              {serviceCategories.map((item) => (
                <li key={item.slug}>
                  <NavLink
                    to={`/services/${item.slug}`}
                    className="group flex items-center gap-3 border-l-4 border-transparent px-4 py-2.5 text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:border-accent-500 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                  >
                    <ServiceCategoryIcon icon={item.icon} className="size-5 shrink-0 text-brand-600" />
                    <span className="flex-1">{item.title}</span>
                    <ChevronRightIcon className="size-4 text-slate-400 group-aria-[current=page]:text-accent-700" />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>

      <CallToAction
        title={`Need ${category.title} Staff?`}
        text="Tell us about the positions you need to fill, or apply online to join our team."
      />
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
        View More Info
      </SiteOrExternalLink>
    );
  }
  // 'Jobs in this category' while the board is off does nothing, as 'Nothing' (DECISIONS, Links).
  if (agency.viewMoreInfo === "jobsInCategory" && agency.jobBoard) {
    return (
      <Link to={`/jobs?category=${encodeURIComponent(slug)}`} className={viewMoreInfoClass}>
        View More Info
      </Link>
    );
  }
  if (agency.viewMoreInfo === "contact") {
    return (
      <Link to={`/contact?service=${encodeURIComponent(slug)}`} className={viewMoreInfoClass}>
        View More Info
      </Link>
    );
  }
  return (
    <button type="button" className={viewMoreInfoClass}>
      View More Info
    </button>
  );
}
