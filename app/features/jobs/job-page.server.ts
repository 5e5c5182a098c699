import { data } from "react-router";

import { serializeJsonLd } from "~/features/seo/json-ld";
import { getSiteSettings } from "~/features/settings/settings.server";
import { serviceTitles } from "~/features/site/service-text.server";
import { getConfig } from "~/platform/config/env.server";
import { formatDate } from "~/platform/format/format-date";
import { localizedPath } from "~/platform/i18n/locale";
import { currentLocale } from "~/platform/i18n/messages";
import { renderMarkdown } from "~/platform/markdown/render-markdown.server";

import { employmentTypeName, hoursName, openJobsInCategory, payText, requireJobBoard } from "./job-board.server";
import { jobTextFor } from "./job-language";
import { jobPostingJsonLd } from "./job-posting-json-ld";
import { jobPath } from "./job-status";
import { findPublishedJob } from "./job.server";
import { m } from "./messages/jobs";

/*
 * A job's page (/jobs/{slug}, /es/jobs/{slug}): an open job with its facts, texts, JobPosting
 * markup and others of its category; a job that closed or expired answers 410, 'This job is
 * no longer available', with the open jobs of its category and no markup; a draft, a job in
 * the Trash or an unknown address 404.
 */

/** Other open jobs a job's page lists, and its 410 page. */
const SIMILAR_ON_PAGE = 3;
const SIMILAR_WHEN_GONE = 6;

function categoryOf(slug: string) {
  const found = serviceTitles().find((category) => category.slug === slug);
  return { slug, title: found?.title ?? slug };
}

export async function loadJobPage(slug: string) {
  await requireJobBoard();
  const found = await findPublishedJob(slug);
  if (!found) throw data(null, { status: 404 });
  const { job, open } = found;
  const locale = currentLocale();
  const category = categoryOf(job.category);

  if (!open) {
    const similar = await openJobsInCategory(job.category, SIMILAR_WHEN_GONE, job.slug);
    return data({ gone: true as const, category, similar: similar.jobs }, { status: 410 });
  }

  const { text, inEnglish } = jobTextFor(locale, job);
  const descriptionHtml = renderMarkdown(text.description, { topHeadingLevel: 3 });
  const requirementsHtml = text.requirements.trim() ? renderMarkdown(text.requirements, { topHeadingLevel: 3 }) : "";
  const { agencyName } = await getSiteSettings();
  const { publicUrl } = getConfig();
  const path = localizedPath(locale, jobPath(job.slug));
  const jsonLd = jobPostingJsonLd(
    { ...job, title: text.title },
    {
      publicUrl,
      agencyName,
      descriptionHtml: descriptionHtml + requirementsHtml,
      directApply: true,
      path,
    },
  );
  const similar = await openJobsInCategory(job.category, SIMILAR_ON_PAGE, job.slug);
  const place = `${job.city}, ${job.state}${job.zip ? ` ${job.zip}` : ""}`;
  return data({
    gone: false as const,
    category,
    similar: similar.jobs,
    jsonLd: serializeJsonLd(jsonLd),
    job: {
      slug: job.slug,
      title: text.title,
      inEnglish,
      place,
      pay: payText(job, locale),
      type: employmentTypeName(job.employmentType),
      hours: hoursName(job.hours),
      shift: job.shift || null,
      openings: job.openings,
      posted: formatDate(job.publishedAt, locale),
      referenceNumber: job.referenceNumber,
      company: job.showClientName && job.clientName ? job.clientName : m.jobs_confidential(),
      descriptionHtml,
      requirementsHtml,
      shareUrl: `${publicUrl}${path}`,
    },
  });
}
