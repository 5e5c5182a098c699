import { data } from "react-router";

import { pageMeta, siteFromMatches } from "~/features/seo/seo";
import { getSiteSettings } from "~/features/settings/settings.server";
import { PageHeader } from "~/features/site/page-header";
import { RequestStaffForm } from "~/features/staff-requests/request-staff-form";
import { staffRequestPageAction } from "~/features/staff-requests/staff-request-action.server";
import type { StaffRequestActionData } from "~/features/staff-requests/staff-request-answer";
import { localeFromPathname } from "~/platform/i18n/locale";
import { m } from "~/platform/i18n/messages";

import type { Route } from "./+types/_public.request-staff";

/*
 * /request-staff (and /es/request-staff): employers order workers. Only while staff deliver
 * the inbox ('Deliver contact messages to staff'); otherwise 404, and nothing links here.
 */

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  if (!settings.inboxEnabled) throw data(null, { status: 404 });
  const spanish = localeFromPathname(new URL(request.url).pathname) === "es";
  return { successMessage: spanish ? settings.requestReceivedMessageEs : settings.requestReceivedMessage };
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
        <section
          aria-labelledby="your-order"
          className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="your-order" className="mb-6 text-2xl font-extrabold tracking-tight text-brand-900">
            {m.staff_requests_form_heading()}
          </h2>
          <RequestStaffForm
            answer={actionData as StaffRequestActionData | undefined}
            successMessage={loaderData.successMessage}
          />
        </section>
      </div>
    </>
  );
}
