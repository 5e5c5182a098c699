import type { ApplyActionData } from "~/features/applications/apply-answer";
import { ApplyPage } from "~/features/applications/apply-page";
import { applyPageAction, loadApplyPage } from "~/features/applications/apply-page.server";
import { m } from "~/features/applications/messages/applications";
import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import type { RequestBodyHandle } from "~/platform/http/body-limits";

import type { Route } from "./+types/_public.apply";

/* /apply (and /es/apply): the general application, 'Apply Online', while the job board is on. */

// A resume of up to 10 MB travels in the form (docs/security.md, Bodies).
export const handle = { requestBody: "upload" } satisfies RequestBodyHandle;

export function loader({ request }: Route.LoaderArgs) {
  return loadApplyPage(request, null);
}

export function action({ request }: Route.ActionArgs) {
  return applyPageAction(request, null);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: m.applications_apply_online(),
    description: m.applications_meta_general({ agency: site.agencyName }),
    path: "/apply",
  });
};

export default function Apply({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplyPage job={null} answer={actionData as ApplyActionData | undefined} categories={loaderData.categories} />;
}
