import type { ExternalLinks } from "~/features/settings/public-agency";
import type { PlainMessage } from "~/platform/i18n/messages";

/** The name of a message of the site's catalogue (app/features/site/messages). */
type SiteMessage = PlainMessage & `site_${string}`;

/**
 * A link of the site's menus: a page of the site (an English path; links follow the page's
 * language), or one of the agency's external sites. `message` names its words.
 */
export type NavItem =
  { message: SiteMessage; to: string; end?: boolean } | { message: SiteMessage; external: keyof ExternalLinks };

/** The header menu, in its order and words (the e2e layout test checks both). */
export const mainNavigation: readonly NavItem[] = [
  { message: "site_nav_home", to: "/", end: true },
  { message: "site_nav_online_application", external: "onlineApplication" },
  { message: "site_nav_browse_jobs", external: "jobBoard" },
  { message: "site_nav_staffing_services", to: "/services" },
  { message: "site_nav_why_choose_us", to: "/why-choose-us" },
  { message: "site_nav_faqs", to: "/faqs" },
  { message: "site_nav_news", to: "/news" },
  { message: "site_nav_contact_us", to: "/contact" },
];

/** The footer's Quick Links. */
export const footerQuickLinks: readonly NavItem[] = [
  { message: "site_link_home", to: "/", end: true },
  { message: "site_link_staffing_services", to: "/services" },
  { message: "site_link_why_choose_us", to: "/why-choose-us" },
  { message: "site_link_faqs", to: "/faqs" },
  { message: "site_link_news", to: "/news" },
  { message: "site_link_contact_us", to: "/contact" },
  { message: "site_link_our_offices", to: "/locations" },
  { message: "site_link_online_application", external: "onlineApplication" },
];

/** The site's own pages, for /sitemap (services and articles are listed from their data). */
export const sitePages: ReadonlyArray<{ message: SiteMessage; to: string }> = [
  { message: "site_link_home", to: "/" },
  { message: "site_link_why_choose_us", to: "/why-choose-us" },
  { message: "site_link_staffing_services", to: "/services" },
  { message: "site_link_faqs", to: "/faqs" },
  { message: "site_link_news", to: "/news" },
  { message: "site_link_contact_us", to: "/contact" },
  { message: "site_link_site_map", to: "/sitemap" },
];
