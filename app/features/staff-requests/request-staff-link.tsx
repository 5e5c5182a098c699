import { useSiteData } from "~/features/site/site-data";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { m } from "~/platform/i18n/messages";

/*
 * The ways to /request-staff from the rest of the site. Only while the page exists (the
 * inbox is on): the site never offers what it does not deliver.
 */

function useRequestStaffOpen(): boolean {
  return useSiteData().agency.inboxRetentionDays !== null;
}

/** 'Need workers? Request Staff': one line, for the contact and services pages. */
export function RequestStaffCallout({ className = "" }: { className?: string }) {
  if (!useRequestStaffOpen()) return null;
  return (
    <p className={`text-slate-700 ${className}`}>
      {m.staff_requests_link_lead()}{" "}
      <LocalizedLink
        to="/request-staff"
        className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
      >
        {m.staff_requests_link()}
      </LocalizedLink>
    </p>
  );
}

/** The footer's entry, in its Quick Links. */
export function RequestStaffFooterItem({ className }: { className: string }) {
  if (!useRequestStaffOpen()) return null;
  return (
    <li>
      <LocalizedLink to="/request-staff" className={className}>
        {m.staff_requests_link()}
      </LocalizedLink>
    </li>
  );
}
