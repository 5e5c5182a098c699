import { serviceCategories } from "./services";

/** Every public page whose address does not depend on content (news articles are added from the database). */
export const staticPublicPaths: string[] = [
  "/",
  "/why-choose-us",
  "/services",
  ...serviceCategories.map(({ slug }) => `/services/${slug}`),
  "/contact",
  "/faqs",
  "/news",
  "/sitemap",
];

/** The path of a news article. */
export function articlePath(slug: string): string {
  return `/news/${encodeURIComponent(slug)}`;
}
