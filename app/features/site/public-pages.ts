import { serviceCategories } from "./services";

/** The staff request form's path: the page exists while staff deliver the contact inbox (docs/admin.md). */
export const REQUEST_STAFF_PATH = "/request-staff";

/** Every public page whose address does not depend on content (news articles are added from the database). */
export const staticPublicPaths: string[] = [
  "/",
  "/why-choose-us",
  "/services",
  ...serviceCategories.map(({ slug }) => `/services/${slug}`),
  "/contact",
  "/locations",
  "/faqs",
  "/news",
  "/sitemap",
];

/** The path of an office's page (its slug: app/features/settings/public-offices.ts). */
export function officePath(slug: string): string {
  return `/locations/${encodeURIComponent(slug)}`;
}

/** The path of a news article. */
export function articlePath(slug: string): string {
  return `/news/${encodeURIComponent(slug)}`;
}
