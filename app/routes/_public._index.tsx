import { Link } from "react-router";

import { AgencyJsonLd } from "~/features/seo/json-ld-script";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { acrossRegions, agencyDescription, joinRegions } from "~/features/settings/public-agency";
import { CallToAction } from "~/features/site/call-to-action";
import { DocksideIllustration } from "~/features/site/dockside-illustration";
import { SiteOrExternalLink } from "~/features/site/external-link";
import {
  AnchorIcon,
  ArrowRightIcon,
  BuildingIcon,
  CheckIcon,
  LayersIcon,
  SearchIcon,
  UsersIcon,
} from "~/features/site/icons";
import { HeaderBackdrop } from "~/features/site/page-header";
import { findServiceCategory } from "~/features/site/services";
import { useSiteData } from "~/features/site/site-data";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { m } from "~/platform/i18n/messages";

import type { Route } from "./+types/_public._index";

// The featured block's positions come from the loader: the services catalogue stays out of
// the home page's bundle.
export function loader() {
  const dockside = findServiceCategory("dockside")!;
  return { dockside: { slug: dockside.slug, positions: dockside.positions.slice(0, 6) } };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const regions = joinRegions(site.regions);
  return pageMeta(site, {
    title: regions ? `${site.agencyName} | Staffing in ${regions}` : `${site.agencyName} | Staffing`,
    fullTitle: true,
    description: `${site.agencyName}: ${agencyDescription(site.regions).replace(/^T/, "t")}`,
    path: "/",
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { dockside } = loaderData;
  const { agency, externalLinks } = useSiteData();
  return (
    <>
      <AgencyJsonLd />

      <section className="relative isolate overflow-hidden bg-brand-900 text-white">
        <HeaderBackdrop />
        <div className="site-container grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:py-24">
          <div>
            {agency.tagline ? (
              <p className="text-xs font-bold tracking-[0.25em] text-accent-400 sm:text-sm">{agency.tagline}</p>
            ) : null}
            {/* The page's one heading: the agency's name when no slogan is set. */}
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl">
              {agency.slogan || agency.name}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">{agencyDescription(agency.regions)}</p>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-brand-100">
              {["Temporary", "Temp-to-Hire", "Direct Placement"].map((option) => (
                <li key={option} className="flex items-center gap-2">
                  <CheckIcon className="size-4 text-accent-400" />
                  {option}
                </li>
              ))}
            </ul>
          </div>

          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <JobSeekerCard
              href={externalLinks.jobBoard}
              className="group flex flex-col rounded-xl bg-white p-6 text-slate-700 shadow-xl ring-1 ring-black/5 hover:ring-accent-500"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <SearchIcon className="size-6" />
                </span>
                <h2 className="text-xl font-bold text-brand-900">Looking for A Job?</h2>
              </div>
              <span className="mt-3 leading-relaxed">
                {externalLinks.jobBoard
                  ? `Browse open positions${acrossRegions(agency.regions)} and apply in minutes.`
                  : `Tell us what you are looking for: we place people in jobs${acrossRegions(agency.regions)}.`}
              </span>
              <span className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 group-hover:underline">
                {externalLinks.jobBoard ? "Search jobs" : "Ask about openings"}
                <ArrowRightIcon className="size-4" />
              </span>
            </JobSeekerCard>
            {agency.inboxRetentionDays !== null ? <HireCardWithRequest /> : <HireCard />}
          </div>
        </div>
      </section>

      <section aria-labelledby="how-we-help" className="bg-slate-50 py-16 sm:py-20">
        <div className="site-container">
          <div className="max-w-2xl">
            <p className="text-sm font-bold tracking-[0.2em] text-accent-700 uppercase">How we help</p>
            <h2 id="how-we-help" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
              Staffing that works for everyone
            </h2>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            <InfoCard
              icon={<LayersIcon className="size-6" />}
              title="Placement Options"
              linkText="Explore our services"
              to="/services"
            >
              Temporary, temp-to-hire or direct placement: choose the arrangement that fits your business or your
              career.
            </InfoCard>
            <InfoCard
              icon={<BuildingIcon className="size-6" />}
              title="Industries Served"
              linkText="See all industries"
              to="/services"
            >
              Oil and gas, dockside, hospitality, gaming, healthcare, office support, skilled trades and more
              {acrossRegions(agency.regions)}.
            </InfoCard>
            <InfoCard
              icon={<SearchIcon className="size-6" />}
              title="Browse Jobs"
              linkText={externalLinks.jobBoard ? "View open jobs" : "Ask about openings"}
              href={externalLinks.jobBoard}
              to="/contact"
            >
              New openings every week. Find the job that fits your skills and schedule, and apply online.
            </InfoCard>
          </ul>
        </div>
      </section>

      <section aria-labelledby="dockside-feature" className="py-16 sm:py-20">
        <div className="site-container grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <DocksideIllustration className="aspect-[4/3] w-full rounded-2xl shadow-lg" />
          <div>
            <p className="flex items-center gap-2 text-sm font-bold tracking-[0.2em] text-accent-700 uppercase">
              <AnchorIcon className="size-5" />
              Featured service
            </p>
            <h2
              id="dockside-feature"
              className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
            >
              Dockside Staffing
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">
              From Lake Charles to Port Arthur, ports and terminals count on us for experienced maritime and port
              workers, ready for every vessel and every shift.
            </p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {dockside.positions.map((position) => (
                <li key={position} className="flex items-center gap-2 text-slate-700">
                  <CheckIcon className="size-5 shrink-0 text-brand-600" />
                  {position}
                </li>
              ))}
            </ul>
            <Link
              to={`/services/${dockside.slug}`}
              className="mt-8 inline-flex items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Explore Dockside Staffing
              <ArrowRightIcon className="size-4" />
            </Link>
          </div>
        </div>
      </section>

      <CallToAction />
    </>
  );
}

/** The job seekers' card: the job board, or the contact page when the agency has none set. */
function JobSeekerCard({ href, className, children }: { href: string; className: string; children: React.ReactNode }) {
  return href ? (
    <SiteOrExternalLink href={href} className={className}>
      {children}
    </SiteOrExternalLink>
  ) : (
    <Link to="/contact" className={className}>
      {children}
    </Link>
  );
}

function InfoCard({
  icon,
  title,
  children,
  linkText,
  to,
  href,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  linkText: string;
  to?: string;
  href?: string;
}) {
  const linkClass = "mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-brand-700 hover:underline";
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-lg bg-brand-700 text-white">{icon}</span>
      <h3 className="mt-5 text-xl font-bold text-brand-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{children}</p>
      {href ? (
        <SiteOrExternalLink href={href} className={linkClass}>
          {linkText}
          <ArrowRightIcon className="size-4" />
        </SiteOrExternalLink>
      ) : (
        <Link to={to!} className={linkClass}>
          {linkText}
          <ArrowRightIcon className="size-4" />
        </Link>
      )}
    </li>
  );
}

/** 'Need to Hire?' as the spec has it: the whole card leads to the contact page. */
function HireCard() {
  return (
    <Link
      to="/contact"
      className="group flex flex-col rounded-xl bg-white p-6 text-slate-700 shadow-xl ring-1 ring-black/5 hover:ring-accent-500"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg bg-accent-500/15 text-accent-700">
          <UsersIcon className="size-6" />
        </span>
        <h2 className="text-xl font-bold text-brand-900">Need to Hire?</h2>
      </div>
      <span className="mt-3 leading-relaxed">
        Tell us about your staffing needs and we will find reliable people for your team.
      </span>
      <span className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 group-hover:underline">
        Request staff
        <ArrowRightIcon className="size-4" />
      </span>
    </Link>
  );
}

/**
 * While /request-staff exists (the inbox is on): the same card with two ways in, the contact
 * page ('Contact Us', as the spec) and 'Request Staff'.
 */
function HireCardWithRequest() {
  return (
    <div className="flex flex-col rounded-xl bg-white p-6 text-slate-700 shadow-xl ring-1 ring-black/5">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg bg-accent-500/15 text-accent-700">
          <UsersIcon className="size-6" />
        </span>
        <h2 className="text-xl font-bold text-brand-900">Need to Hire?</h2>
      </div>
      <span className="mt-3 leading-relaxed">
        Tell us about your staffing needs and we will find reliable people for your team.
      </span>
      <span className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <LocalizedLink
          to="/request-staff"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          {m.staff_requests_link()}
          <ArrowRightIcon className="size-4" />
        </LocalizedLink>
        <LocalizedLink
          to="/contact"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          {m.site_link_contact_us()}
          <ArrowRightIcon className="size-4" />
        </LocalizedLink>
      </span>
    </div>
  );
}
