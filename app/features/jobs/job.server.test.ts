import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { onContentChange } from "~/platform/cache/content-events.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, jobs } from "~/platform/db/schema";
import { addCalendarDays, agencyEndOfDay, agencyToday } from "~/platform/format/agency-time";

import { describeEachEngine } from "../../../tests/support/test-database";
import { jobActions } from "./job-actions.server";
import { jobState } from "./job-status";
import { jobInput } from "./job-test-data";
import {
  closeJob,
  copyJob,
  countOpenJobs,
  createJob,
  DEFAULT_OPEN_DAYS,
  getJobById,
  getOpenJobBySlug,
  JobStateError,
  jobStore,
  ReferenceNumberTakenError,
  reopenJob,
  setJobPublished,
  updateJob,
} from "./job.server";
import { placeOfCity, placeOfZip } from "./zip-codes.server";

describe("the ZIP code dataset", () => {
  it("knows Sulphur, LA and Houston, TX", () => {
    expect(placeOfZip("70663")).toMatchObject({ city: "Sulphur", state: "LA" });
    expect(placeOfZip("77002")).toMatchObject({ city: "Houston", state: "TX" });
    expect(placeOfZip("00000")).toBeUndefined();
    expect(placeOfCity("lake charles", "la")).toMatchObject({ state: "LA" });
  });
});

let editor: ContentEditor;

describeEachEngine("job model", () => {
  beforeEach(async () => {
    const staff = await createStaffAccount({ email: "sam@example.com", password: "long enough", name: "Sam Staff" });
    editor = { actor: { id: staff.id, name: staff.name, email: staff.email }, origin: null };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("creates a job with its slug, a generated reference number, coordinates and pay per hour", async () => {
    const job = await createJob(jobInput({ payPeriod: "year", payFromCents: 4_160_000, payToCents: null }), editor);
    expect(job.slug).toBe("warehouse-associate");
    expect(job.referenceNumber).toMatch(/^J-[0-9A-Z]{6}$/);
    expect(job.latitude).toBeCloseTo(30.219, 2);
    expect(job.longitude).toBeCloseTo(-93.364, 2);
    expect(job.hourlyPayCents).toBe(2000);
    const second = await createJob(jobInput(), editor);
    expect(second.slug).toBe("warehouse-associate-2");
    expect(second.referenceNumber).not.toBe(job.referenceNumber);
  });

  it("closes a job published without a date 30 days later, at the end of that day in Chicago", async () => {
    const job = await createJob(jobInput(), editor);
    const lastDay = addCalendarDays(agencyToday(), DEFAULT_OPEN_DAYS);
    expect(DEFAULT_OPEN_DAYS).toBe(30);
    expect(job.closesOn).toBe(lastDay);
    expect(job.expiresAt).toEqual(agencyEndOfDay(lastDay));
    expect(job.publishedAt).toBeInstanceOf(Date);
    const draft = await createJob(jobInput({ isPublished: false }), editor);
    expect(draft.closesOn).toBeNull();
    expect(draft.publishedAt).toBeNull();
    const published = await setJobPublished(draft.id, true, editor);
    expect(published!.closesOn).toBe(lastDay);
    expect(jobState(published!)).toBe("open");
  });

  it("keeps a typed reference number unique, capitals aside", async () => {
    await createJob(jobInput({ referenceNumber: "WH-100" }), editor);
    await expect(createJob(jobInput({ referenceNumber: "wh-100" }), editor)).rejects.toBeInstanceOf(
      ReferenceNumberTakenError,
    );
    const other = await createJob(jobInput({ referenceNumber: "WH-200" }), editor);
    // A job keeps its own number when saved again.
    const saved = await updateJob(other.id, jobInput({ referenceNumber: "WH-200", title: "Lead" }), editor);
    expect(saved!.referenceNumber).toBe("WH-200");
    expect(saved!.slug).toBe(other.slug);
    expect(await jobStore.countAll()).toBe(2);
  });

  it("leaves a job with a ZIP the dataset does not know out of distance searches", async () => {
    const job = await createJob(jobInput({ zip: "70099" }), editor);
    expect(placeOfZip("70099")).toBeUndefined();
    expect(job.latitude).toBeNull();
    const cityOnly = await createJob(jobInput({ zip: "", city: "Lake Charles" }), editor);
    expect(cityOnly.latitude).not.toBeNull();
  });

  it("closes, reopens and copies a job, logging each change", async () => {
    // The log is read in time order, new Date()'s milliseconds: each change a second after the last.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const aSecondLater = () => vi.setSystemTime(Date.now() + 1000);
    const job = await createJob(
      jobInput({ screeningQuestions: [{ question: "Can you lift 50 pounds?", qualifyingAnswer: "yes" }] }),
      editor,
    );
    aSecondLater();
    const closed = await closeJob(job.id, editor);
    expect(jobState(closed!)).toBe("closed");
    expect(await getOpenJobBySlug(job.slug)).toBeNull();
    aSecondLater();
    const reopened = await reopenJob(job.id, editor);
    expect(jobState(reopened!)).toBe("open");
    expect((await getOpenJobBySlug(job.slug))?.id).toBe(job.id);

    aSecondLater();
    const copy = await copyJob(job.id, editor);
    expect(copy).toMatchObject({
      title: job.title,
      city: job.city,
      screeningQuestions: job.screeningQuestions,
      isPublished: false,
      publishedAt: null,
      closesOn: null,
    });
    expect(copy!.id).not.toBe(job.id);
    expect(copy!.slug).toBe("warehouse-associate-2");
    expect(copy!.referenceNumber).not.toBe(job.referenceNumber);

    const kinds = await getDb()
      .select({ kind: activityLog.kind, fields: activityLog.changedFields })
      .from(activityLog)
      .orderBy(activityLog.occurredAt);
    expect(kinds.map((row) => row.kind)).toEqual(["job-created", "job-updated", "job-updated", "job-created"]);
    expect(kinds[1]!.fields).toEqual(["closed"]);
  });

  it("reopens an expired job only with a new Closes On date", async () => {
    const job = await createJob(jobInput(), editor);
    await getDb()
      .update(jobs)
      .set({ closesOn: "2020-01-01", expiresAt: new Date("2020-01-02T06:00:00Z") })
      .where(eq(jobs.id, job.id));
    expect(jobState((await getJobById(job.id))!)).toBe("expired");
    expect(await countOpenJobs()).toBe(0);
    await expect(reopenJob(job.id, editor)).rejects.toBeInstanceOf(JobStateError);
    const lastDay = addCalendarDays(agencyToday(), 10);
    const reopened = await updateJob(job.id, jobInput({ closesOn: lastDay, reopen: true }), editor);
    expect(jobState(reopened!)).toBe("open");
    expect(await countOpenJobs()).toBe(1);
  });

  it("expires a job when the database's clock passes its expiry, with nothing written", async () => {
    const job = await createJob(jobInput(), editor);
    expect(await countOpenJobs()).toBe(1);
    await getDb()
      .update(jobs)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    expect(await countOpenJobs()).toBe(0);
    expect(await getOpenJobBySlug(job.slug)).toBeNull();
  });

  it("moves a job to the Trash and back, and announces each change", async () => {
    const changes: string[] = [];
    const stop = onContentChange((change) => changes.push(change.entity));
    const job = await createJob(jobInput(), editor);
    await jobStore.trash(job.id, editor);
    expect(await countOpenJobs()).toBe(0);
    expect(await jobStore.countTrashed()).toBe(1);
    await jobStore.restore(job.id, editor);
    expect(await countOpenJobs()).toBe(1);
    stop();
    expect(changes).toEqual(["job", "job", "job"]);
  });

  it("filters the admin list by search (Spanish text too, accents aside), status and category", async () => {
    const forklift = await createJob(
      jobInput({ title: "Forklift Operator", titleEs: "Operador de montacargas", category: "dockside" }),
      editor,
    );
    const draft = await createJob(
      jobInput({ title: "Café Cook", category: "hospitality", isPublished: false }),
      editor,
    );
    const titles = async (filter: Parameters<typeof jobStore.listPage>[2]) =>
      (await jobStore.listPage(1, 50, filter)).rows.map((row) => row.id);
    expect(await titles({ q: "montacargas", status: null, category: null })).toEqual([forklift.id]);
    expect(await titles({ q: "cafe", status: null, category: null })).toEqual([draft.id]);
    expect(await titles({ q: "", status: "draft", category: null })).toEqual([draft.id]);
    expect(await titles({ q: "", status: "open", category: "Dockside" })).toEqual([forklift.id]);
    expect(await titles({ q: "", status: null, category: "Unknown" })).toEqual([]);
  });

  it("refuses through the action a ZIP Code the dataset places in another state", async () => {
    const prepared = await jobActions.prepare!(jobInput({ zip: "77002", state: "LA" }), new FormData());
    expect(prepared).toEqual({
      ok: false,
      fieldErrors: { zip: "ZIP Code 77002 is in TX: check the ZIP Code or the State" },
    });
    expect((await jobActions.prepare!(jobInput({ zip: "70099" }), new FormData())).ok).toBe(true);
  });
});
