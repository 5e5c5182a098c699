import { agencyJsonLd } from "~/features/seo/agency-json-ld.server";
import { JsonLd } from "~/features/seo/json-ld-script";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { acrossRegions } from "~/features/settings/public-agency";
import { getSiteSettings } from "~/features/settings/settings.server";
import { CallToAction } from "~/features/site/call-to-action";
import docksideIllustration from "~/features/site/dockside.svg?no-inline";
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
import { regionsInLanguage } from "~/features/site/regions";
import { serviceText } from "~/features/site/service-text.server";
import { findServiceCategory } from "~/features/site/services";
import { useSiteData } from "~/features/site/site-data";
import { Tagline } from "~/features/site/tagline";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { messageTexts } from "~/platform/i18n/message-texts.server";
import { m } from "~/platform/i18n/messages";

import type { Route } from "./+types/_public._index";

// The page's texts (messages/home.{en,es}.json) and the featured block's positions come from
// the loader: the home page's messages and the services catalogue stay out of its JavaScript,
// the first load of the site's busiest page.
export async function loader() {
  const { agencyName, serviceRegions } = await getSiteSettings();
  const regions = regionsInLanguage(serviceRegions);
  const across = acrossRegions(regions);
  const dockside = serviceText(findServiceCategory("dockside")!);
  return {
    agencyJsonLd: await agencyJsonLd(),
    title: regions ? m.home_title_regions({ agency: agencyName, regions }) : m.home_title({ agency: agencyName }),
    text: {
      ...messageTexts([
        "home_temporary",
        "home_temp_to_hire",
        "home_direct",
        "home_seek_title",
        "home_search_jobs",
        "home_ask",
        "home_hire_title",
        "home_hire_text",
        "home_hire_link",
        "home_help",
        "home_help_title",
        "home_options",
        "home_options_link",
        "home_options_text",
        "home_industries",
        "home_industries_link",
        "home_jobs",
        "home_jobs_link",
        "home_jobs_text",
        "home_featured",
        "home_dockside_text",
        "home_dockside_link",
      ]),
      home_seek_board: m.home_seek_board({ across }),
      home_seek_contact: m.home_seek_contact({ across }),
      home_industries_text: m.home_industries_text({ across }),
    },
    dockside: { slug: dockside.slug, title: dockside.staffing, positions: dockside.positions.slice(0, 6) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const description = site.agency?.description ?? "";
  return pageMeta(site, {
    title: loaderData?.title ?? site.agencyName,
    fullTitle: true,
    description: `${site.agencyName}: ${description.charAt(0).toLowerCase()}${description.slice(1)}`,
    path: "/",
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { dockside, text } = loaderData;
  const { agency, externalLinks } = useSiteData();
  return (
    <>
      <JsonLd json={loaderData.agencyJsonLd} />

      <section className="relative isolate overflow-hidden bg-brand-900 text-white">
        <HeaderBackdrop />
        <div className="site-container grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:py-24">
          <div>
            {agency.tagline ? (
              <Tagline
                text={agency.tagline}
                className="text-xs font-bold tracking-[0.25em] text-accent-400 sm:text-sm"
              />
            ) : null}
            {/* The page's one heading: the agency's name when no slogan is set. */}
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl">
              {agency.slogan || agency.name}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">{agency.description}</p>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-brand-100">
              {[text.home_temporary, text.home_temp_to_hire, text.home_direct].map((option) => (
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
                <h2 className="text-xl font-bold text-brand-900">{text.home_seek_title}</h2>
              </div>
              <span className="mt-3 leading-relaxed">
                {externalLinks.jobBoard ? text.home_seek_board : text.home_seek_contact}
              </span>
              <span className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 group-hover:underline">
                {externalLinks.jobBoard ? text.home_search_jobs : text.home_ask}
                <ArrowRightIcon className="size-4" />
              </span>
            </JobSeekerCard>
            {agency.inboxRetentionDays !== null ? <HireCardWithRequest text={text} /> : <HireCard text={text} />}
          </div>
        </div>
      </section>

      <section aria-labelledby="how-we-help" className="bg-slate-50 py-16 sm:py-20">
        <div className="site-container">
          <div className="max-w-2xl">
            <p className="text-sm font-bold tracking-[0.2em] text-accent-700 uppercase">{text.home_help}</p>
            <h2 id="how-we-help" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
              {text.home_help_title}
            </h2>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            <InfoCard
              icon={<LayersIcon className="size-6" />}
              title={text.home_options}
              linkText={text.home_options_link}
              to="/services"
            >
              {text.home_options_text}
            </InfoCard>
            <InfoCard
              icon={<BuildingIcon className="size-6" />}
              title={text.home_industries}
              linkText={text.home_industries_link}
              to="/services"
            >
              {text.home_industries_text}
            </InfoCard>
            <InfoCard
              icon={<SearchIcon className="size-6" />}
              title={text.home_jobs}
              linkText={externalLinks.jobBoard ? text.home_jobs_link : text.home_ask}
              href={externalLinks.jobBoard}
              to="/contact"
            >
              {text.home_jobs_text}
            </InfoCard>
          </ul>
        </div>
      </section>

      <section aria-labelledby="dockside-feature" className="py-16 sm:py-20">
        <div className="site-container grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          {/* A port at dusk: decorative, below the fold, a file of its own rather than part of the page's script. */}
          <img
            src={docksideIllustration}
            alt=""
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg"
          />
          <div>
            <p className="flex items-center gap-2 text-sm font-bold tracking-[0.2em] text-accent-700 uppercase">
              <AnchorIcon className="size-5" />
              {text.home_featured}
            </p>
            <h2
              id="dockside-feature"
              className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
            >
              {dockside.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{text.home_dockside_text}</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {dockside.positions.map((position) => (
                <li key={position} className="flex items-center gap-2 text-slate-700">
                  <CheckIcon className="size-5 shrink-0 text-brand-600" />
                  {position}
                </li>
              ))}
            </ul>
            <LocalizedLink
              to={`/services/${dockside.slug}`}
              className="mt-8 inline-flex items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {text.home_dockside_link}
              <ArrowRightIcon className="size-4" />
            </LocalizedLink>
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
    <LocalizedLink to="/contact" className={className}>
      {children}
    </LocalizedLink>
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
        <LocalizedLink to={to!} className={linkClass}>
          {linkText}
          <ArrowRightIcon className="size-4" />
        </LocalizedLink>
      )}
    </li>
  );
}

/** 'Need to Hire?' as the spec has it: the whole card leads to the contact page. */
/** The home page's words for the 'Need to Hire?' card (read on the server: home.{en,es}.json). */
type HireCardText = Pick<
  Route.ComponentProps["loaderData"]["text"],
  "home_hire_title" | "home_hire_text" | "home_hire_link"
>;

function HireCard({ text }: { text: HireCardText }) {
  return (
    <LocalizedLink
      to="/contact"
      className="group flex flex-col rounded-xl bg-white p-6 text-slate-700 shadow-xl ring-1 ring-black/5 hover:ring-accent-500"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg bg-accent-500/15 text-accent-700">
          <UsersIcon className="size-6" />
        </span>
        <h2 className="text-xl font-bold text-brand-900">{text.home_hire_title}</h2>
      </div>
      <span className="mt-3 leading-relaxed">{text.home_hire_text}</span>
      <span className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 group-hover:underline">
        {text.home_hire_link}
        <ArrowRightIcon className="size-4" />
      </span>
    </LocalizedLink>
  );
}

/**
 * While /request-staff exists (the inbox is on): the same card with two ways in, the contact
 * page ('Contact Us', as the spec) and 'Request Staff'.
 */
function HireCardWithRequest({ text }: { text: HireCardText }) {
  return (
    <div className="flex flex-col rounded-xl bg-white p-6 text-slate-700 shadow-xl ring-1 ring-black/5">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg bg-accent-500/15 text-accent-700">
          <UsersIcon className="size-6" />
        </span>
        <h2 className="text-xl font-bold text-brand-900">{text.home_hire_title}</h2>
      </div>
      <span className="mt-3 leading-relaxed">{text.home_hire_text}</span>
      <span className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <LocalizedLink
          to="/request-staff"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          {m.site_request_staff()}
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
