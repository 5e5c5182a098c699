import { messageText } from "~/platform/i18n/messages";

import { serviceCategories, type ServiceCategory, type ServiceIcon, type ServiceSlug } from "./services";

/*
 * The service catalogue's texts in the request's language. The English texts marked "Given"
 * in the catalogue's history are the agency's own words, kept word for word; the others, and
 * the Spanish ones, are ours. Server only: pages receive the texts from their loaders.
 */

/** "office-support" -> "office_support": the slug as it appears in the message names. */
type MessageKey<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}_${MessageKey<Tail>}` : S;

export interface ServiceText {
  slug: ServiceSlug;
  icon: ServiceIcon;
  title: string;
  /** The one-line description under the page title. */
  description: string;
  /** A short paragraph for the summary cards on /services. */
  summary: string;
  positions: string[];
  /** The page's title: "Dockside Staffing". */
  staffing: string;
  /** The closing band's question: "Need Dockside Staff?". */
  needStaff: string;
}

export function serviceText(category: ServiceCategory): ServiceText {
  const key = category.slug.replaceAll("-", "_") as MessageKey<ServiceSlug>;
  return {
    slug: category.slug,
    icon: category.icon,
    title: messageText(`svc_${key}_title`),
    description: messageText(`svc_${key}_description`),
    summary: messageText(`svc_${key}_summary`),
    positions: messageText(`svc_${key}_positions`).split("\n"),
    staffing: messageText(`svc_${key}_staffing`),
    needStaff: messageText(`svc_${key}_need_staff`),
  };
}

/** Every category's slug, icon and title, in the sidebar's order. */
export function serviceTitles(): Array<{ slug: ServiceSlug; icon: ServiceIcon; title: string }> {
  return serviceCategories.map((category) => {
    const { slug, icon, title } = serviceText(category);
    return { slug, icon, title };
  });
}

/** The four reasons every service page lists under 'Why Choose Us'. */
export function serviceReasons(): Array<{ title: string; text: string }> {
  return (["experience", "reliability", "flexibility", "quality"] as const).map((reason) => ({
    title: messageText(`svc_reason_${reason}_title`),
    text: messageText(`svc_reason_${reason}_text`),
  }));
}
