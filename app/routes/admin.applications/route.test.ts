import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";

import { flushActivity } from "~/features/activity/activity.server";
import { APPLICATION_CSV_HEADER } from "~/features/applications/application-csv";
import { resumeResponse } from "~/features/applications/application-downloads.server";
import { emptyApplicationValues, type ApplicationValues } from "~/features/applications/application-form";
import { stageKeys } from "~/features/applications/application-stages";
import { applicationRetentionTask } from "~/features/applications/application-tasks.server";
import { receiveApplication } from "~/features/applications/receive-application.server";
import { flushResumeTexts } from "~/features/applications/resume-text.server";
import { jobInput } from "~/features/jobs/job-test-data";
import { createJob, type Job } from "~/features/jobs/job.server";
import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";
import { getDatabaseHandle, getDb } from "~/platform/db/client.server";
import { activityLog, applicationResumes, applications, user } from "~/platform/db/schema";
import { DAY_MS } from "~/platform/format/time-units";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { adminRequest, callRoute, routeResponse, signInStaff } from "../../../tests/support/admin-requests";
import { parseCsv } from "../../../tests/support/csv";
import { testDocx, testPdf } from "../../../tests/support/resume-files";
import { timesInOrder } from "../../../tests/support/row-times";
import { describeEachEngine } from "../../../tests/support/test-database";
import { loader as dataLoader } from "../admin.applications_.$id_.data/route";
import { loader as resumeLoader } from "../admin.applications_.$id_.resume/route";
import { action as pageAction, loader as pageLoader } from "../admin.applications_.$id/route";
import { loader as csvLoader } from "../admin.applications[.]csv/route";
import { loader } from "./route";

let ip = 0;
async function apply(values: Partial<ApplicationValues>, job: Job | null, resume?: { bytes: Buffer; name: string }) {
  const outcome = await receiveApplication(
    {
      values: { ...emptyApplicationValues, firstName: "Ann", lastName: "Lee", email: "ann@example.com", ...values },
      resume: resume ? new File([new Uint8Array(resume.bytes)], resume.name) : null,
      honeypot: "",
      token: "",
    },
    { job, jobOpen: true, language: "en", clientIp: `192.0.2.${++ip % 250}` },
  );
  if (outcome.kind !== "accepted") throw new Error(`not accepted: ${JSON.stringify(outcome)}`);
  await flushResumeTexts();
  return outcome.id;
}

const activityKinds = async () =>
  (await getDb().select().from(activityLog)).map((row) => [row.kind, row.entityId, row.entityTitle, row.detail]);

describeEachEngine("the staff's applications", () => {
  let cookie: string;
  let job: Job;
  beforeEach(async () => {
    await saveSiteSettings({ ...agencyDefaults, notificationEmail: "staff@example.org" });
    cookie = await signInStaff();
    job = await createJob(jobInput({ title: "Forklift Operator" }));
  });

  const list = async (query = "") => {
    const answer = await callRoute(loader, adminRequest(`/admin/applications${query}`, { cookie }));
    return answer as {
      status: number;
      body: { rows: Array<{ id: string; name: string; job: string }>; total: number };
    };
  };
  const page = (id: string, query = "") =>
    callRoute(
      (args: object) => pageLoader({ ...args, params: { id } } as never),
      adminRequest(`/admin/applications/${id}${query}`, { cookie }),
    );
  const act = (id: string, form: Record<string, string>) =>
    callRoute(
      (args: object) => pageAction({ ...args, params: { id } } as never),
      adminRequest(`/admin/applications/${id}`, { cookie, form }),
    );
  const download = (routeLoader: (args: never) => unknown, id: string, suffix: string) =>
    routeResponse(
      (args: object) => routeLoader({ ...args, params: { id } } as never),
      adminRequest(`/admin/applications/${id}/${suffix}`, { cookie }),
    );

  it("is for staff only, the resume above all", async () => {
    const id = await apply({}, job, { bytes: testPdf("Secret"), name: "r.pdf" });
    expect((await callRoute(loader, adminRequest("/admin/applications"))).location).toBe("/admin/login");
    const response = await routeResponse(
      (args: object) => resumeLoader({ ...args, params: { id } } as never),
      adminRequest(`/admin/applications/${id}/resume`),
    );
    expect(response.status).toBe(302);
  });

  it("lists applications newest first with their job, 'General application' for /apply", async () => {
    const older = await apply({ firstName: "Older" }, job);
    const newer = await apply({ firstName: "Newer", email: "n@example.com" }, null);
    await timesInOrder(applications.receivedAt, [{ id: older }, { id: newer }], Date.now() - 3_600_000);
    const { body } = await list();
    expect(body.rows.map((row) => [row.name, row.job])).toEqual([
      ["Newer Lee", "General application"],
      ["Older Lee", "Forklift Operator"],
    ]);
  });

  it("finds an application by a word inside its PDF or DOCX resume, accents and capitals aside", async () => {
    await apply({ email: "pdf@example.com" }, job, { bytes: testPdf("Zydeco forklift certified"), name: "a.pdf" });
    await apply({ firstName: "José", email: "docx@example.com" }, job, {
      bytes: testDocx("Experienced pipefitter\nNCCER"),
      name: "b.docx",
    });
    expect((await list("?q=ZYDECO")).body.rows.map((row) => row.name)).toEqual(["Ann Lee"]);
    expect((await list("?q=pipefit")).body.rows.map((row) => row.name)).toEqual(["José Lee"]);
    expect((await list("?q=jose")).body.rows.map((row) => row.name)).toEqual(["José Lee"]);
    expect((await list("?q=nobody")).body.total).toBe(0);
  });

  it("finds by phone typed any way and by email, and filters by stage and job in the address", async () => {
    const first = await apply({ phone: "(337) 555-0142", email: "" }, job);
    await apply({ email: "other@example.com" }, null);
    expect((await list("?q=337.555.0142")).body.rows.map((row) => row.id)).toEqual([first]);
    expect((await list("?q=other%40example.com")).body.total).toBe(1);
    expect((await list("?job=general")).body.total).toBe(1);
    expect((await list(`?job=${job.id}`)).body.rows.map((row) => row.id)).toEqual([first]);
    await act(first, { intent: "stage", stage: "interview" });
    expect((await list("?stage=interview")).body.rows.map((row) => row.id)).toEqual([first]);
    expect((await list("?stage=astronaut")).status).toBe(404);
  });

  it("goes through every stage, each change in its history and in the activity log by id and job", async () => {
    const id = await apply({}, job);
    for (const stage of stageKeys.slice(1)) expect((await act(id, { intent: "stage", stage })).status).toBe(302);
    const { body } = (await page(id)) as { body: { application: { stage: string; history: unknown[] } } };
    expect(body.application.stage).toBe("not-selected");
    expect(body.application.history).toHaveLength(stageKeys.length - 1);
    const rows = await getDb().select().from(activityLog).where(eq(activityLog.kind, "application-stage-changed"));
    expect(rows).toHaveLength(stageKeys.length - 1);
    for (const row of rows) {
      expect(row).toMatchObject({ entityType: "application", entityId: id, entityTitle: "Forklift Operator" });
      expect(JSON.stringify(row)).not.toContain("Ann");
    }
    expect((await act(id, { intent: "stage", stage: "astronaut" })).status).toBe(400);
  });

  it("adds a note with its author and time; an empty note is refused", async () => {
    const id = await apply({}, job);
    expect((await act(id, { intent: "note", note: "" })).status).toBe(400);
    expect((await act(id, { intent: "note", note: "Called; interview Monday." })).status).toBe(302);
    const { body } = (await page(id)) as { body: { application: { notes: Array<{ body: string; author: string }> } } };
    expect(body.application.notes).toEqual([
      expect.objectContaining({ body: "Called; interview Monday.", author: expect.any(String) }),
    ]);
    expect(await activityKinds()).toContainEqual(["application-note-added", id, "Forklift Operator", null]);
  });

  it("serves the resume as an attachment, no-store, nosniff, sandboxed, and logs the download", async () => {
    const pdf = testPdf("Resume");
    const id = await apply({}, job, { bytes: pdf, name: "Ann Lee résumé.pdf" });
    expect((await download(resumeLoader, id, "resume")).status).toBe(200);
    // The bytes and headers as the loader answers (the test router turns bodies into JSON).
    const [staff] = await getDb().select().from(user);
    const response = await resumeResponse(id, { actor: { id: staff!.id, name: staff!.name }, origin: null });
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Ann Lee r_sum_.pdf"; filename*=UTF-8''Ann%20Lee%20r%C3%A9sum%C3%A9.pdf`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    await flushActivity();
    const downloads = (await activityKinds()).filter(([kind]) => kind === "application-resume-downloaded");
    expect(downloads).toEqual([
      ["application-resume-downloaded", id, "Forklift Operator", null],
      ["application-resume-downloaded", id, "Forklift Operator", null],
    ]);
  });

  it("exports the filtered rows as CSV that parses, formula cells made text", async () => {
    await apply({ firstName: '=HYPERLINK("http://x")', lastName: "+Lee", message: 'Hi, I\'m "Ann"\nLine 2' }, job);
    const response = await routeResponse(csvLoader, adminRequest("/admin/applications.csv?stage=new", { cookie }));
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="applications-/);
    const [header, row] = parseCsv(JSON.parse(await response.text()) as string);
    expect(header).toEqual([...APPLICATION_CSV_HEADER]);
    expect(row![1]).toBe('\'=HYPERLINK("http://x")');
    expect(row![2]).toBe("'+Lee");
    expect(row![6]).toBe("Forklift Operator");
    expect(row![14]).toBe('Hi, I\'m "Ann"\nLine 2');
  });

  it("deletes an application with its resume, logged without the name", async () => {
    const id = await apply({}, job, { bytes: testPdf("x"), name: "r.pdf" });
    const answer = await act(id, { intent: "delete" });
    expect(answer.location).toBe("/admin/applications?deleted=1");
    expect(await getDb().select().from(applications)).toEqual([]);
    expect(await getDb().select().from(applicationResumes)).toEqual([]);
    expect(await activityKinds()).toContainEqual(["application-deleted", id, "Forklift Operator", null]);
  });

  it("Download All Data gives every application of the person with notes and resumes; Delete All Data removes them", async () => {
    const first = await apply({ phone: "3375550142" }, job, { bytes: testPdf("Mine"), name: "mine.pdf" });
    const second = await apply({ email: "ann.lee@example.com", phone: "337-555-0142" }, null);
    const stranger = await apply({ firstName: "Bo", email: "bo@example.com" }, job);
    await act(first, { intent: "note", note: "Good fit" });
    const response = await download(dataLoader, second, "data");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="applicant-data-/);
    const exported = (await response.json()) as {
      applications: Array<{ id: string; notes: Array<{ body: string }>; resume: { base64: string } | null }>;
    };
    expect(exported.applications.map((row) => row.id).sort()).toEqual([first, second].sort());
    const mine = exported.applications.find((row) => row.id === first)!;
    expect(mine.notes.map((note) => note.body)).toEqual(["Good fit"]);
    expect(Buffer.from(mine.resume!.base64, "base64").equals(testPdf("Mine"))).toBe(true);

    await act(second, { intent: "hold", legalHold: "on" });
    const refused = await act(first, { intent: "delete-all" });
    expect(refused.status).toBe(409);
    expect(await getDb().select().from(applications)).toHaveLength(3);
    await act(second, { intent: "hold" });
    expect((await act(first, { intent: "delete-all" })).location).toBe("/admin/applications?deleted=all");
    expect((await getDb().select().from(applications)).map((row) => row.id)).toEqual([stranger]);
    expect(await activityKinds()).toContainEqual([
      "applicant-data-deleted",
      first,
      "Forklift Operator",
      "2 application(s) deleted on request",
    ]);
  });

  it("the retention purge deletes old applications with their resumes, skips held ones, logs a count", async () => {
    const old = await apply({}, job, { bytes: testPdf("x"), name: "r.pdf" });
    const held = await apply({ email: "held@example.com" }, job);
    const recent = await apply({ email: "recent@example.com" }, job);
    await act(held, { intent: "hold", legalHold: "on" });
    const longAgo = new Date(Date.now() - 400 * DAY_MS);
    for (const id of [old, held])
      await getDb().update(applications).set({ retainedFrom: longAgo }).where(eq(applications.id, id));
    const summary = await applicationRetentionTask.run(getDatabaseHandle(), new Date());
    expect(summary).toBe("deleted 1 application(s) older than 365 days");
    expect((await getDb().select().from(applications)).map((row) => row.id).sort()).toEqual([held, recent].sort());
    expect(await getDb().select().from(applicationResumes)).toEqual([]);
    const purge = (await getDb().select().from(activityLog)).find((row) => row.kind === "applications-purged");
    expect(purge).toMatchObject({
      actorId: null,
      detail: "1 application(s) older than 365 days deleted with their resumes",
    });
  });

  it("a stage change restarts the retention period", async () => {
    const id = await apply({}, job);
    const longAgo = new Date(Date.now() - 400 * DAY_MS);
    await getDb().update(applications).set({ retainedFrom: longAgo }).where(eq(applications.id, id));
    await act(id, { intent: "stage", stage: "reviewing" });
    await applicationRetentionTask.run(getDatabaseHandle(), new Date());
    expect(await getDb().select().from(applications)).toHaveLength(1);
    await flushOutgoingMail();
  });
});
