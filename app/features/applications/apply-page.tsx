import { PageHeader } from "~/features/site/page-header";
import { FormCard } from "~/features/site/public-form-parts";

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
        <FormCard
          headingId="your-application"
          title={m.applications_form_heading()}
          className="mx-auto max-w-3xl p-5 sm:p-8"
          headingClassName="mb-6"
        >
          <ApplyForm answer={answer} job={job} categories={categories} />
        </FormCard>
      </div>
    </>
  );
}
