import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { runContentAction } from "~/features/content-lists/content-actions.server";
import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import { getContactMessage, storeContactMessage } from "~/features/inbox/contact-messages.server";
import { emptyStaffRequest } from "~/features/staff-requests/staff-request";
import { changeStaffRequest, storeStaffRequest } from "~/features/staff-requests/staff-requests.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { getDb } from "~/platform/db/client.server";
import { activityLog, jobs } from "~/platform/db/schema";

import { describeEachEngine } from "../../../tests/support/test-database";
import { jobActions } from "./job-actions.server";
import { JOB_GONE_MESSAGE, loadJobFormOpening, STAFF_REQUEST_GONE_MESSAGE } from "./job-admin.server";
import { jobPrefillOf, payOfRate, placeOfWorkLocation } from "./job-from-request";
import { jobsOfStaffRequest, loadJobPrefill, StaffRequestLinkError } from "./job-from-request.server";
import { jobInput } from "./job-test-data";
import { createJob, getJobById, jobStore } from "./job.server";

describe("a job's values from a staff request", () => {
  it("takes 'Pay From' from a pay rate of one amount only", () => {
    expect(payOfRate("$18/hr")).toEqual({ payFromCents: 1800, payPeriod: "hour" });
    expect(payOfRate("18.50")).toEqual({ payFromCents: 1850, payPeriod: "hour" });
    expect(payOfRate(" $18 an hour ")).toEqual({ payFromCents: 1800, payPeriod: "hour" });
    expect(payOfRate("$45,000 a year")).toEqual({ payFromCents: 4_500_000, payPeriod: "year" });
    expect(payOfRate("52000")).toEqual({ payFromCents: 5_200_000, payPeriod: "year" });
    for (const words of ["$16-$18 an hour", "16 to 18", "Competitive", "DOE", "$18/hr plus per diem", "0", ""])
      expect(payOfRate(words), words).toBeNull();
  });

  it("reads City and State from the work location", () => {
    expect(placeOfWorkLocation("Lake Charles, LA")).toEqual({ city: "Lake Charles", state: "LA" });
    expect(placeOfWorkLocation("Houston,  Texas")).toEqual({ city: "Houston", state: "TX" });
    expect(placeOfWorkLocation("Sulphur, la 70663")).toEqual({ city: "Sulphur", state: "LA" });
    expect(placeOfWorkLocation("Port of Lake Charles")).toEqual({ city: "Port of Lake Charles", state: "" });
    expect(placeOfWorkLocation("Dock 4, Berth 2")).toEqual({ city: "Dock 4, Berth 2", state: "" });
  });

  it("leaves an unknown category empty and openings at 1 without a worker count", () => {
    const facts = {
      id: "r",
      company: "Acme",
      workers: null,
      category: "nope",
      shift: "",
      workLocation: "",
      payRate: "",
    };
    expect(jobPrefillOf(facts)).toMatchObject({ category: "", openings: 1, payFromCents: null, payPeriod: null });
  });
});

const staffRequest = {
  values: {
    ...emptyStaffRequest,
    company: "Gulf Marine",
    name: "Ann Lee",
    email: "ann@example.com",
    phone: "(337) 555-0100",
    positionsNeeded: "12 welders",
    workers: "12",
    category: "skilled-trades",
    startDate: "2026-04-06",
    shift: "Nights, 6 PM-6 AM",
    workLocation: "Lake Charles, LA",
    payRate: "$18/hr",
  },
  language: "en" as const,
  clientIp: "203.0.113.9",
  spamReason: null,
};
const MISSING = "00000000-0000-4000-8000-000000000000";

function post(fields: Record<string, string>): Request {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return new Request("http://localhost/admin/jobs", { method: "POST", body: formData });
}

/** The job form as staff send it, once they gave the fields the request has not. */
function jobForm(staffRequestId: string): Record<string, string> {
  return {
    intent: "create",
    title: "Welder",
    category: "skilled-trades",
    employmentType: "temporary",
    city: "Lake Charles",
    state: "LA",
    payFrom: "18.00",
    payPeriod: "hour",
    openings: "12",
    description: "Weld.",
    clientName: "Gulf Marine",
    staffRequestId,
  };
}

async function counts() {
  const db = getDb();
  const [job] = await db.select({ value: count() }).from(jobs);
  const [activity] = await db.select({ value: count() }).from(activityLog);
  return { jobs: job!.value, activity: activity!.value };
}

describeEachEngine("jobs created from staff requests", () => {
  let editor: ContentEditor;
  beforeEach(async () => {
    const staff = await createStaffAccount({ email: "sam@example.com", password: "long enough", name: "Sam Staff" });
    editor = { actor: { id: staff.id, name: staff.name, email: staff.email }, origin: null };
  });

  it("prefills the form from the request: category, city, state, shift, openings, pay and client", async () => {
    const request = await storeStaffRequest(staffRequest);
    const found = await loadJobPrefill(request.id);
    expect(found).toEqual({
      request: { id: request.id, company: "Gulf Marine" },
      prefill: {
        category: "skilled-trades",
        city: "Lake Charles",
        state: "LA",
        shift: "Nights, 6 PM-6 AM",
        openings: 12,
        payFromCents: 1800,
        payPeriod: "hour",
        clientName: "Gulf Marine",
        staffRequestId: request.id,
      },
    });
    const range = await storeStaffRequest({ ...staffRequest, values: { ...staffRequest.values, payRate: "$16-$18" } });
    expect((await loadJobPrefill(range.id))!.prefill).toMatchObject({ payFromCents: null, payPeriod: null });
    // The page opens 'Create New Job' with them, naming the request.
    const opening = await loadJobFormOpening(new URLSearchParams({ "from-request": request.id }));
    expect(opening.openForm).toMatchObject({
      mode: "create",
      initial: { city: "Lake Charles", staffRequest: { id: request.id, company: "Gulf Marine" } },
    });
  });

  it("opens nothing for an id that is no staff request", async () => {
    const message = await storeContactMessage({
      name: "Bob",
      email: "bob@example.com",
      phone: "",
      company: "Bob's",
      message: "Hello",
      clientIp: "",
      spamReason: null,
    });
    for (const id of [message.id, MISSING, "not-an-id"]) {
      expect(await loadJobPrefill(id)).toBeNull();
      expect(await loadJobFormOpening(new URLSearchParams({ "from-request": id }))).toEqual({
        openForm: null,
        openFormError: STAFF_REQUEST_GONE_MESSAGE,
      });
    }
    expect((await loadJobFormOpening(new URLSearchParams({ edit: MISSING }))).openFormError).toBe(JOB_GONE_MESSAGE);
  });

  it("saves the job with its link to the request and its activity row, together", async () => {
    const request = await storeStaffRequest(staffRequest);
    const answer = await runContentAction(post(jobForm(request.id)), jobActions, editor);
    expect(answer.init?.status).toBe(200);
    const [job] = await getDb().select().from(jobs);
    expect(job).toMatchObject({
      title: "Welder",
      staffRequestId: request.id,
      clientName: "Gulf Marine",
      isPublished: false,
    });
    expect(await jobsOfStaffRequest(request.id)).toEqual([{ id: job!.id, title: "Welder", inTrash: false }]);
    const opening = await loadJobFormOpening(new URLSearchParams({ edit: job!.id }));
    expect(opening.openForm).toMatchObject({
      mode: "edit",
      row: { id: job!.id, staffRequest: { id: request.id, company: "Gulf Marine" } },
    });
    const [activity] = await getDb().select().from(activityLog).where(eq(activityLog.entityId, job!.id));
    expect(activity).toMatchObject({ kind: "job-created" });
  });

  it("writes neither the job nor its activity row when the link cannot be written", async () => {
    const request = await storeStaffRequest(staffRequest);
    // The request is checked in the job's transaction: its activity row goes with it.
    await expect(createJob(jobInput({ staffRequestId: MISSING }), editor)).rejects.toBeInstanceOf(
      StaffRequestLinkError,
    );
    expect(await counts()).toEqual({ jobs: 0, activity: 0 });
    await createJob(jobInput({ staffRequestId: request.id }), editor);
    expect(await counts()).toEqual({ jobs: 1, activity: 1 });
  });

  it("refuses a forged or non-staff-request id with 400 and writes nothing", async () => {
    const message = await storeContactMessage({
      name: "Bob",
      email: "bob@example.com",
      phone: "",
      company: "",
      message: "Hello",
      clientIp: "",
      spamReason: null,
    });
    for (const id of [MISSING, message.id, "not-an-id", "'; drop table jobs; --"]) {
      const answer = await runContentAction(post(jobForm(id)), jobActions, editor);
      expect(answer.init?.status, id).toBe(400);
      expect(answer.data).toEqual({
        ok: false,
        error: "The staff request this job was to be created from no longer exists. The job was not saved.",
      });
    }
    expect(await counts()).toEqual({ jobs: 0, activity: 0 });
  });

  it("keeps the job when its request is deleted, and the request when its job is trashed or deleted", async () => {
    const request = await storeStaffRequest(staffRequest);
    const job = await createJob(jobInput({ staffRequestId: request.id }), editor);
    await jobStore.trash(job.id, editor);
    expect(await getContactMessage(request.id)).not.toBeNull();
    expect(await jobsOfStaffRequest(request.id)).toEqual([{ id: job.id, title: job.title, inTrash: true }]);
    await jobStore.restore(job.id, editor);

    const other = await createJob(jobInput({ staffRequestId: request.id }), editor);
    expect(await jobStore.trash(other.id, editor)).not.toBeNull();
    expect(await jobStore.deleteForever(other.id, editor)).toBe(true);
    expect(await getContactMessage(request.id)).not.toBeNull();
    expect((await jobsOfStaffRequest(request.id)).map((linked) => linked.id)).toEqual([job.id]);

    expect(await changeStaffRequest(request.id, "delete", editor)).toBe(true);
    const kept = await getJobById(job.id);
    expect(kept).toMatchObject({ id: job.id, staffRequestId: null, deletedAt: null });
  });

  it("leaves a copy of the job without the link", async () => {
    const request = await storeStaffRequest(staffRequest);
    const job = await createJob(jobInput({ staffRequestId: request.id }), editor);
    const copy = await jobActions.commands!.copy!(job.id, editor);
    expect(copy).toMatchObject({ staffRequestId: null });
  });
});
