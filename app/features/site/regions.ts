import { joinRegions } from "~/features/settings/public-agency";
import { currentLocale, m } from "~/platform/i18n/messages";

/** The states whose Spanish names differ from their English ones (the rest are the same). */
const spanishStateNames: Record<string, string> = {
  Louisiana: "Luisiana",
  "New Mexico": "Nuevo México",
  "North Carolina": "Carolina del Norte",
  "South Carolina": "Carolina del Sur",
  "North Dakota": "Dakota del Norte",
  "South Dakota": "Dakota del Sur",
  "New York": "Nueva York",
  "New Jersey": "Nueva Jersey",
  "New Hampshire": "Nuevo Hampshire",
  Pennsylvania: "Pensilvania",
  Hawaii: "Hawái",
  "West Virginia": "Virginia Occidental",
};

/** "Louisiana and Texas" / "Luisiana y Texas": the agency's regions in the page's language. */
function regionsInLanguage(regions: readonly string[]): string {
  if (currentLocale() === "en") return joinRegions(regions);
  const names = regions.map((region) => spanishStateNames[region] ?? region);
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} ${m.site_regions_and()} ${names.at(-1)}`;
}

/** The one-sentence description of the agency (footer, structured data, feeds). */
export function agencySummary(regions: readonly string[]): string {
  return regions.length > 0
    ? m.site_description_regions({ regions: regionsInLanguage(regions) })
    : m.site_description();
}
