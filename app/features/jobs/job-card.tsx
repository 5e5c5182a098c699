import { InEnglishLabel } from "~/features/content-lists/in-english-label";
import { ClockIcon, MapPinIcon } from "~/features/site/icons";
import { LocalizedLink } from "~/platform/i18n/localized-link";

import { jobPath } from "./job-status";

/**
 * An open job as a card shows it, each text made by the loader in the page's language
 * (job-board.server.ts), so the card carries no messages and serves any page.
 */
export interface JobCardView {
  slug: string;
  title: string;
  /** Shown in English on a Spanish page (it has no Spanish text): marked lang="en", labelled 'En inglés'. */
  inEnglish: boolean;
  /** "Lake Charles, LA". */
  place: string;
  /** "$16.00-$18.00 an hour"; null when no pay is given. */
  pay: string | null;
  /** The employment type and hours: "Temporary · Full-time". */
  kind: string;
  shift: string | null;
  /** "Posted November 26, 2026". */
  posted: string | null;
}

/** One job in a list: its title links to its page; `headingLevel` fits the list's place in the page. */
function JobCard({ job, headingLevel = 2 }: { job: JobCardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md">
      <Heading className="text-lg leading-snug font-bold text-brand-900" lang={job.inEnglish ? "en" : undefined}>
        {/* The link covers the card (its ::after), so the whole card is one target. */}
        <LocalizedLink to={jobPath(job.slug)} className="after:absolute after:inset-0 hover:underline">
          {job.title}
        </LocalizedLink>
        {job.inEnglish ? (
          <>
            {" "}
            <InEnglishLabel />
          </>
        ) : null}
      </Heading>
      <p className="mt-2 flex items-center gap-1.5 text-slate-700">
        <MapPinIcon className="size-4 shrink-0 text-brand-600" />
        {job.place}
      </p>
      {job.pay ? <p className="mt-1 font-semibold text-emerald-800">{job.pay}</p> : null}
      <p className="mt-3 flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800">{job.kind}</span>
        {job.shift ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">
            <ClockIcon className="size-3.5" />
            {job.shift}
          </span>
        ) : null}
      </p>
      {job.posted ? <p className="mt-auto pt-4 text-sm text-slate-600">{job.posted}</p> : null}
    </article>
  );
}

/** Cards in a grid of one, two or three columns. */
export function JobCardList({ jobs, headingLevel }: { jobs: JobCardView[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {jobs.map((job) => (
        <li key={job.slug}>
          <JobCard job={job} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
