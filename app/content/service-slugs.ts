/**
 * The twelve service category pages (SPEC.md section 2), in the spec's order. The category
 * data itself (titles, descriptions, positions) lives with the service pages; this list only
 * says which /services/<slug> pages exist, for the sitemap.
 */
export const serviceSlugs = [
  "office-support",
  "skilled-trades",
  "customer-service",
  "light-industrial",
  "hospital",
  "professional-placement",
  "heavy-equipment",
  "cdl-drivers",
  "dockside",
  "oil-and-gas",
  "hospitality",
  "gaming-casino",
] as const;
