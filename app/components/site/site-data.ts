import { useRouteLoaderData } from "react-router";

import { defaultExternalLinks, type ExternalLinks } from "~/config/agency";
import { currentYear } from "~/utils/format-date";
import { PUBLIC_LAYOUT_ROUTE_ID } from "~/utils/seo";

/** What the public layout's loader hands to every public page. */
export interface SiteData {
  externalLinks: ExternalLinks;
  /** The site's public origin (PUBLIC_URL), for canonical and structured-data URLs. */
  publicUrl: string;
  /** The copyright year, decided once on the server so the browser renders the same. */
  year: number;
  /** The footer's service links (the catalogue itself stays on the server). */
  footerServices: ReadonlyArray<{ slug: string; title: string }>;
}

export function useSiteData(): SiteData {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ROUTE_ID) as SiteData | undefined;
  // Only missing if the layout's own loader failed: fall back to the built-in defaults.
  return data ?? { externalLinks: defaultExternalLinks, publicUrl: "", year: currentYear(), footerServices: [] };
}
