import { agencySummary, regionsInLanguage } from "~/features/site/regions";
import { currentLocale } from "~/platform/i18n/messages";

import { structuredHours } from "./opening-hours";
import { toE164 } from "./phone-number";
import type { ExternalLinks, PublicAgency } from "./public-agency";
import { toPublicOffices, type PublicPhone } from "./public-offices";
import { APPLY_PATH, JOB_BOARD_PATH, socialNetworks, type SiteSettings } from "./site-settings";

// Saved numbers passed the same check; a number that would not dial is not shown as a link.
function publicPhone(label: string, number: string): PublicPhone | null {
  const e164 = toE164(number);
  return e164 ? { label, display: number, e164 } : null;
}

/** The agency as the public pages show it, in the request's language (the name is never translated). */
export function toPublicAgency(settings: SiteSettings): PublicAgency {
  const spanish = currentLocale() === "es";
  return {
    name: settings.agencyName,
    tagline: spanish ? settings.taglineSpanish : settings.tagline,
    slogan: spanish ? settings.sloganSpanish : settings.slogan,
    regions: settings.serviceRegions,
    regionsText: regionsInLanguage(settings.serviceRegions),
    description: agencySummary(settings.serviceRegions),
    phones: settings.phones.flatMap(({ label, number }) => {
      const phone = publicPhone(label, number);
      return phone ? [phone] : [];
    }),
    email: settings.generalEmail,
    offices: toPublicOffices(settings.offices, (number) => publicPhone(settings.agencyName, number)),
    hours: settings.hours.map(({ days, hours }) => {
      const schema = structuredHours({ days, hours });
      return schema ? { days, hours, schema } : { days, hours };
    }),
    social: socialNetworks.flatMap(({ network, key }) => (settings[key] ? [{ network, href: settings[key] }] : [])),
    viewMoreInfo: settings.viewMoreInfo,
    jobBoard: settings.jobBoardEnabled,
    inboxRetentionDays: settings.inboxEnabled ? settings.retentionDays : null,
  };
}

/**
 * Where every link the spec points at the job board or the application site leads (the
 * header's 'BROWSE JOBS' and 'ONLINE APPLICATION', the home page's cards, the calls to action,
 * the footer): the one place that decides (DECISIONS, Links). With 'Use this site's job
 * board' on, the job board is /jobs and the application is /apply ('Apply Online'); with
 * it off, the addresses of the settings, as the spec has them. A site path opens in the same
 * tab (SiteOrExternalLink).
 */
export function externalLinksOf(settings: SiteSettings): ExternalLinks {
  const board = settings.jobBoardEnabled;
  return {
    onlineApplication: board ? APPLY_PATH : settings.onlineApplicationUrl,
    jobBoard: board ? JOB_BOARD_PATH : settings.jobBoardUrl,
    employeePortal: settings.employeePortalUrl,
  };
}
