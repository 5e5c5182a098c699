import { agency } from "~/config/agency";

/**
 * schema.org descriptions of the agency and its content, for search engines (JSON-LD).
 * Pure functions of their inputs; the pages embed them with <JsonLd>.
 */

export function employmentAgencyJsonLd(publicUrl: string) {
  const phones = Object.values(agency.phones);
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    name: agency.name,
    description: agency.description,
    slogan: agency.slogan,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    email: agency.email,
    telephone: phones.map((phone) => phone.e164),
    contactPoint: phones.map((phone) => ({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: phone.e164,
      areaServed: phone.label,
    })),
    address: agency.offices.map((office) => ({
      "@type": "PostalAddress",
      ...(office.street ? { streetAddress: office.street } : {}),
      addressLocality: office.city,
      addressRegion: office.regionCode,
      ...(office.postalCode ? { postalCode: office.postalCode } : {}),
      addressCountry: office.country,
    })),
    areaServed: agency.serviceRegions.map((region) => ({ "@type": "State", name: region })),
    openingHoursSpecification: agency.hours.map((entry) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: entry.dayOfWeek.map((day) => `https://schema.org/${day}`),
      // schema.org's way to say "closed": opens and closes at midnight.
      opens: entry.opens ?? "00:00",
      closes: entry.closes ?? "00:00",
    })),
    sameAs: agency.social.map((link) => link.href),
  };
}

export function faqPageJsonLd(faqs: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
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

export function newsArticleJsonLd(post: ArticleForJsonLd, publicUrl: string) {
  const url = `${publicUrl}/news/${post.slug}`;
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
      name: agency.name,
      url: `${publicUrl}/`,
      logo: { "@type": "ImageObject", url: `${publicUrl}/favicon.svg` },
    },
  };
}
