import type { JobPosting, WithContext } from "schema-dts";

import { jobPath } from "./job-status";

/*
 * The JobPosting structured data of an open job's page, with every property Google lists as
 * required or recommended for job postings. The types come from schema-dts, so a misspelt
 * property or a wrong shape fails the build, not the search result.
 */

/** What the markup needs of a job (a row of the jobs table has all of it). */
export interface JobForJsonLd {
  slug: string;
  title: string;
  employmentType: string;
  hours: string | null;
  city: string;
  state: string;
  zip: string;
  payFromCents: number | null;
  payToCents: number | null;
  payPeriod: string | null;
  clientName: string;
  showClientName: boolean;
  referenceNumber: string;
  publishedAt: Date | null;
  expiresAt: Date | null;
}

export interface JobPostingContext {
  publicUrl: string;
  agencyName: string;
  /** The description and requirements as HTML (rendered on the server from their Markdown). */
  descriptionHtml: string;
  /** True once the site's own apply page exists (the applications issue): applying happens on the job's page. */
  directApply: boolean;
  /** The page's path when it is not the English one (/es/jobs/{slug}: the markup in the page's language). */
  path?: string;
}

/** Google's employment types: TEMPORARY for temporary and temp-to-hire work, with FULL_TIME or PART_TIME as said. */
export function googleEmploymentTypes(job: Pick<JobForJsonLd, "employmentType" | "hours">): string[] {
  const types: string[] = [];
  if (job.employmentType !== "direct-hire") types.push("TEMPORARY");
  if (job.hours === "full-time") types.push("FULL_TIME");
  if (job.hours === "part-time") types.push("PART_TIME");
  // A direct hire always has its hours (the form requires them); a row from before says full-time.
  return types.length > 0 ? types : ["FULL_TIME"];
}

function baseSalary(job: JobForJsonLd): JobPosting["baseSalary"] {
  if (job.payFromCents === null || (job.payPeriod !== "hour" && job.payPeriod !== "year")) return undefined;
  return {
    "@type": "MonetaryAmount",
    currency: "USD",
    value: {
      "@type": "QuantitativeValue",
      minValue: job.payFromCents / 100,
      maxValue: (job.payToCents ?? job.payFromCents) / 100,
      unitText: job.payPeriod === "hour" ? "HOUR" : "YEAR",
    },
  };
}

export function jobPostingJsonLd(job: JobForJsonLd, context: JobPostingContext): WithContext<JobPosting> {
  const salary = baseSalary(job);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: context.descriptionHtml,
    url: `${context.publicUrl}${context.path ?? jobPath(job.slug)}`,
    ...(job.publishedAt ? { datePosted: job.publishedAt.toISOString() } : {}),
    ...(job.expiresAt ? { validThrough: job.expiresAt.toISOString() } : {}),
    employmentType: googleEmploymentTypes(job),
    // A staffing agency hiring for an employer it does not name: Google asks for "confidential".
    hiringOrganization:
      job.showClientName && job.clientName ? { "@type": "Organization", name: job.clientName } : "confidential",
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: job.city,
        addressRegion: job.state,
        ...(job.zip ? { postalCode: job.zip } : {}),
        addressCountry: "US",
      },
    },
    ...(salary ? { baseSalary: salary } : {}),
    directApply: context.directApply,
    identifier: { "@type": "PropertyValue", name: context.agencyName, value: job.referenceNumber },
  };
}
