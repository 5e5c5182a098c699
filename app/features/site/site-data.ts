import { useRouteLoaderData } from "react-router";

import { publicLayoutRouteId } from "~/features/seo/seo";
import type { ExternalLinks, PublicAgency } from "~/features/settings/public-agency";
import { currentYear } from "~/platform/format/current-year";
import { useLocale } from "~/platform/i18n/use-locale";

/** What the public layout's loader hands to every public page. */
export interface SiteData {
  /** The agency's identity from the settings (name, phones, offices, hours, ...). */
  agency: PublicAgency;
  externalLinks: ExternalLinks;
  /** The site's public origin (PUBLIC_URL), for canonical and structured-data URLs. */
  publicUrl: string;
  /** The copyright year, decided once on the server so the browser renders the same. */
  year: number;
  /** The footer's service links (the catalogue itself stays on the server). */
  footerServices: ReadonlyArray<{ slug: string; title: string }>;
}

// Only when the layout's own loader failed (its error page): an identity with nothing in it
// rather than the defaults, which may not be this agency's.
const unknownAgency: PublicAgency = {
  name: "",
  tagline: "",
  slogan: "",
  regions: [],
  regionsText: "",
  phones: [],
  email: "",
  offices: [],
  hours: [],
  social: [],
  viewMoreInfo: "none",
  jobBoard: false,
  inboxRetentionDays: null,
  description: "",
};

export function useSiteData(): SiteData {
  const data = useRouteLoaderData(publicLayoutRouteId[useLocale()]) as SiteData | undefined;
  return (
    data ?? {
      agency: unknownAgency,
      externalLinks: { onlineApplication: "", jobBoard: "", employeePortal: "" },
      publicUrl: "",
      year: currentYear(),
      footerServices: [],
    }
  );
}
