import { PageHeader } from "~/features/site/page-header";

import type { ApplyActionData } from "./apply-answer";
import { ApplyForm, type ApplyCategory, type ApplyJob } from "./apply-form";
import { m } from "./messages/applications";

/** The apply page: its banner ('Apply for {job title}' or 'Apply Online') and the form. */
export function ApplyPage({
  job,
  answer,
  categories,
}: {
  job: ApplyJob | null;
  answer: ApplyActionData | undefined;
  categories: readonly ApplyCategory[];
}) {
  return (
    <>
      <PageHeader
        eyebrow={m.applications_eyebrow()}
        title={job ? m.applications_apply_for({ job: job.title }) : m.applications_apply_online()}
      >
        <p>{job ? m.applications_intro_job() : m.applications_intro_general()}</p>
      </PageHeader>
      <div className="site-container py-8 sm:py-12">
        <section
          aria-labelledby="your-application"
          className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="your-application" className="mb-6 text-2xl font-extrabold tracking-tight text-brand-900">
            {m.applications_form_heading()}
          </h2>
          <ApplyForm answer={answer} job={job} categories={categories} />
        </section>
      </div>
    </>
  );
}
