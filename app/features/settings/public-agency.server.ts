import { agencySummary, regionsInLanguage } from "~/features/site/regions";
import { currentLocale } from "~/platform/i18n/messages";

import { structuredHours } from "./opening-hours";
import { toE164 } from "./phone-number";
import type { ExternalLinks, PublicAgency } from "./public-agency";
import { socialNetworks, type SiteSettings } from "./site-settings";

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
    // Saved numbers passed the same check; a number that would not dial is not shown as a link.
    phones: settings.phones.flatMap(({ label, number }) => {
      const e164 = toE164(number);
      return e164 ? [{ label, display: number, e164 }] : [];
    }),
    email: settings.generalEmail,
    offices: settings.offices,
    hours: settings.hours.map(({ days, hours }) => {
      const schema = structuredHours({ days, hours });
      return schema ? { days, hours, schema } : { days, hours };
    }),
    social: socialNetworks.flatMap(({ network, key }) => (settings[key] ? [{ network, href: settings[key] }] : [])),
    viewMoreInfo: settings.viewMoreInfo,
    inboxRetentionDays: settings.inboxEnabled ? settings.retentionDays : null,
  };
}

export function externalLinksOf(settings: SiteSettings): ExternalLinks {
  return {
    onlineApplication: settings.onlineApplicationUrl,
    jobBoard: settings.jobBoardUrl,
    employeePortal: settings.employeePortalUrl,
  };
}
