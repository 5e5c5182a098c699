import { isRouteErrorResponse } from "react-router";

import { InEnglishLabel } from "~/features/content-lists/in-english-label";
import { JobCardList } from "~/features/jobs/job-card";
import { loadJobPage } from "~/features/jobs/job-page.server";
import { m } from "~/features/jobs/messages/jobs";
import { JsonLd } from "~/features/seo/json-ld-script";
import { pageMeta, pageTitle, siteFromMatches } from "~/features/seo/seo";
import { ArrowLeftIcon, MailIcon, MapPinIcon, SocialIcon } from "~/features/site/icons";
import { LocalizedLink } from "~/platform/i18n/localized-link";

import type { Route } from "./+types/_public.jobs_.$slug";

/* /jobs/{slug} (and /es/jobs/{slug}): an open job's page; 410 once it closed or expired. */

export function loader({ params }: Route.LoaderArgs) {
  return loadJobPage(params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params, error }) => {
  const site = siteFromMatches(matches);
  if (!loaderData || isRouteErrorResponse(error)) return [];
  if (loaderData.gone) {
    return [{ title: pageTitle(m.jobs_gone_title(), site.agencyName) }, { name: "robots", content: "noindex" }];
  }
  const { job } = loaderData;
  const facts = { title: job.title, place: job.place, type: job.type, agency: site.agencyName };
  return pageMeta(site, {
    title: job.title,
    description: job.pay ? m.jobs_meta_job_pay({ ...facts, pay: job.pay }) : m.jobs_meta_job(facts),
    path: `/jobs/${params.slug}`,
    untranslated: job.inEnglish,
  });
};

const backLinkClass = "inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline";

export default function JobPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.gone) return <JobGone category={loaderData.category} similar={loaderData.similar} />;
  const { job, jsonLd, category, similar } = loaderData;
  const facts: Array<[string, string | number | null]> = [
    [m.jobs_fact_location(), job.place],
    [m.jobs_fact_pay(), job.pay],
    [m.jobs_fact_type(), job.type],
    [m.jobs_fact_hours(), job.hours],
    [m.jobs_fact_shift(), job.shift],
    [m.jobs_fact_category(), category.title],
    [m.jobs_fact_openings(), job.openings],
    [m.jobs_fact_posted(), job.posted],
    [m.jobs_fact_company(), job.company],
    [m.jobs_fact_reference(), job.referenceNumber],
  ];
  const textLang = job.inEnglish ? "en" : undefined;
  return (
    <>
      <JsonLd json={jsonLd} />
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="site-container py-8 sm:py-10">
          <LocalizedLink to="/jobs" className={backLinkClass}>
            <ArrowLeftIcon className="size-4" />
            {m.jobs_back()}
          </LocalizedLink>
          <h1
            className="mt-5 text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl"
            lang={textLang}
          >
            {job.title}
          </h1>
          {job.inEnglish ? (
            <p className="mt-2">
              <InEnglishLabel />
            </p>
          ) : null}
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-lg text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon className="size-5 text-brand-600" />
              {job.place}
            </span>
            {job.pay ? <span className="font-semibold text-emerald-800">{job.pay}</span> : null}
            <span>{[job.type, job.hours].filter(Boolean).join(" · ")}</span>
          </p>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <LocalizedLink
              to={`/jobs/${job.slug}/apply`}
              className="inline-flex items-center justify-center rounded-md bg-accent-500 px-8 py-3.5 text-lg font-bold text-brand-900 shadow-sm hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {m.jobs_apply_now()}
            </LocalizedLink>
            <p className="text-sm text-slate-600">{m.jobs_apply_note()}</p>
          </div>
        </div>
      </div>

      <div className="site-container grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_20rem] lg:gap-12">
        <div className="min-w-0" lang={textLang}>
          <section aria-labelledby="job-description">
            <h2 id="job-description" className="text-2xl font-extrabold tracking-tight text-brand-900">
              {m.jobs_description_heading()}
            </h2>
            {/* Markdown rendered by the loader: no raw HTML, only http(s) and mailto links. */}
            <div
              className="rich-text mt-4 text-lg text-slate-800"
              dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
            />
          </section>
          {job.requirementsHtml ? (
            <section aria-labelledby="job-requirements" className="mt-10">
              <h2 id="job-requirements" className="text-2xl font-extrabold tracking-tight text-brand-900">
                {m.jobs_requirements_heading()}
              </h2>
              <div
                className="rich-text mt-4 text-lg text-slate-800"
                dangerouslySetInnerHTML={{ __html: job.requirementsHtml }}
              />
            </section>
          ) : null}
        </div>

        <aside className="space-y-6">
          <section aria-labelledby="job-details" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="job-details" className="text-lg font-bold text-brand-900">
              {m.jobs_details()}
            </h2>
            <dl className="mt-4 divide-y divide-slate-100">
              {facts
                .filter((fact): fact is [string, string | number] => fact[1] !== null && fact[1] !== "")
                .map(([term, value]) => (
                  <div key={term} className="flex justify-between gap-4 py-2.5 text-sm">
                    <dt className="text-slate-600">{term}</dt>
                    <dd className="text-right font-semibold text-slate-900">{value}</dd>
                  </div>
                ))}
            </dl>
          </section>
          <ShareLinks title={job.title} url={job.shareUrl} />
        </aside>
      </div>

      {similar.length > 0 ? (
        <section aria-labelledby="similar-jobs" className="border-t border-slate-200 bg-slate-50">
          <div className="site-container py-10 sm:py-14">
            <h2 id="similar-jobs" className="text-2xl font-extrabold tracking-tight text-brand-900">
              {m.jobs_similar({ category: category.title })}
            </h2>
            <div className="mt-6">
              <JobCardList jobs={similar} headingLevel={3} />
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}

const shareLinkClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 hover:border-brand-400 hover:bg-brand-50";

/** Plain share addresses: no third-party script, nothing loaded until a visitor clicks. */
function ShareLinks({ title, url }: { title: string; url: string }) {
  const encodedUrl = encodeURIComponent(url);
  const links = [
    {
      name: m.jobs_share_facebook(),
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
      icon: <SocialIcon network="Facebook" className="size-5" />,
    },
    {
      name: m.jobs_share_linkedin(),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
      icon: <SocialIcon network="LinkedIn" className="size-5" />,
    },
    {
      name: m.jobs_share_x(),
      href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
      icon: <SocialIcon network="X" className="size-5" />,
    },
    {
      name: m.jobs_share_email(),
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(m.jobs_share_email_body({ title, url }))}`,
      icon: <MailIcon className="size-5" />,
    },
  ];
  return (
    <section aria-labelledby="share-job">
      <h2 id="share-job" className="text-sm font-bold tracking-wide text-slate-700 uppercase">
        {m.jobs_share()}
      </h2>
      <ul className="mt-3 flex gap-3">
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              className={shareLinkClass}
              aria-label={link.name}
              title={link.name}
              {...(link.href.startsWith("mailto:") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            >
              {link.icon}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 410: the job closed or expired; its category's open jobs instead. */
function JobGone({
  category,
  similar,
}: {
  category: { slug: string; title: string };
  similar: Parameters<typeof JobCardList>[0]["jobs"];
}) {
  return (
    <div className="site-container py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-6xl font-extrabold text-accent-700">410</p>
        <h1 className="mt-4 text-3xl font-bold text-brand-800 sm:text-4xl">{m.jobs_gone_title()}</h1>
        <p className="mt-4 text-lg text-slate-600">{m.jobs_gone_text()}</p>
      </div>
      <section aria-labelledby="open-in-category" className="mt-12">
        <h2 id="open-in-category" className="text-2xl font-extrabold tracking-tight text-brand-900">
          {m.jobs_gone_similar({ category: category.title })}
        </h2>
        <div className="mt-6">
          {similar.length > 0 ? (
            <JobCardList jobs={similar} headingLevel={3} />
          ) : (
            <p className="text-slate-600">{m.jobs_gone_none({ category: category.title })}</p>
          )}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <LocalizedLink
            to={`/jobs?category=${encodeURIComponent(category.slug)}`}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            {m.jobs_gone_similar({ category: category.title })}
          </LocalizedLink>
          <LocalizedLink
            to="/jobs"
            className="rounded-md border border-slate-300 bg-white px-5 py-2.5 font-semibold text-brand-700 shadow-sm hover:border-brand-300 hover:bg-brand-50"
          >
            {m.jobs_see_all()}
          </LocalizedLink>
        </div>
      </section>
    </div>
  );
}
