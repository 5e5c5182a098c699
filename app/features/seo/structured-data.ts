import type { DayOfWeek, OpeningHoursSpecification, PostalAddress } from "schema-dts";

import type { PublicAgency } from "~/features/settings/public-agency";
import type { PublicOffice } from "~/features/settings/public-offices";

/**
 * schema.org descriptions of the agency and its content, for search engines (JSON-LD).
 * Pure functions of their inputs; the pages embed them with <JsonLd>.
 */

/** Empty settings are left out rather than sent as empty strings. */
function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== "" && value !== undefined),
  ) as Partial<T>;
}

/** `homePath`: the home page in the page's language ("/es" on Spanish pages, whose texts these are). */
export function employmentAgencyJsonLd(agency: PublicAgency, publicUrl: string, homePath = "/") {
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    name: agency.name,
    description: agency.description,
    ...present({ slogan: agency.slogan, email: agency.email }),
    url: `${publicUrl}${homePath}`,
    logo: `${publicUrl}/favicon.svg`,
    telephone: agency.phones.map((phone) => phone.e164),
    contactPoint: agency.phones.map((phone) => ({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: phone.e164,
      areaServed: phone.label,
    })),
    address: agency.offices.map(postalAddress),
    areaServed: agency.regions.map((region) => ({ "@type": "State", name: region })),
    openingHoursSpecification: openingHours(agency.hours),
    sameAs: agency.social.map((link) => link.href),
  };
}

/** An office's address (schema.org PostalAddress). */
export function postalAddress(office: Pick<PublicOffice, "street" | "city" | "state" | "zip">) {
  return {
    "@type": "PostalAddress",
    ...present({ streetAddress: office.street }),
    addressLocality: office.city,
    addressRegion: office.state,
    ...present({ postalCode: office.zip }),
    addressCountry: "US",
  } satisfies PostalAddress;
}

// Lines the structured form could not read are shown on the page but left out here.
export function openingHours(hours: PublicAgency["hours"]) {
  return hours.flatMap(({ schema }) =>
    schema
      ? [
          {
            "@type": "OpeningHoursSpecification",
            // opening-hours.ts names only schema.org's days ("Monday").
            dayOfWeek: schema.dayOfWeek.map((day) => `https://schema.org/${day}` as DayOfWeek),
            opens: schema.opens,
            closes: schema.closes,
          } satisfies OpeningHoursSpecification,
        ]
      : [],
  );
}

export interface ArticleForJsonLd {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  featuredImageUrl: string | null;
  publishedAt: string | null;
  updatedAt: string;
}

/** `articlePath`: the article's address in the page's language. */
export function newsArticleJsonLd(
  post: ArticleForJsonLd,
  publicUrl: string,
  agencyName: string,
  articlePath = `/news/${post.slug}`,
) {
  const url = `${publicUrl}${articlePath}`;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(post.featuredImageUrl ? { image: [post.featuredImageUrl] } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: agencyName,
      url: `${publicUrl}/`,
      logo: { "@type": "ImageObject", url: `${publicUrl}/favicon.svg` },
    },
  };
}
