import { describe, expect, it } from "vitest";

import { agency } from "~/config/agency";

import { employmentAgencyJsonLd, faqPageJsonLd, newsArticleJsonLd } from "./structured-data";

describe("employmentAgencyJsonLd", () => {
  const ld = employmentAgencyJsonLd("https://www.example.com");

  it("describes the agency with its phones, address and hours", () => {
    expect(ld["@type"]).toBe("EmploymentAgency");
    expect(ld.name).toBe(agency.name);
    expect(ld.url).toBe("https://www.example.com/");
    expect(ld.telephone).toEqual([agency.phones.louisiana.e164, agency.phones.texas.e164]);
    expect(ld.address[0]).toMatchObject({ "@type": "PostalAddress", addressLocality: "Sulphur", addressRegion: "LA" });
  });

  it("gives weekday hours and marks the weekend closed", () => {
    const [weekdays, weekend] = ld.openingHoursSpecification;
    expect(weekdays).toMatchObject({ opens: "08:00", closes: "17:00" });
    expect(weekdays!.dayOfWeek).toContain("https://schema.org/Monday");
    expect(weekend).toMatchObject({ opens: "00:00", closes: "00:00" });
    expect(weekend!.dayOfWeek).toEqual(["https://schema.org/Saturday", "https://schema.org/Sunday"]);
  });
});

describe("faqPageJsonLd", () => {
  it("lists each question with its answer", () => {
    const ld = faqPageJsonLd([{ question: "Q?", answer: "A." }]);
    expect(ld.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
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
    const ld = newsArticleJsonLd(post, "https://x.test");
    expect(ld).toMatchObject({
      "@type": "NewsArticle",
      headline: "Title",
      url: "https://x.test/news/title",
      datePublished: "2026-03-15T17:00:00.000Z",
      author: { "@type": "Person", name: "Ann" },
    });
    expect(ld).not.toHaveProperty("image");
  });

  it("includes the featured image when there is one", () => {
    expect(newsArticleJsonLd({ ...post, featuredImageUrl: "https://img.test/a.jpg" }, "").image).toEqual([
      "https://img.test/a.jpg",
    ]);
  });
});
