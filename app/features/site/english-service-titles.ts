import type { ServiceSlug } from "./services";

/**
 * The categories' names in English, for the admin and staff mail (which stay in English) and
 * the job board's category lists, in the browser too. The public pages read them, in their
 * language, from the service catalogue's messages (service-text.server.ts); a test keeps the
 * two the same.
 */
export const englishServiceTitles: Record<ServiceSlug, string> = {
  "office-support": "Office Support",
  "skilled-trades": "Skilled Trades",
  "customer-service": "Customer Service",
  "light-industrial": "Light Industrial",
  hospital: "Hospital",
  "professional-placement": "Professional Placement",
  "heavy-equipment": "Heavy Equipment",
  "cdl-drivers": "CDL Drivers",
  dockside: "Dockside",
  "oil-and-gas": "Oil and Gas",
  hospitality: "Hospitality",
  "gaming-casino": "Gaming/Casino",
};

/** A category's English name from its slug; the slug itself when it is no category's. */
export function englishServiceTitle(slug: string): string {
  return englishServiceTitles[slug as ServiceSlug] ?? slug;
}
