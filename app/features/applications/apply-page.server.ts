import { data } from "react-router";

import { getSiteSettings } from "~/features/settings/settings.server";
import { serviceTitles } from "~/features/site/service-text.server";
import { localeFromPathname } from "~/platform/i18n/locale";

import { answerApplicationPost } from "./apply-action.server";
import type { ApplyCategory, ApplyJob } from "./apply-form";
import { findApplyTarget, type ApplyTarget } from "./apply-target.server";

/*
 * The apply pages' loader and action: /jobs/{slug}/apply and /apply, in English and under
 * /es. They exist while the job board is on (404 otherwise, as /jobs). A job's page answers
 * 404 for a draft or a job in the Trash and 410 once it closed or expired; a form posted
 * from a page left open while the job closed is still taken, marked 'Received after closing'.
 */

async function requireJobBoard(): Promise<void> {
  if (!(await getSiteSettings()).jobBoardEnabled) throw data(null, { status: 404 });
}

async function targetOf(slug: string): Promise<ApplyTarget> {
  const target = await findApplyTarget(slug);
  if (!target) throw data(null, { status: 404 });
  return target;
}

/** The job as its apply page shows it: its Spanish title on a Spanish page, when it has one. */
function applyJob(target: ApplyTarget, spanish: boolean): ApplyJob & { slug: string; place: string } {
  const { job } = target;
  return {
    slug: job.slug,
    title: spanish && job.titleEs ? job.titleEs : job.title,
    place: `${job.city}, ${job.state}`,
    questions: job.screeningQuestions.map((question) => question.question),
  };
}

export async function loadApplyPage(request: Request, slug: string | null) {
  await requireJobBoard();
  if (slug === null) return { job: null, categories: categoryNames() };
  const target = await targetOf(slug);
  if (!target.open) throw data(null, { status: 410 });
  return { job: applyJob(target, localeFromPathname(new URL(request.url).pathname) === "es"), categories: [] };
}

export async function applyPageAction(request: Request, slug: string | null) {
  await requireJobBoard();
  const target = slug === null ? null : await targetOf(slug);
  const language = localeFromPathname(new URL(request.url).pathname) === "es" ? "es" : "en";
  const { status, body } = await answerApplicationPost(request, {
    job: target?.job ?? null,
    jobOpen: target?.open ?? true,
    language,
  });
  return data(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** The categories' names in the request's language, for the general application's checkboxes. */
function categoryNames(): ApplyCategory[] {
  return serviceTitles().map(({ slug, title }) => ({ slug, title }));
}
