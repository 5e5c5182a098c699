import { describe, expect, it } from "vitest";

import { serializeJsonLd } from "~/features/seo/json-ld";

import { googleEmploymentTypes, jobPostingJsonLd, type JobForJsonLd } from "./job-posting-json-ld";

const job: JobForJsonLd = {
  slug: "forklift-operator",
  title: "Forklift Operator",
  employmentType: "temporary",
  hours: "full-time",
  city: "Sulphur",
  state: "LA",
  zip: "70663",
  payFromCents: 1600,
  payToCents: 1800,
  payPeriod: "hour",
  clientName: "Acme Port",
  showClientName: true,
  referenceNumber: "J-4K7M2Q",
  publishedAt: new Date("2026-11-02T15:00:00Z"),
  expiresAt: new Date("2026-12-03T06:00:00Z"),
};

const context = {
  publicUrl: "https://www.example.com",
  agencyName: "TeamWork Staffing",
  descriptionHtml: "<p>Move pallets.</p>",
  directApply: false,
};

/** The markup as a page carries it, read back. */
const roundTrip = (value: unknown) => JSON.parse(serializeJsonLd(value)) as Record<string, unknown>;

describe("jobPostingJsonLd", () => {
  it("holds every property Google lists, the client named and the pay as a range", () => {
    expect(roundTrip(jobPostingJsonLd(job, context))).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Forklift Operator",
      description: "<p>Move pallets.</p>",
      url: "https://www.example.com/jobs/forklift-operator",
      datePosted: "2026-11-02T15:00:00.000Z",
      validThrough: "2026-12-03T06:00:00.000Z",
      employmentType: ["TEMPORARY", "FULL_TIME"],
      hiringOrganization: { "@type": "Organization", name: "Acme Port" },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Sulphur",
          addressRegion: "LA",
          postalCode: "70663",
          addressCountry: "US",
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 16, maxValue: 18, unitText: "HOUR" },
      },
      directApply: false,
      identifier: { "@type": "PropertyValue", name: "TeamWork Staffing", value: "J-4K7M2Q" },
    });
  });

  it("says 'confidential' for an undisclosed client, and leaves out the pay when none is given", () => {
    const markup = roundTrip(
      jobPostingJsonLd(
        { ...job, showClientName: false, payFromCents: null, payToCents: null, payPeriod: null, zip: "" },
        { ...context, directApply: true },
      ),
    );
    expect(markup.hiringOrganization).toBe("confidential");
    expect(markup).not.toHaveProperty("baseSalary");
    expect(markup.directApply).toBe(true);
    expect((markup.jobLocation as { address: object }).address).not.toHaveProperty("postalCode");
    // A shown client without a name is confidential too.
    expect(jobPostingJsonLd({ ...job, clientName: "" }, context).hiringOrganization).toBe("confidential");
  });

  it("gives a yearly salary with one amount as YEAR", () => {
    const markup = jobPostingJsonLd({ ...job, payFromCents: 5_200_000, payToCents: null, payPeriod: "year" }, context);
    expect(markup.baseSalary).toMatchObject({ value: { minValue: 52_000, maxValue: 52_000, unitText: "YEAR" } });
  });

  it("maps the employment types", () => {
    expect(googleEmploymentTypes({ employmentType: "temporary", hours: null })).toEqual(["TEMPORARY"]);
    expect(googleEmploymentTypes({ employmentType: "temp-to-hire", hours: "part-time" })).toEqual([
      "TEMPORARY",
      "PART_TIME",
    ]);
    expect(googleEmploymentTypes({ employmentType: "direct-hire", hours: "full-time" })).toEqual(["FULL_TIME"]);
  });

  it("cannot end its script element early", () => {
    const text = serializeJsonLd(jobPostingJsonLd({ ...job, title: "</script><script>alert(1)</script>" }, context));
    expect(text).not.toContain("</script>");
  });
});
