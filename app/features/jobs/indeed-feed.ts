import { escapeXml, xmlDeclaration } from "~/features/seo/xml";

import { employmentTypes, jobCategoryTitle, jobHours } from "./job-options";
import { formatPay } from "./job-pay";
import { jobPath } from "./job-status";

/*
 * /jobs/feed.xml in Indeed's XML job-feed format: <source> with the publisher, then one
 * <job> per open job, every text in CDATA (descriptions are HTML). Job sites that read
 * this format (Indeed, and the aggregators that copy it) list the agency's jobs for free.
 */

export interface FeedJob {
  slug: string;
  title: string;
  referenceNumber: string;
  category: string;
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
  publishedAt: Date | null;
  expiresAt: Date | null;
  updatedAt: Date;
  /** The description and requirements, as HTML. */
  descriptionHtml: string;
}

export interface FeedInput {
  publicUrl: string;
  agencyName: string;
  jobs: readonly FeedJob[];
}

// Characters XML 1.0 does not allow at all: dropped (escapeXml drops them too).
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text in a CDATA section; a "]]>" inside it is split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(forbidden, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

function jobType(job: FeedJob): string {
  const type = employmentTypes[job.employmentType as keyof typeof employmentTypes] ?? job.employmentType;
  const hours = job.hours ? jobHours[job.hours as keyof typeof jobHours] : undefined;
  return hours ? `${type}, ${hours}` : type;
}

function jobElement(job: FeedJob, { publicUrl, agencyName }: FeedInput): string {
  const field = (name: string, value: string) => `    <${name}>${cdata(value)}</${name}>`;
  return [
    "  <job>",
    field("title", job.title),
    field("date", (job.publishedAt ?? new Date(0)).toUTCString()),
    field("referencenumber", job.referenceNumber),
    field("requisitionid", job.referenceNumber),
    field("url", `${publicUrl}${jobPath(job.slug)}`),
    field("company", job.showClientName && job.clientName ? job.clientName : agencyName),
    field("city", job.city),
    field("state", job.state),
    field("country", "US"),
    field("postalcode", job.zip),
    field("description", job.descriptionHtml),
    field("salary", formatPay(job)),
    field("jobtype", jobType(job)),
    field("category", jobCategoryTitle(job.category)),
    field("expirationdate", job.expiresAt ? job.expiresAt.toUTCString() : ""),
    "  </job>",
  ].join("\n");
}

function lastChange(jobs: readonly FeedJob[]): Date {
  return new Date(Math.max(0, ...jobs.map((job) => job.updatedAt.getTime())));
}

export function renderIndeedFeed(input: FeedInput): string {
  return [
    xmlDeclaration,
    "<source>",
    `  <publisher>${escapeXml(input.agencyName)}</publisher>`,
    `  <publisherurl>${escapeXml(`${input.publicUrl}/`)}</publisherurl>`,
    // The newest change of a listed job: the same jobs give the same document (and ETag).
    `  <lastBuildDate>${lastChange(input.jobs).toUTCString()}</lastBuildDate>`,
    ...input.jobs.map((job) => jobElement(job, input)),
    "</source>",
    "",
  ].join("\n");
}
