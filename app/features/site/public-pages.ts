import { serviceCategories } from "./services";

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
