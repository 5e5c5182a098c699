import type { ApplyActionData } from "~/features/applications/apply-answer";
import { ApplyPage } from "~/features/applications/apply-page";
import { applyPageAction, loadApplyPage } from "~/features/applications/apply-page.server";
import { m } from "~/features/applications/messages/applications";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import type { RequestBodyHandle } from "~/platform/http/body-limits";

import type { Route } from "./+types/_public.jobs_.$slug_.apply";

/* /jobs/{slug}/apply (and under /es): 'Apply for {job title}', while the job board is on and the job is open. */

// A resume of up to 10 MB travels in the form (docs/security.md, Bodies).
export const handle = { requestBody: "upload" } satisfies RequestBodyHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  return loadApplyPage(request, params.slug);
}

export function action({ request, params }: Route.ActionArgs) {
  return applyPageAction(request, params.slug);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const site = siteFromMatches(matches);
  const job = loaderData?.job;
  return pageMeta(site, {
    title: job ? m.applications_apply_for({ job: job.title }) : m.applications_apply_online(),
    description: job
      ? m.applications_meta_job({ job: job.title, place: job.place, agency: site.agencyName })
      : m.applications_meta_general({ agency: site.agencyName }),
    path: `/jobs/${params.slug}/apply`,
  });
};

export default function ApplyForJob({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ApplyPage
      job={loaderData.job}
      answer={actionData as ApplyActionData | undefined}
      categories={loaderData.categories}
    />
  );
}
