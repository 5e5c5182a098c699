import { XMLParser } from "fast-xml-parser";
import { expect, it } from "vitest";

import { jobInput } from "~/features/jobs/job-test-data";
import { createJob } from "~/features/jobs/job.server";
import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";

import { describeEachEngine } from "../../tests/support/test-database";
import { loader } from "./jobs.feed[.]xml";

describeEachEngine("/jobs/feed.xml", () => {
  it("answers 404 while the site's job board is off", async () => {
    await createJob(jobInput());
    const response = await loader();
    expect(response.status).toBe(404);
  });

  it("lists the open jobs while the board is on", async () => {
    await createJob(jobInput({ title: "Forklift Operator" }));
    await saveSiteSettings({ ...agencyDefaults, jobBoardEnabled: true });
    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const feed = new XMLParser().parse(await response.text()) as { source: { job: { title: string } } };
    expect(feed.source.job.title).toBe("Forklift Operator");
  });
});
