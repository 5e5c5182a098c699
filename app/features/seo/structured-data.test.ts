import { describe, expect, it } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";
import { toPublicAgency } from "~/features/settings/public-agency.server";
import { inLocale } from "~/platform/i18n/catalogues.server";

import { employmentAgencyJsonLd, newsArticleJsonLd } from "./structured-data";

describe("employmentAgencyJsonLd", () => {
  const ld = employmentAgencyJsonLd(toPublicAgency(agencyDefaults), "https://www.example.com");

  it("describes the agency with its phones, address and hours", () => {
    expect(ld["@type"]).toBe("EmploymentAgency");
    expect(ld.name).toBe("TeamWork Staffing");
    expect(ld.url).toBe("https://www.example.com/");
    expect(ld.telephone).toEqual(["+13375550142", "+14095550178"]);
    expect(ld.address[0]).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Sulphur",
      addressRegion: "LA",
      addressCountry: "US",
    });
    expect(ld.sameAs).toEqual([
      "https://www.facebook.com/",
      "https://www.linkedin.com/",
      "https://x.com/",
      "https://www.instagram.com/",
    ]);
  });

  it("leaves out what the settings leave empty, and hours lines it cannot read", () => {
    const sparse = employmentAgencyJsonLd(
      toPublicAgency({
        ...agencyDefaults,
        generalEmail: "",
        slogan: "",
        facebookUrl: "",
        offices: [{ name: "HQ", street: "1 Main St", city: "Sulphur", state: "LA", zip: "70663", phone: "" }],
        hours: [
          { days: "Mon-Fri", hours: "8 AM-5 PM" },
          { days: "Holidays", hours: "By appointment" },
        ],
      }),
      "",
    );
    expect(sparse).not.toHaveProperty("email");
    expect(sparse).not.toHaveProperty("slogan");
    expect(sparse.sameAs).not.toContain("https://www.facebook.com/");
    expect(sparse.address[0]).toMatchObject({ streetAddress: "1 Main St", postalCode: "70663" });
    expect(sparse.openingHoursSpecification).toHaveLength(1);
  });

  it("gives weekday hours and marks the weekend closed", () => {
    const [weekdays, weekend] = ld.openingHoursSpecification;
    expect(weekdays).toMatchObject({ opens: "08:00", closes: "17:00" });
    expect(weekdays!.dayOfWeek).toContain("https://schema.org/Monday");
    expect(weekend).toMatchObject({ opens: "00:00", closes: "00:00" });
    expect(weekend!.dayOfWeek).toEqual(["https://schema.org/Saturday", "https://schema.org/Sunday"]);
  });

  it("describes the agency in the Spanish page's words, at the Spanish home page", () => {
    const spanish = inLocale("es", () =>
      employmentAgencyJsonLd(toPublicAgency(agencyDefaults), "https://www.example.com", "/es"),
    );
    expect(spanish.url).toBe("https://www.example.com/es");
    expect(spanish.slogan).toBe("De costa a costa, trabajamos para usted.");
    expect(spanish.description).toContain("Luisiana y Texas");
    expect(spanish.name).toBe(ld.name);
  });
});

describe("newsArticleJsonLd", () => {
  const post = {
    title: "Title",
    slug: "title",
    excerpt: "Excerpt",
    author: "Ann",
    featuredImageUrl: null,
    publishedAt: "2026-03-15T17:00:00.000Z",
    updatedAt: "2026-03-16T10:00:00.000Z",
  };

  it("describes the article at its canonical URL", () => {
    const ld = newsArticleJsonLd(post, "https://x.test", "Gulf Staffing");
    expect(ld).toMatchObject({
      "@type": "NewsArticle",
      headline: "Title",
      url: "https://x.test/news/title",
      datePublished: "2026-03-15T17:00:00.000Z",
      author: { "@type": "Person", name: "Ann" },
      publisher: { name: "Gulf Staffing" },
    });
    expect(ld).not.toHaveProperty("image");
  });

  it("describes a Spanish page's article at its Spanish address", () => {
    const ld = newsArticleJsonLd(post, "https://x.test", "Gulf Staffing", `/es/news/${post.slug}`);
    expect(ld.url).toBe(`https://x.test/es/news/${post.slug}`);
    expect(ld.mainEntityOfPage["@id"]).toBe(ld.url);
  });

  it("includes the featured image when there is one", () => {
    expect(
      newsArticleJsonLd({ ...post, featuredImageUrl: "https://img.test/a.jpg" }, "", "Gulf Staffing").image,
    ).toEqual(["https://img.test/a.jpg"]);
  });
});
