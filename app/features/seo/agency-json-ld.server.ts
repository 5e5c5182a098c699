import { toPublicAgency } from "~/features/settings/public-agency.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { getConfig } from "~/platform/config/env.server";
import { localizedPath } from "~/platform/i18n/locale";
import { currentLocale } from "~/platform/i18n/messages";

import { serializeJsonLd } from "./json-ld";
import { employmentAgencyJsonLd } from "./structured-data";

/**
 * The agency as an EmploymentAgency, in the request's language, ready for <JsonLd>. Built by
 * the loaders of / and /contact so that the builder stays out of the home page's JavaScript,
 * the first load of the site's busiest page: only search engines read it.
 */
export async function agencyJsonLd(): Promise<string> {
  const agency = toPublicAgency(await getSiteSettings());
  const homePath = localizedPath(currentLocale(), "/");
  return serializeJsonLd(employmentAgencyJsonLd(agency, getConfig().publicUrl, homePath));
}
