import { m } from "~/platform/i18n/messages";

import type { PublicOffice, PublicPhone } from "./public-offices";
import type { SocialNetwork, ViewMoreInfoTarget } from "./site-settings";

/*
 * The agency as the public pages show it, made from the settings on the server
 * (public-agency.server.ts) and handed to the pages in the public layout's loader data.
 * Only what the pages show travels: it is in every document. The small helpers below write
 * the sentences that name the agency's regions; they run in the browser too.
 */

interface PublicHours {
  days: string;
  hours: string;
  /** schema.org's reading of the line, when it could be read (see opening-hours.ts). */
  schema?: { dayOfWeek: string[]; opens: string; closes: string };
}

export type { ExternalLinks } from "~/platform/config/agency";

export interface PublicAgency {
  name: string;
  tagline: string;
  slogan: string;
  regions: string[];
  /** The regions in one phrase, in the page's language: "Louisiana and Texas", "Luisiana y Texas" (server-made). */
  regionsText: string;
  /** The first is the header's call button. */
  phones: PublicPhone[];
  email: string;
  /** Each with its page's slug (/locations/{slug}) and its own phone, if any. */
  offices: PublicOffice[];
  hours: PublicHours[];
  /** Only the networks whose address is set. */
  social: Array<{ network: SocialNetwork; href: string }>;
  viewMoreInfo: ViewMoreInfoTarget;
  /** Whether the site's own job board is on (/jobs). */
  jobBoard: boolean;
  /** How long contact messages are kept, when the form delivers them; null when it sends nothing. */
  inboxRetentionDays: number | null;
  /** One sentence on what the agency does and where, in the page's language (server-made). */
  description: string;
}

/** "Louisiana and Texas", "Louisiana, Texas and Mississippi". */
export function joinRegions(regions: readonly string[]): string {
  if (regions.length <= 1) return regions[0] ?? "";
  return `${regions.slice(0, -1).join(", ")} and ${regions.at(-1)}`;
}

/** " across Louisiana and Texas" (" en Luisiana y Texas"), or nothing when no region is set. */
export function acrossRegions(regionsText: string): string {
  return regionsText ? m.site_across({ regions: regionsText }) : "";
}

/** The English description, for the news feed (in English only). */
export function agencyDescription(regions: readonly string[]): string {
  return `Temporary, temp-to-hire and direct-placement staffing for job seekers and employers${regions.length > 0 ? ` across ${joinRegions(regions)}` : ""}.`;
}

/** The logo's two lines: "TeamWork" over "STAFFING" (the name's last word), or the name alone. */
export function logoLines(name: string): [string, string] {
  const cut = name.trim().lastIndexOf(" ");
  return cut > 0 ? [name.slice(0, cut), name.slice(cut + 1)] : [name, ""];
}
