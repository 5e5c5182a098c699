import { DEFAULT_AGENCY_NAME, defaultExternalLinks, type ExternalLinks } from "~/platform/config/agency";

import type { SiteSettings } from "./site-settings";

/**
 * The agency's identity as it ships, in one typed place rather than spread over the pages:
 * clearly fictional defaults, which staff replace on /admin/settings. What staff
 * save wins; the external links may instead come from ONLINE_APPLICATION_URL, JOB_BOARD_URL
 * and EMPLOYEE_PORTAL_URL (app/platform/config/env.server.ts); everything else falls back to these values.
 */
export const agencyDefaults: SiteSettings = {
  agencyName: DEFAULT_AGENCY_NAME,
  tagline: "I WORK | YOU WORK | TEAM WORK",
  slogan: "From Coast to Coast, We Work For You.",
  taglineSpanish: "YO TRABAJO | TÚ TRABAJAS | TRABAJO EN EQUIPO",
  sloganSpanish: "De costa a costa, trabajamos para usted.",
  serviceRegions: ["Louisiana", "Texas"],
  phones: [
    { label: "Louisiana", number: "(337) 555-0142" },
    { label: "Texas", number: "(409) 555-0178" },
  ],
  generalEmail: "info@example.com",
  offices: [{ name: "Louisiana Office", street: "", city: "Sulphur", state: "LA", zip: "", phone: "" }],
  hours: [
    { days: "Mon-Fri", hours: "8:00 AM-5:00 PM" },
    { days: "Sat-Sun", hours: "Closed" },
  ],
  // The networks' own addresses (placeholder links) until staff set the agency's.
  facebookUrl: "https://www.facebook.com/",
  linkedinUrl: "https://www.linkedin.com/",
  xUrl: "https://x.com/",
  instagramUrl: "https://www.instagram.com/",
  onlineApplicationUrl: defaultExternalLinks.onlineApplication,
  jobBoardUrl: defaultExternalLinks.jobBoard,
  employeePortalUrl: defaultExternalLinks.employeePortal,
  // As the site ships: 'View More Info' does nothing, the contact form sends nothing.
  viewMoreInfo: "none",
  inboxEnabled: false,
  // As the site ships: 'BROWSE JOBS' and 'ONLINE APPLICATION' lead to the external sites.
  jobBoardEnabled: false,
  notificationEmail: "",
  retentionDays: 180,
  applicationsEmail: "",
  applicationRetentionDays: 365,
  requestReceivedMessage: "We'll call you within one business day.",
  requestReceivedMessageEs: "Le llamaremos dentro de un día hábil.",
};

/**
 * What the settings are when staff have not saved them: the defaults, with the external
 * links as the environment gives them (config.externalLinks: the variable, else the default).
 */
export function unsavedSettings(externalLinks: ExternalLinks): SiteSettings {
  return {
    ...agencyDefaults,
    onlineApplicationUrl: externalLinks.onlineApplication,
    jobBoardUrl: externalLinks.jobBoard,
    employeePortalUrl: externalLinks.employeePortal,
  };
}
