import { expect, it } from "vitest";

import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";
import { jobs } from "~/platform/db/schema";
import { inLocale } from "~/platform/i18n/catalogues.server";

import { timesInOrder } from "../../../tests/support/row-times";
import { describeEachEngine } from "../../../tests/support/test-database";
import { thrownStatus } from "../../../tests/support/thrown-status";
import { loadJobBoard } from "./job-board.server";
import { loadJobPage } from "./job-page.server";
import { jobInput } from "./job-test-data";
import { closeJob, createJob } from "./job.server";

const boardOn = () => saveSiteSettings({ ...agencyDefaults, jobBoardEnabled: true });
const page = (path: string) => new Request(`http://localhost${path}`);

describeEachEngine("the job board's pages", () => {
  it("do not exist while the board is off", async () => {
    const job = await createJob(jobInput());
    expect(await thrownStatus(loadJobBoard(page("/jobs")))).toBe(404);
    expect(await thrownStatus(loadJobPage(job.slug))).toBe(404);
  });

  it("list open jobs as cards whose texts are ready, and 404 past the last page", async () => {
    await boardOn();
    await createJob(jobInput({ title: "Forklift Operator", shift: "Nights" }));
    await createJob(jobInput({ title: "Draft Job", isPublished: false }));
    const board = await loadJobBoard(page("/jobs"));
    expect(board.total).toBe(1);
    expect(board.jobs).toEqual([
      {
        slug: "forklift-operator",
        title: "Forklift Operator",
        inEnglish: false,
        place: "Sulphur, LA",
        pay: "$16.00-$18.00 an hour",
        kind: "Temporary · Full-time",
        shift: "Nights",
        posted: expect.stringMatching(/^Posted [A-Z][a-z]+ \d{1,2}, \d{4}$/),
      },
    ]);
    expect(board).toMatchObject({ page: 1, pages: 1, previousHref: null, nextHref: null, filtered: false });
    expect(await thrownStatus(loadJobBoard(page("/jobs?page=2")))).toBe(404);
    const none = await loadJobBoard(page("/jobs?q=welder"));
    expect(none).toMatchObject({ total: 0, jobs: [], filtered: true });
  });

  it("say in Spanish what a Spanish page shows, a job without Spanish text marked as English", async () => {
    await boardOn();
    const welderJob = await createJob(
      jobInput({ title: "Welder", titleEs: "Soldador", descriptionEs: "Soldar.", requirementsEs: "Fuerza." }),
    );
    const painterJob = await createJob(jobInput({ title: "Painter" }));
    // Published a minute apart: two in the same millisecond (new Date()) would be listed by their random ids.
    await timesInOrder(jobs.publishedAt, [welderJob, painterJob], Date.now() - 3_600_000);
    const board = await inLocale("es", () => loadJobBoard(page("/es/jobs")));
    expect(board.jobs.map(({ title, inEnglish, pay, kind }) => ({ title, inEnglish, pay, kind }))).toEqual([
      { title: "Painter", inEnglish: true, pay: "$16.00-$18.00 por hora", kind: "Temporal · Tiempo completo" },
      { title: "Soldador", inEnglish: false, pay: "$16.00-$18.00 por hora", kind: "Temporal · Tiempo completo" },
    ]);
    const welder = await inLocale("es", () => loadJobPage("welder"));
    expect(welder.data).toMatchObject({ gone: false, job: { title: "Soldador", inEnglish: false } });
    const painter = await inLocale("es", () => loadJobPage("painter"));
    expect(painter.data).toMatchObject({ gone: false, job: { title: "Painter", inEnglish: true } });
  });

  it("show an open job with its facts, texts and JobPosting, and others of its category", async () => {
    await boardOn();
    await createJob(jobInput({ title: "Other Warehouse Job" }));
    await createJob(
      jobInput({
        title: "Warehouse Lead",
        description: "## Duties\n\nLead the **crew**.",
        clientName: "Gulf Marine",
        showClientName: false,
        referenceNumber: "WH-100",
      }),
    );
    const { data, init } = await loadJobPage("warehouse-lead");
    expect(init?.status ?? 200).toBe(200);
    if (data.gone) throw new Error("the open job's page says it is gone");
    expect(data.job).toMatchObject({
      title: "Warehouse Lead",
      place: "Sulphur, LA 70663",
      pay: "$16.00-$18.00 an hour",
      type: "Temporary",
      hours: "Full-time",
      openings: 3,
      referenceNumber: "WH-100",
      company: "Confidential client",
      shareUrl: expect.stringMatching(/\/jobs\/warehouse-lead$/),
    });
    // Under the page's h2 'Job Description', the description's own headings start at h3.
    expect(data.job.descriptionHtml).toContain("<h3>Duties</h3>");
    expect(data.job.requirementsHtml).toContain("Lift 50 pounds.");
    const posting = JSON.parse(data.jsonLd) as Record<string, unknown>;
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Warehouse Lead",
      hiringOrganization: "confidential",
      directApply: true,
      identifier: { value: "WH-100" },
    });
    expect(data.similar.map((job) => job.title)).toEqual(["Other Warehouse Job"]);
  });

  it("answer 410 for a closed job, without JobPosting, listing the open jobs of its category", async () => {
    await boardOn();
    const closed = await createJob(jobInput({ title: "Filled Job" }));
    await createJob(jobInput({ title: "Still Open" }));
    await closeJob(closed.id);
    const { data, init } = await loadJobPage(closed.slug);
    expect(init?.status).toBe(410);
    expect(data).toEqual({
      gone: true,
      category: { slug: "light-industrial", title: "Light Industrial" },
      similar: [expect.objectContaining({ title: "Still Open" })],
    });
    expect(JSON.stringify(data)).not.toContain("JobPosting");
  });

  it("answer 404 for a draft, a malformed address or none", async () => {
    await boardOn();
    const draft = await createJob(jobInput({ title: "Draft", isPublished: false }));
    expect(await thrownStatus(loadJobPage(draft.slug))).toBe(404);
    expect(await thrownStatus(loadJobPage("no-such-job"))).toBe(404);
    expect(await thrownStatus(loadJobPage("Bad Slug!"))).toBe(404);
  });
});
