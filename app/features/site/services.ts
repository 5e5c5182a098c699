/**
 * The twelve staffing categories: one page each at /services/{slug}, all rendered by
 * routes/_public.services.$category.tsx from this list. The order is the sidebar's. Their
 * texts are messages (messages/services.{en,es}.json), which loaders read on the server
 * (service-text.server.ts): the pages receive them as data, and the catalogue stays out of
 * the browser.
 */

export type ServiceIcon =
  | "office"
  | "tools"
  | "headset"
  | "warehouse"
  | "medical"
  | "briefcase"
  | "excavator"
  | "truck"
  | "anchor"
  | "oil"
  | "hotel"
  | "cards";

interface ServiceCategoryShape {
  slug: string;
  icon: ServiceIcon;
}

export const serviceCategories = [
  { slug: "office-support", icon: "office" },
  { slug: "skilled-trades", icon: "tools" },
  { slug: "customer-service", icon: "headset" },
  { slug: "light-industrial", icon: "warehouse" },
  { slug: "hospital", icon: "medical" },
  { slug: "professional-placement", icon: "briefcase" },
  { slug: "heavy-equipment", icon: "excavator" },
  { slug: "cdl-drivers", icon: "truck" },
  { slug: "dockside", icon: "anchor" },
  { slug: "oil-and-gas", icon: "oil" },
  { slug: "hospitality", icon: "hotel" },
  { slug: "gaming-casino", icon: "cards" },
] as const satisfies readonly ServiceCategoryShape[];

export type ServiceCategory = (typeof serviceCategories)[number];
export type ServiceSlug = ServiceCategory["slug"];

export function findServiceCategory(slug: string | undefined): ServiceCategory | undefined {
  return serviceCategories.find((category) => category.slug === slug);
}

/** The six categories /services presents as summary cards (in the agency's order). */
export const featuredServiceSlugs: readonly ServiceSlug[] = [
  "oil-and-gas",
  "dockside",
  "hospitality",
  "office-support",
  "skilled-trades",
  "light-industrial",
];

export function featuredServices(): ServiceCategory[] {
  return featuredServiceSlugs.map((slug) => findServiceCategory(slug)!);
}
