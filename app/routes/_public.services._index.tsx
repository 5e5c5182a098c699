import { Link } from "react-router";

import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { acrossRegions, joinRegions } from "~/features/settings/public-agency";
import { CallToAction } from "~/features/site/call-to-action";
import { ArrowRightIcon } from "~/features/site/icons";
import { PageHeader } from "~/features/site/page-header";
import { ServiceCategoryIcon } from "~/features/site/service-icons";
import { featuredServices, featuredServiceSlugs, serviceCategories } from "~/features/site/services";
import { useSiteData } from "~/features/site/site-data";
import { RequestStaffCallout } from "~/features/staff-requests/request-staff-link";

import type { Route } from "./+types/_public.services._index";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Staffing Services",
    description: `Temporary, temp-to-hire and direct-placement staffing in oil and gas, dockside, hospitality, office support, skilled trades, light industrial and more${acrossRegions(site.regions)}.`,
    path: "/services",
  });
};

const otherServices = serviceCategories.filter((category) => !featuredServiceSlugs.includes(category.slug));

export default function Services() {
  const { agency } = useSiteData();
  return (
    <>
      <PageHeader eyebrow="What we do" title="Staffing Services">
        <p>
          {agency.name} provides temporary, temp-to-hire and direct-placement staffing for the industries that keep{" "}
          {joinRegions(agency.regions) || "our communities"} working. Tell us what you need; we will find the people.
        </p>
      </PageHeader>

      <section aria-labelledby="featured-services" className="py-16 sm:py-20">
        <div className="site-container">
          <h2 id="featured-services" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            Industries We Staff
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {featuredServices().map((category) => (
              <li key={category.slug}>
                <Link
                  to={`/services/${category.slug}`}
                  className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
                >
                  <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
                    <ServiceCategoryIcon icon={category.icon} className="size-6" />
                  </span>
                  <h3 className="mt-5 text-xl font-bold text-brand-900">{category.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600">{category.summary}</p>
                  <span className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-brand-700">
                    Learn more
                    <ArrowRightIcon className="size-4 transition group-hover:translate-x-0.5" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <RequestStaffCallout className="mt-10 text-lg" />
        </div>
      </section>

      <section aria-labelledby="more-services" className="bg-slate-50 py-14">
        <div className="site-container">
          <h2 id="more-services" className="text-2xl font-bold text-brand-900">
            More Staffing Categories
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {otherServices.map((category) => (
              <li key={category.slug}>
                <Link
                  to={`/services/${category.slug}`}
                  className="flex items-center gap-3 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:ring-brand-300"
                >
                  <ServiceCategoryIcon icon={category.icon} className="size-5 text-brand-600" />
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction />
    </>
  );
}
