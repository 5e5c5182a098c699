import { data } from "react-router";

import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { getSiteSettings } from "~/features/settings/settings.server";
import { PageHeader } from "~/features/site/page-header";
import { FormCard } from "~/features/site/public-form-parts";
import { serviceTitles } from "~/features/site/service-text.server";
import { m } from "~/features/staff-requests/messages/staff";
import { RequestStaffForm } from "~/features/staff-requests/request-staff-form";
import { staffRequestPageAction } from "~/features/staff-requests/staff-request-action.server";
import type { StaffRequestActionData } from "~/features/staff-requests/staff-request-answer";
import { localeFromPathname } from "~/platform/i18n/locale";

import type { Route } from "./+types/_public.request-staff";

/*
 * /request-staff (and /es/request-staff): employers order workers. Only while staff deliver
 * the inbox ('Deliver contact messages to staff'); otherwise 404, and nothing links here.
 */

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  if (!settings.inboxEnabled) throw data(null, { status: 404 });
  const spanish = localeFromPathname(new URL(request.url).pathname) === "es";
  return {
    successMessage: spanish ? settings.requestReceivedMessageEs : settings.requestReceivedMessage,
    categories: serviceTitles().map(({ slug, title }) => ({ slug, title })),
  };
}

export function action({ request }: Route.ActionArgs) {
  return staffRequestPageAction(request);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: m.staff_requests_title(),
    description: m.staff_requests_meta_description({ agency: site.agencyName }),
    path: "/request-staff",
  });
};

export default function RequestStaff({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={m.staff_requests_eyebrow()} title={m.staff_requests_title()}>
        <p>{m.staff_requests_intro()}</p>
      </PageHeader>
      <div className="site-container py-12 sm:py-16">
        <FormCard
          headingId="your-order"
          title={m.staff_requests_form_heading()}
          className="mx-auto max-w-3xl p-6 sm:p-8"
          headingClassName="mb-6"
        >
          <RequestStaffForm
            answer={actionData as StaffRequestActionData | undefined}
            successMessage={loaderData.successMessage}
            categories={loaderData.categories}
          />
        </FormCard>
      </div>
    </>
  );
}
