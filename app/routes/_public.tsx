import { useEffect, useRef } from "react";
import { isRouteErrorResponse, Outlet, useLocation, useNavigation, useRouteError } from "react-router";

import { pageTitle } from "~/features/seo/seo";
import { externalLinksOf, toPublicAgency } from "~/features/settings/public-agency.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { NewTabNote } from "~/features/site/external-link";
import { pendingViewFor } from "~/features/site/pending-views";
import { serviceText } from "~/features/site/service-text.server";
import { featuredServices } from "~/features/site/services";
import { useSiteData, type SiteData } from "~/features/site/site-data";
import { SiteFooter } from "~/features/site/site-footer";
import { SiteHeader } from "~/features/site/site-header";
import { SpanishOffer } from "~/features/site/spanish-offer";
import { getConfig } from "~/platform/config/env.server";
import { RequestReference } from "~/platform/document/request-reference";
import { currentYear } from "~/platform/format/current-year";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { m } from "~/platform/i18n/messages";

export async function loader(): Promise<SiteData> {
  const settings = await getSiteSettings();
  return {
    agency: toPublicAgency(settings),
    externalLinks: externalLinksOf(settings),
    publicUrl: getConfig().publicUrl,
    year: currentYear(),
    footerServices: featuredServices().map((category) => {
      const { slug, title } = serviceText(category);
      return { slug, title };
    }),
  };
}

// Settings and configuration only: nothing here changes between pages.
export function shouldRevalidate() {
  return false;
}

// In the head of every public page (a route's links cannot read loader data).
function FeedLink({ agencyName }: { agencyName: string }) {
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={agencyName ? m.site_feed_title({ agency: agencyName }) : m.site_feed_title_plain()}
      href="/news/rss.xml"
    />
  );
}

function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-accent-500 px-4 py-3 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {m.site_skip_to_content()}
    </a>
  );
}

/** After a client-side navigation, focus moves to the new page, as a full page load would. */
function useFocusOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

function SiteFrame({ children, mainRef }: { children: React.ReactNode; mainRef?: React.Ref<HTMLElement> }) {
  const { agency, externalLinks, year, footerServices } = useSiteData();
  return (
    <div className="flex min-h-screen flex-col">
      <FeedLink agencyName={agency.name} />
      <SkipLink />
      <NewTabNote />
      <SpanishOffer />
      <SiteHeader agency={agency} externalLinks={externalLinks} />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter agency={agency} externalLinks={externalLinks} year={year} services={footerServices} />
    </div>
  );
}

export default function PublicLayout() {
  const navigation = useNavigation();
  const mainRef = useFocusOnNavigation();
  const pending = navigation.state === "loading" ? pendingViewFor(navigation.location.pathname) : null;
  return <SiteFrame mainRef={mainRef}>{pending ?? <Outlet />}</SiteFrame>;
}

function ErrorTitle({ title }: { title: string }) {
  return <title>{pageTitle(title, useSiteData().agency.name)}</title>;
}

const publicErrorTexts = {
  404: () => ({ title: m.site_not_found_title(), message: m.site_not_found_text() }),
  503: () => ({ title: m.site_unavailable_title(), message: m.site_unavailable_text() }),
  500: () => ({ title: m.site_error_title(), message: m.site_error_text() }),
} as const;

const primaryButtonClass =
  "rounded-md border border-brand-700 bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800";
const secondaryButtonClass =
  "rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50";

/** A page not found offers the main destinations: home, services, contact, and the job board while it is on. */
function NotFoundDestinations() {
  const { agency } = useSiteData();
  return (
    <nav aria-labelledby="not-found-places" className="mt-10 w-full max-w-3xl">
      <h2 id="not-found-places" className="text-lg font-bold text-brand-900">
        {m.site_not_found_places()}
      </h2>
      <ul className="mt-4 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        <li>
          <LocalizedLink to="/" className={`${primaryButtonClass} block`}>
            {m.site_link_home()}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/services" className={`${secondaryButtonClass} block`}>
            {m.site_link_staffing_services()}
          </LocalizedLink>
        </li>
        {agency.jobBoard ? (
          <li>
            <LocalizedLink to="/jobs" className={`${secondaryButtonClass} block`}>
              {m.site_browse_jobs()}
            </LocalizedLink>
          </li>
        ) : null}
        <li>
          <LocalizedLink to="/contact" className={`${secondaryButtonClass} block`}>
            {m.site_link_contact_us()}
          </LocalizedLink>
        </li>
      </ul>
    </nav>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // The page says the status it is answered with (a 503 while the database does not answer).
  const status = isRouteErrorResponse(error) && (error.status === 404 || error.status === 503) ? error.status : 500;
  const { title, message } = publicErrorTexts[status]();
  return (
    <SiteFrame>
      <ErrorTitle title={title} />
      <meta name="robots" content="noindex" />
      <div className="site-container flex flex-col items-center py-24 text-center sm:py-32">
        <p className="text-6xl font-extrabold text-accent-700">{status}</p>
        <h1 className="mt-4 text-3xl font-bold text-brand-800 sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-600">{message}</p>
        <RequestReference error={error} label={m.site_error_reference()} />
        {status === 404 ? (
          <NotFoundDestinations />
        ) : (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <LocalizedLink to="/" className={primaryButtonClass}>
              {m.site_back_home()}
            </LocalizedLink>
            <LocalizedLink to="/contact" className={secondaryButtonClass}>
              {m.site_contact_us()}
            </LocalizedLink>
          </div>
        )}
      </div>
    </SiteFrame>
  );
}
