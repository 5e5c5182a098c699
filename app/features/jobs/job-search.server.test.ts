import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { pageCacheKey } from "~/platform/cache/page-cache-key";
import { getDb } from "~/platform/db/client.server";
import { jobs } from "~/platform/db/schema";

import { timesInOrder } from "../../../tests/support/row-times";
import { describeEachEngine } from "../../../tests/support/test-database";
import { JOB_DISTANCES } from "./job-distances";
import { JOB_SEARCH_PARAMS, jobSearchHref, NO_JOB_SEARCH, readJobSearch, type JobSearch } from "./job-search-params";
import { resolveLocation, searchJobs } from "./job-search.server";
import { jobInput } from "./job-test-data";
import { closeJob, createJob } from "./job.server";

const search = (query: string): JobSearch => readJobSearch(new URLSearchParams(query));

async function titlesFound(query: string): Promise<string[]> {
  return (await searchJobs(search(query))).jobs.map((job) => job.title);
}

describe("readJobSearch", () => {
  it("reads each filter, ignoring what the form cannot send", () => {
    expect(
      search("q=+forklift++driver&location=Sulphur,%20LA&distance=25&category=dockside&type=temporary&minPay=15"),
    ).toEqual({
      q: "forklift driver",
      location: "Sulphur, LA",
      distance: 25,
      category: "dockside",
      type: "temporary",
      minPay: 15,
      page: 1,
    });
    expect(search("distance=30&category=nope&type=gig&minPay=-1&page=0")).toMatchObject({
      distance: null,
      category: null,
      type: null,
      minPay: null,
      page: 1,
    });
    expect(search("q=a&q=b&page=3").q).toBe("a");
  });
});

describe("the search's address", () => {
  it("writes a search as the address that reads back as it, defaults left out", () => {
    const full: JobSearch = {
      q: "forklift driver",
      location: "Sulphur, LA",
      distance: JOB_DISTANCES[1],
      category: "dockside",
      type: "temp-to-hire",
      minPay: 15.5,
      page: 2,
    };
    expect(readJobSearch(new URL(jobSearchHref(full), "https://x").searchParams)).toEqual(full);
    expect(jobSearchHref(NO_JOB_SEARCH)).toBe("/jobs");
    expect(jobSearchHref({ category: "dockside" })).toBe("/jobs?category=dockside");
  });

  it("gives the page cache one key per search, whatever else the address holds", () => {
    const key = (target: string) => pageCacheKey(target, JOB_SEARCH_PARAMS, "normalized");
    expect(key("/jobs?utm_source=x&type=temporary&q=cook&q=chef")).toBe(key("/jobs?q=cook&type=temporary"));
    expect(key("/jobs?fbclid=1")).toBe("/jobs");
  });
});

describe("resolveLocation", () => {
  it("tells a ZIP code, a state, 'City, ST' and a city apart", () => {
    expect(resolveLocation("70663")).toMatchObject({ kind: "zip", place: { city: "Sulphur" } });
    expect(resolveLocation("texas")).toEqual({ kind: "state", state: "TX" });
    expect(resolveLocation("TX")).toEqual({ kind: "state", state: "TX" });
    expect(resolveLocation("Houston, TX")).toMatchObject({ kind: "city", city: "Houston", state: "TX" });
    expect(resolveLocation("Lake Charles")).toMatchObject({ kind: "city", state: null, place: { state: "LA" } });
  });
});

describeEachEngine("job search", () => {
  async function seed() {
    // Sulphur, LA (70663); Lake Charles, LA (~10 miles east); Lafayette, LA (~80 miles); Houston, TX (~130 miles).
    const forklift = await createJob(
      jobInput({ title: "Forklift Operator", category: "dockside", zip: "70663", city: "Sulphur" }),
    );
    const cook = await createJob(
      jobInput({
        title: "Line Cook",
        titleEs: "Cocinero de línea",
        category: "hospitality",
        city: "Lake Charles",
        zip: "70601",
        employmentType: "temp-to-hire",
        payFromCents: 1400,
        payToCents: 1500,
      }),
    );
    const manager = await createJob(
      jobInput({
        title: "Plant Manager",
        category: "professional-placement",
        city: "Lafayette",
        zip: "70501",
        employmentType: "direct-hire",
        payFromCents: 6_240_000,
        payToCents: null,
        payPeriod: "year",
      }),
    );
    const driver = await createJob(
      jobInput({ title: "CDL-A Driver", category: "cdl-drivers", city: "Houston", state: "TX", zip: "77002" }),
    );
    const clerk = await createJob(
      jobInput({
        title: "Résumé Clerk",
        category: "office-support",
        city: "Houston",
        state: "TX",
        zip: "77002",
        payFromCents: null,
        payToCents: null,
        payPeriod: null,
      }),
    );
    // Published a minute apart in that order: createJob dates them with new Date(), and two in
    // the same millisecond would be listed by their random ids.
    await timesInOrder(jobs.publishedAt, [forklift, cook, manager, driver, clerk], Date.now() - 3_600_000);
    const closed = await createJob(jobInput({ title: "Closed Forklift Job", city: "Sulphur" }));
    await closeJob(closed.id);
    const expired = await createJob(jobInput({ title: "Expired Forklift Job" }));
    await getDb()
      .update(jobs)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(jobs.id, expired.id));
    await createJob(jobInput({ title: "Draft Forklift Job", isPublished: false }));
  }

  it("lists open jobs only, newest first, with the count", async () => {
    await seed();
    const found = await searchJobs(search(""));
    expect(found.total).toBe(5);
    expect(found.jobs.map((job) => job.title)).toEqual([
      "Résumé Clerk",
      "CDL-A Driver",
      "Plant Manager",
      "Line Cook",
      "Forklift Operator",
    ]);
  });

  it("finds keywords in English and Spanish, accents and capitals aside", async () => {
    await seed();
    expect(await titlesFound("q=FORKLIFT")).toEqual(["Forklift Operator"]);
    expect(await titlesFound("q=linea")).toEqual(["Line Cook"]);
    expect(await titlesFound("q=resume")).toEqual(["Résumé Clerk"]);
    expect(await titlesFound("q=pallets+nowhere")).toEqual([]);
  });

  it("filters by city, 'City, ST', state and ZIP code", async () => {
    await seed();
    expect(await titlesFound("location=lake+charles")).toEqual(["Line Cook"]);
    expect(await titlesFound("location=Houston%2C+TX")).toEqual(["Résumé Clerk", "CDL-A Driver"]);
    expect(await titlesFound("location=Louisiana")).toEqual(["Plant Manager", "Line Cook", "Forklift Operator"]);
    expect(await titlesFound("location=77002")).toEqual(["Résumé Clerk", "CDL-A Driver"]);
  });

  it("finds jobs within a distance of a ZIP code or a known city", async () => {
    await seed();
    expect(await titlesFound("location=70663&distance=25")).toEqual(["Line Cook", "Forklift Operator"]);
    expect(await titlesFound("location=70663&distance=100")).toEqual([
      "Plant Manager",
      "Line Cook",
      "Forklift Operator",
    ]);
    expect(await titlesFound("location=Sulphur%2C+LA&distance=10")).toEqual(["Forklift Operator"]);
    expect(await titlesFound("location=Houston&distance=10")).toEqual(["Résumé Clerk", "CDL-A Driver"]);
  });

  it("filters by category, employment type and minimum pay, yearly pay at 2,080 hours", async () => {
    await seed();
    expect(await titlesFound("category=hospitality")).toEqual(["Line Cook"]);
    expect(await titlesFound("type=direct-hire")).toEqual(["Plant Manager"]);
    // $62,400 a year is $30 an hour; jobs without pay are left out.
    expect(await titlesFound("minPay=30")).toEqual(["Plant Manager"]);
    expect(await titlesFound("minPay=17")).toEqual(["CDL-A Driver", "Plant Manager", "Forklift Operator"]);
  });

  it("combines the filters", async () => {
    await seed();
    expect(
      await titlesFound("q=cook&location=70663&distance=25&category=hospitality&type=temp-to-hire&minPay=15"),
    ).toEqual(["Line Cook"]);
    expect(await titlesFound("q=cook&location=70663&distance=25&minPay=16")).toEqual([]);
  });

  it("pages by 20", async () => {
    await getDb()
      .insert(jobs)
      .values(
        Array.from({ length: 45 }, (_, index) => ({
          title: `Job ${index}`,
          slug: `job-${index}`,
          category: "dockside",
          employmentType: "temporary",
          city: "Sulphur",
          state: "LA",
          description: "d",
          referenceNumber: `R-${index}`,
          isPublished: true,
          publishedAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
        })),
      );
    const third = await searchJobs(search("page=3"));
    expect(third.total).toBe(45);
    expect(third.jobs.map((job) => job.title)).toEqual(["Job 4", "Job 3", "Job 2", "Job 1", "Job 0"]);
    expect(await searchJobs(search("page=4"))).toEqual({ jobs: [], total: 45 });
    expect((await searchJobs(search("q=nothing-like-this"))).total).toBe(0);
  });
});
