import { describe, expect, it } from "vitest";

import { jobInput } from "~/features/jobs/job-test-data";
import { createJob } from "~/features/jobs/job.server";
import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";
import type { OfficeSetting } from "~/features/settings/site-settings";
import { jobs } from "~/platform/db/schema";

import { timesInOrder } from "../../../tests/support/row-times";
import { describeEachEngine } from "../../../tests/support/test-database";
import { thrownStatus } from "../../../tests/support/thrown-status";
import { loadOfficePage, officePlace } from "./office-page.server";

const sulphur: OfficeSetting = {
  name: "Sulphur Office",
  street: "100 Main St",
  city: "Sulphur",
  state: "LA",
  zip: "70663",
  phone: "",
};
const beaumont: OfficeSetting = {
  name: "Beaumont Office",
  street: "",
  city: "Beaumont",
  state: "TX",
  zip: "",
  phone: "",
};

describe("where an office is", () => {
  it("is its ZIP code's place, else its city's", () => {
    expect(officePlace(sulphur)).toMatchObject({ city: "Sulphur", state: "LA" });
    expect(officePlace({ ...sulphur, zip: "70663-1234" })).toMatchObject({ city: "Sulphur" });
    expect(officePlace(beaumont)).toMatchObject({ city: "Beaumont", state: "TX" });
    expect(officePlace({ zip: "00000", city: "Beaumont", state: "TX" })).toMatchObject({ city: "Beaumont" });
    expect(officePlace({ zip: "", city: "Nowhere At All", state: "TX" })).toBeUndefined();
  });
});

describeEachEngine("an office's page", () => {
  it("answers 404 for a slug no office has", async () => {
    await saveSiteSettings({ ...agencyDefaults, offices: [sulphur] });
    expect(await thrownStatus(loadOfficePage("no-such-office"))).toBe(404);
    expect(await thrownStatus(loadOfficePage(undefined))).toBe(404);
    expect((await loadOfficePage("sulphur-office")).office.name).toBe("Sulphur Office");
  });

  it("lists no jobs while the job board is off", async () => {
    await saveSiteSettings({ ...agencyDefaults, offices: [sulphur] });
    await createJob(jobInput({ title: "Forklift Operator", city: "Lake Charles", zip: "70601" }));
    const page = await loadOfficePage("sulphur-office");
    expect(page.openJobs).toBeNull();
    expect(page.geo).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  it("lists the open jobs within 25 miles, newest first, with the search for all of them", async () => {
    await saveSiteSettings({ ...agencyDefaults, jobBoardEnabled: true, offices: [sulphur, beaumont] });
    // From Sulphur: Lake Charles 11 miles, Vinton 13, Orange 32, Beaumont 45.
    const forklift = await createJob(
      jobInput({ title: "Forklift Operator", city: "Lake Charles", state: "LA", zip: "70601" }),
    );
    const welder = await createJob(jobInput({ title: "Welder", city: "Vinton", state: "LA", zip: "70668" }));
    // Published a minute apart: two in the same millisecond (new Date()) would be listed by their random ids.
    await timesInOrder(jobs.publishedAt, [forklift, welder], Date.now() - 3_600_000);
    await createJob(jobInput({ title: "Deckhand", city: "Orange", state: "TX", zip: "77630" }));
    await createJob(jobInput({ title: "Crane Operator", city: "Beaumont", state: "TX", zip: "77701" }));
    await createJob(jobInput({ title: "Draft Job", city: "Sulphur", zip: "70663", isPublished: false }));

    const near = await loadOfficePage("sulphur-office");
    expect(near.miles).toBe(25);
    expect(near.openJobs?.jobs.map((job) => job.title)).toEqual(["Welder", "Forklift Operator"]);
    expect(near.openJobs?.total).toBe(2);
    expect(near.openJobs?.href).toBe("/jobs?location=70663&distance=25");

    // Without a ZIP code, from the place of its city (the middle of its ZIP codes).
    const texas = await loadOfficePage("beaumont-office");
    expect(texas.openJobs?.href).toBe("/jobs?location=Beaumont%2C+TX&distance=25");
    expect(texas.openJobs?.jobs.map((job) => job.title)).toContain("Crane Operator");
    expect(texas.openJobs?.jobs.map((job) => job.title)).not.toContain("Welder");
  });
});
