import { data } from "react-router";

import { getSiteSettings } from "~/features/settings/settings.server";
import { serviceTitles } from "~/features/site/service-text.server";
import { formatDate } from "~/platform/format/format-date";
import { formatPay } from "~/platform/format/format-pay";
import type { Locale } from "~/platform/i18n/locale";
import { currentLocale } from "~/platform/i18n/messages";

import type { JobCardView } from "./job-card";
import type { JobDistance } from "./job-distances";
import type { EmploymentType, JobHours } from "./job-options";
import { JOBS_PER_PAGE, jobSearchHref, NO_JOB_SEARCH, readJobSearch, type JobSearch } from "./job-search-params";
import { resolveLocation, searchJobs, type JobCard } from "./job-search.server";
import { m } from "./messages/jobs";

/*
 * The job board's public list (/jobs, /es/jobs) and what other pages show of it (a service
 * page's 'Open Jobs'). Texts are made here, in the request's language, so that a card needs
 * no messages of its own in the browser: the same card serves /jobs, a job's page and the
 * service pages, whose catalogue parts differ.
 */

/** The board exists while staff have it on (the settings' 'Use this site's job board'); 404 otherwise. */
export async function requireJobBoard(): Promise<void> {
  if (!(await getSiteSettings()).jobBoardEnabled) throw data(null, { status: 404 });
}

const employmentTypeText: Record<EmploymentType, () => string> = {
  temporary: () => m.jobs_type_temporary(),
  "temp-to-hire": () => m.jobs_type_temp_to_hire(),
  "direct-hire": () => m.jobs_type_direct_hire(),
};

const hoursText: Record<JobHours, () => string> = {
  "full-time": () => m.jobs_hours_full_time(),
  "part-time": () => m.jobs_hours_part_time(),
};

export function employmentTypeName(type: string): string {
  return employmentTypeText[type as EmploymentType]?.() ?? type;
}

export function hoursName(hours: string | null): string | null {
  return hours ? (hoursText[hours as JobHours]?.() ?? hours) : null;
}

/** "$16.00-$18.00 an hour" in the page's language, or null when no pay is given. */
export function payText(
  job: { payFromCents: number | null; payToCents: number | null; payPeriod: string | null },
  locale: Locale,
): string | null {
  if (job.payFromCents === null || (job.payPeriod !== "hour" && job.payPeriod !== "year")) return null;
  return formatPay(
    { min: job.payFromCents / 100, max: job.payToCents === null ? null : job.payToCents / 100, period: job.payPeriod },
    locale,
  );
}

/** A search result as a card shows it, every text ready. */
function jobCardView(card: JobCard, locale: Locale): JobCardView {
  const spanishTitle = locale === "es" && card.titleEs ? card.titleEs : null;
  const hours = hoursName(card.hours);
  return {
    slug: card.slug,
    title: spanishTitle ?? card.title,
    inEnglish: locale === "es" && spanishTitle === null,
    place: `${card.city}, ${card.state}`,
    pay: payText(card, locale),
    kind: [employmentTypeName(card.employmentType ?? ""), hours].filter(Boolean).join(" · "),
    shift: card.shift || null,
    posted: card.publishedAt ? `${m.jobs_posted()} ${formatDate(card.publishedAt, locale)}` : null,
  };
}

/** Whether the search asks for anything (the empty state then offers to clear it). */
function isFiltered(search: JobSearch): boolean {
  return Boolean(search.q || search.location || search.category || search.type || search.minPay);
}

/** /jobs: one page of a search, its count and the pager's addresses; 404 past the last page. */
export async function loadJobBoard(request: Request) {
  await requireJobBoard();
  const locale = currentLocale();
  const search = readJobSearch(new URL(request.url).searchParams);
  const { jobs, total } = await searchJobs(search);
  const pages = Math.max(1, Math.ceil(total / JOBS_PER_PAGE));
  if (search.page > pages) throw data(null, { status: 404 });
  const location = resolveLocation(search.location);
  return {
    search,
    total,
    page: search.page,
    pages,
    path: jobSearchHref(search),
    previousHref: search.page > 1 ? jobSearchHref({ ...search, page: search.page - 1 }) : null,
    nextHref: search.page < pages ? jobSearchHref({ ...search, page: search.page + 1 }) : null,
    filtered: isFiltered(search),
    // A distance was asked from a place the ZIP dataset does not know: the search kept the city only.
    distanceUnknown:
      search.distance !== null && (location.kind === "city" || location.kind === "zip") && !location.place,
    jobs: jobs.map((card) => jobCardView(card, locale)),
    categories: serviceTitles().map(({ slug, title }) => ({ slug, title })),
  };
}

/** Up to `limit` of a search's open jobs, newest first (`except` one), and how many it keeps. */
async function openJobsOf(search: JobSearch, limit: number, except?: string) {
  const { jobs, total } = await searchJobs(search);
  const locale = currentLocale();
  const others = jobs.filter((job) => job.slug !== except);
  return {
    jobs: others.slice(0, limit).map((card) => jobCardView(card, locale)),
    total: except && others.length < jobs.length ? total - 1 : total,
  };
}

/**
 * Up to `limit` open jobs of a category, newest first, and how many it has: a service page's
 * 'Open Jobs', a job page's others in its category (`except` itself).
 */
export function openJobsInCategory(category: string, limit: number, except?: string) {
  return openJobsOf({ ...NO_JOB_SEARCH, category }, limit, except);
}

/**
 * Up to `limit` open jobs within `miles` of a place as /jobs reads it ("70663",
 * "Sulphur, LA"), newest first, how many there are, and that search's address on /jobs:
 * an office page's 'Open Jobs Near This Office'. A place the ZIP dataset does not know
 * keeps its city's jobs, as the search does.
 */
export async function openJobsNear(location: string, miles: JobDistance, limit: number) {
  const search = { ...NO_JOB_SEARCH, location, distance: miles };
  return { ...(await openJobsOf(search, limit)), href: jobSearchHref(search) };
}
