import { eq, sql } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";

import { renderSitemap } from "~/features/seo/sitemap";
import { getDb } from "~/platform/db/client.server";
import { jobs } from "~/platform/db/schema";

import { timesInOrder } from "../../../tests/support/row-times";
import { describeEachEngine } from "../../../tests/support/test-database";
import { cdata, renderIndeedFeed } from "./indeed-feed";
import { listFeedJobs, listJobSitemapEntries } from "./job-feeds.server";
import { formatPay } from "./job-pay";
import { jobInput } from "./job-test-data";
import { closeJob, createJob } from "./job.server";

// Text as text (a ZIP code stays "70663"); the repeated elements as lists even when one.
const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === "job" });
const sitemapParser = new XMLParser({ isArray: (name) => name === "url" });

describe("formatPay", () => {
  it("says a range, one amount or nothing", () => {
    expect(formatPay({ payFromCents: 1600, payToCents: 1800, payPeriod: "hour" })).toBe("$16.00-$18.00 an hour");
    expect(formatPay({ payFromCents: 4_500_000, payToCents: null, payPeriod: "year" })).toBe("$45,000 a year");
    expect(formatPay({ payFromCents: null, payToCents: null, payPeriod: null })).toBe("");
  });
});

describe("cdata", () => {
  it("keeps a ']]>' inside the text without ending the section", () => {
    const parsed = parser.parse(`<a>${cdata("x ]]> y <b>")}</a>`) as { a: string };
    expect(parsed.a).toBe("x ]]> y <b>");
  });
});

describeEachEngine("the Indeed feed and the sitemap", () => {
  async function seed() {
    const forklift = await createJob(
      jobInput({ title: "Forklift Operator", clientName: "Acme Port", showClientName: true }),
    );
    const confidential = await createJob(
      jobInput({ title: "Line Cook", clientName: "Secret Casino", requirements: "Food handler card." }),
    );
    // Published a minute apart: createJob dates them with new Date(), and two in the same
    // millisecond would be listed by their random ids.
    const [publishedAt] = await timesInOrder(jobs.publishedAt, [forklift, confidential], Date.now() - 3_600_000);
    const open = { ...forklift, publishedAt: publishedAt! };
    const closed = await createJob(jobInput({ title: "Closed Job" }));
    await closeJob(closed.id);
    const expired = await createJob(jobInput({ title: "Expired Job" }));
    await getDb()
      .update(jobs)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(jobs.id, expired.id));
    await createJob(jobInput({ title: "Draft Job", isPublished: false }));
    return { open, confidential };
  }

  it("parses as XML and lists exactly the open jobs, with every field", async () => {
    const { open, confidential } = await seed();
    const xml = renderIndeedFeed({
      publicUrl: "https://www.example.com",
      agencyName: "TeamWork Staffing",
      jobs: await listFeedJobs(),
    });
    const feed = parser.parse(xml) as {
      source: { publisher: string; publisherurl: string; job: Record<string, string>[] };
    };
    expect(feed.source.publisher).toBe("TeamWork Staffing");
    expect(feed.source.publisherurl).toBe("https://www.example.com/");
    expect(feed.source.job.map((job) => job.title)).toEqual(["Line Cook", "Forklift Operator"]);
    const [cook, forklift] = feed.source.job as [Record<string, string>, Record<string, string>];
    expect(forklift).toMatchObject({
      referencenumber: open.referenceNumber,
      requisitionid: open.referenceNumber,
      url: `https://www.example.com/jobs/${open.slug}`,
      company: "Acme Port",
      city: "Sulphur",
      state: "LA",
      country: "US",
      postalcode: "70663",
      salary: "$16.00-$18.00 an hour",
      jobtype: "Temporary, Full-time",
      category: "Light Industrial",
      description: "<p>Load and unload trucks.</p>\n<h2>Requirements</h2>\n<p>Lift 50 pounds.</p>\n",
    });
    expect(new Date(forklift.date!).getTime()).toBe(open.publishedAt!.getTime() - (open.publishedAt!.getTime() % 1000));
    expect(new Date(forklift.expirationdate!).getTime()).toBe(open.expiresAt!.getTime());
    // An undisclosed client is never named: the agency is the company.
    expect(cook.company).toBe("TeamWork Staffing");
    expect(xml).not.toContain("Secret Casino");
    expect(cook.referencenumber).toBe(confidential.referenceNumber);
    // Every text is CDATA.
    expect(xml).toContain("<title><![CDATA[Forklift Operator]]></title>");
  });

  it("lists the open jobs in the sitemap with their last change, only when given", async () => {
    const { open } = await seed();
    const entries = await listJobSitemapEntries();
    expect(entries.map((entry) => entry.slug)).toEqual(["line-cook", open.slug]);
    const base = { publicUrl: "https://www.example.com", articles: [], lastModified: { faqs: null, news: null } };
    const withJobs = sitemapParser.parse(renderSitemap({ ...base, jobs: entries })) as {
      urlset: { url: { loc: string; lastmod?: string }[] };
    };
    const job = withJobs.urlset.url.find((url) => url.loc === `https://www.example.com/jobs/${open.slug}`);
    expect(job?.lastmod).toBe(open.updatedAt.toISOString());
    expect(withJobs.urlset.url.some((url) => url.loc === "https://www.example.com/jobs")).toBe(true);
    expect(withJobs.urlset.url.some((url) => url.loc === "https://www.example.com/es/apply")).toBe(true);
    expect(withJobs.urlset.url.some((url) => url.loc.includes("closed-job"))).toBe(false);
    expect(renderSitemap(base)).not.toContain("/jobs");
    expect(renderSitemap(base)).not.toContain("/apply");
  });
});
