import type { SetupFacts } from "~/features/dashboard/setup/setup-item";
import { agencyDefaults } from "~/features/settings/agency-defaults";
import type { SiteSettings } from "~/features/settings/site-settings";

/** The facts of a site whose set-up is finished: every checklist rule gives nothing for them. */
export const finishedSite: SetupFacts = {
  settings: {
    ...agencyDefaults,
    inboxEnabled: true,
    jobBoardEnabled: true,
    viewMoreInfo: "contact",
    offices: [{ name: "Sulphur Office", street: "100 Main St", city: "Sulphur", state: "LA", zip: "70663", phone: "" }],
    onlineApplicationUrl: "https://apply.teamwork-staffing.test",
    jobBoardUrl: "https://jobs.teamwork-staffing.test",
    employeePortalUrl: "https://portal.teamwork-staffing.test",
  },
  smtpConfigured: true,
  publicUrl: "https://www.teamwork-staffing.test",
  staffWithoutSecondFactor: 0,
  pagesFound: new Set(["/jobs", "/apply"]),
};

/** The finished site with some facts (and settings) otherwise. */
export function siteWith(
  facts: Partial<Omit<SetupFacts, "settings">> = {},
  settings: Partial<SiteSettings> = {},
): SetupFacts {
  return { ...finishedSite, ...facts, settings: { ...finishedSite.settings, ...settings } };
}
