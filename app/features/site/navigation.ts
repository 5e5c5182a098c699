import type { ExternalLinks } from "~/features/settings/public-agency";

/** A link of the site's menus: a page of the site, or one of the agency's external sites. */
export type NavItem = { label: string; to: string; end?: boolean } | { label: string; external: keyof ExternalLinks };

/** The header menu, in its order and words (the e2e layout test checks both). */
export const mainNavigation: readonly NavItem[] = [
  { label: "HOME", to: "/", end: true },
  { label: "ONLINE APPLICATION", external: "onlineApplication" },
  { label: "BROWSE JOBS", external: "jobBoard" },
  { label: "STAFFING SERVICES", to: "/services" },
  { label: "WHY CHOOSE US?", to: "/why-choose-us" },
  { label: "FAQS", to: "/faqs" },
  { label: "NEWS", to: "/news" },
  { label: "CONTACT US", to: "/contact" },
];

/** The footer's Quick Links. */
export const footerQuickLinks: readonly NavItem[] = [
  { label: "Home", to: "/", end: true },
  { label: "Staffing Services", to: "/services" },
  { label: "Why Choose Us?", to: "/why-choose-us" },
  { label: "FAQs", to: "/faqs" },
  { label: "News", to: "/news" },
  { label: "Contact Us", to: "/contact" },
  { label: "Online Application", external: "onlineApplication" },
];

/** The site's own pages, for /sitemap (services and articles are listed from their data). */
export const sitePages: ReadonlyArray<{ label: string; to: string }> = [
  { label: "Home", to: "/" },
  { label: "Why Choose Us?", to: "/why-choose-us" },
  { label: "Staffing Services", to: "/services" },
  { label: "FAQs", to: "/faqs" },
  { label: "News", to: "/news" },
  { label: "Contact Us", to: "/contact" },
  { label: "Site Map", to: "/sitemap" },
];
