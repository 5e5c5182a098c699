import { rm } from "node:fs/promises";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { formTokenSecret, issueFormToken, MIN_FILL_MS } from "~/features/inbox/form-token.server";
import { jobInput } from "~/features/jobs/job-test-data";
import { closeJob, createJob, type Job } from "~/features/jobs/job.server";
import { agencyDefaults } from "~/features/settings/agency-defaults";
import { saveSiteSettings } from "~/features/settings/settings.server";
import type { SiteSettings } from "~/features/settings/site-settings";
import { getDb } from "~/platform/db/client.server";
import { applicationNotes, applicationResumes, applications } from "~/platform/db/schema";
import { DAY_MS } from "~/platform/format/time-units";
import { inLocale } from "~/platform/i18n/catalogues.server";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { testImage } from "../../../tests/support/images";
import { readOutbox } from "../../../tests/support/outbox";
import { testDocx, testExecutable, testHeic, testPdf } from "../../../tests/support/resume-files";
import { tempDir } from "../../../tests/support/temp-dir";
import { describeEachEngine } from "../../../tests/support/test-database";
import { emptyApplicationValues, MAX_RESUME_BYTES, type ApplicationValues } from "./application-form";
import { applicationFilterCondition } from "./applications.server";
import {
  MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  receiveApplication,
  type ApplicationContext,
  type ApplicationSubmission,
} from "./receive-application.server";
import { flushResumeTexts } from "./resume-text.server";
import { textConsentSentenceNow } from "./text-consent";

let dataDir: string;
beforeAll(() => {
  dataDir = tempDir("applications-receive-");
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", "");
});
afterAll(async () => {
  vi.unstubAllEnvs();
});

const ann: ApplicationValues = {
  ...emptyApplicationValues,
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  phone: "(337) 555-0142",
  zip: "70663",
};

const resumeFile = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name);

function submission(values: Partial<ApplicationValues> = {}, change: Partial<ApplicationSubmission> = {}) {
  return { values: { ...ann, ...values }, resume: null, honeypot: "", token: "", ...change };
}

let ip = 0;
// Each application its own client address, so the rate limit of one does not reach the next.
const context = (job: Job | null, change: Partial<ApplicationContext> = {}): ApplicationContext => ({
  job,
  jobOpen: true,
  language: "en",
  clientIp: `198.51.100.${++ip % 250}`,
  ...change,
});

const stored = () => getDb().select().from(applications);
const storedResumes = () => getDb().select().from(applicationResumes);

async function mailsTo(address: string) {
  await flushOutgoingMail();
  return (await readOutbox(dataDir)).filter((message) => message.header("to") === address);
}

const settings = (change: Partial<SiteSettings> = {}) =>
  saveSiteSettings({ ...agencyDefaults, notificationEmail: "staff@example.org", ...change });

describeEachEngine("receiving an application", () => {
  let job: Job;
  beforeEach(async () => {
    await settings();
    // Mails of the previous test still being written belong to it.
    await flushOutgoingMail();
    await rm(path.join(dataDir, "outbox"), { recursive: true, force: true });
    job = await createJob(
      jobInput({
        title: "Forklift Operator",
        screeningQuestions: [
          { question: "Are you 18 or older?", qualifyingAnswer: "yes" },
          { question: "Do you have a forklift certificate?", qualifyingAnswer: "yes" },
        ],
      }),
    );
  });

  it("takes an application without a resume, stores the phone in E.164, and mails both sides", async () => {
    await settings({ applicationsEmail: "jobs@example.org", agencyName: "Gulf Coast Staffing" });
    const outcome = await receiveApplication(submission({ answers: ["yes", "yes"] }), context(job));
    expect(outcome).toMatchObject({
      kind: "accepted",
      firstName: "Ann",
      jobTitle: "Forklift Operator",
      updated: false,
    });
    const [row] = await stored();
    expect(row).toMatchObject({
      jobId: job.id,
      phone: "+13375550142",
      stage: "new",
      meetsScreening: true,
      isSpam: false,
      resumeType: null,
      language: "en",
    });
    const [staff] = await mailsTo("jobs@example.org");
    expect(staff!.header("subject")).toBe("New application: Forklift Operator - Ann Lee");
    expect(staff!.part("text/plain")!.body).toContain(`/admin/applications/${row!.id}`);
    expect(staff!.raw).not.toMatch(/Content-Disposition: attachment/i);
    const [confirmation] = await mailsTo("ann@example.com");
    expect(confirmation!.header("subject")).toBe("We received your application");
    expect(confirmation!.part("text/plain")!.body).toContain("Forklift Operator");
    expect(confirmation!.part("text/plain")!.body).toContain("(337) 555-0142");
  });

  it("sends staff mail to the notification address without an Applications Email", async () => {
    await receiveApplication(submission({ answers: ["yes", "yes"] }), context(job));
    expect(await mailsTo("staff@example.org")).toHaveLength(1);
  });

  it("never echoes the applicant's message, and cuts the first name to 40 characters", async () => {
    const longName = "A".repeat(55);
    await receiveApplication(
      submission({ firstName: longName, message: "Visit http://spam.example now", answers: ["yes", "yes"] }),
      context(job),
    );
    const [confirmation] = await mailsTo("ann@example.com");
    const body = confirmation!.part("text/plain")!.body;
    expect(body).not.toContain("spam.example");
    expect(body).toContain(`Hello ${"A".repeat(40)},`);
    expect(body).not.toContain("A".repeat(41));
  });

  it("accepts a failed screening answer and marks it 'Does not meet'", async () => {
    const outcome = await receiveApplication(submission({ answers: ["yes", "no"] }), context(job));
    expect(outcome.kind).toBe("accepted");
    const [row] = await stored();
    expect(row!.meetsScreening).toBe(false);
    expect(row!.screeningAnswers).toEqual([
      { question: "Are you 18 or older?", answer: "yes", qualifyingAnswer: "yes", meets: true },
      { question: "Do you have a forklift certificate?", answer: "no", qualifyingAnswer: "yes", meets: false },
    ]);
    const [staff] = await mailsTo("staff@example.org");
    expect(staff!.part("text/plain")!.body).toContain("Screening: Does not meet");
  });

  it("requires the names, an email or a phone, and every screening answer; nothing is stored", async () => {
    const outcome = await receiveApplication(
      submission({ firstName: " ", lastName: "", email: "", phone: "", answers: ["yes"] }),
      context(job),
    );
    expect(outcome).toEqual({
      kind: "invalid",
      fieldErrors: {
        firstName: "first-name-required",
        lastName: "last-name-required",
        email: "email-or-phone",
        "answer.1": "answer-required",
      },
    });
    expect(await stored()).toEqual([]);
  });

  it("takes a phone alone, and refuses a number that is not a US one", async () => {
    expect((await receiveApplication(submission({ email: "", answers: ["yes", "yes"] }), context(job))).kind).toBe(
      "accepted",
    );
    expect(
      await receiveApplication(
        submission({ email: "", phone: "+44 20 7946 0958", answers: ["yes", "yes"] }),
        context(job),
      ),
    ).toEqual({ kind: "invalid", fieldErrors: { phone: "phone-invalid" } });
  });

  it("refuses fields over their length", async () => {
    const outcome = await receiveApplication(
      submission({ message: "x".repeat(5001), answers: ["yes", "yes"] }),
      context(job),
    );
    expect(outcome).toEqual({ kind: "invalid", fieldErrors: { message: "too-long:5000" } });
  });

  for (const [label, make, name, type] of [
    ["PDF", () => testPdf("Certified forklift operator"), "resume.pdf", "pdf"],
    ["DOCX", () => testDocx("Certified forklift operator"), "resume.docx", "docx"],
    ["plain text", () => Buffer.from("Certified forklift operator"), "resume.txt", "txt"],
    ["JPEG photo", () => testImage("jpeg"), "IMG_1.jpg", "jpeg"],
    ["PNG photo", () => testImage("png"), "scan.png", "png"],
  ] as const) {
    it(`takes a ${label} resume and stores it with its type and size`, async () => {
      const bytes = await make();
      const outcome = await receiveApplication(
        submission({ answers: ["yes", "yes"] }, { resume: resumeFile(bytes, name) }),
        context(job),
      );
      expect(outcome.kind).toBe("accepted");
      await flushResumeTexts();
      const [row] = await stored();
      const [resume] = await storedResumes();
      expect(row).toMatchObject({ resumeType: type, resumeFileName: name, resumeSize: resume!.data.byteLength });
      if (type === "pdf" || type === "docx" || type === "txt") {
        expect(row!.resumeTextStatus).toBe("done");
        expect(row!.resumeText).toContain("Certified forklift operator");
      } else expect(row!.resumeTextStatus).toBe("none");
    });
  }

  it("refuses a renamed non-resume, HEIC and a file over 10 MB under the field; nothing is stored", async () => {
    for (const [file, problem] of [
      [resumeFile(testExecutable(), "resume.pdf"), "resume-unsupported"],
      [resumeFile(testHeic(), "IMG_0001.HEIC"), "resume-photo-format"],
      [resumeFile(Buffer.concat([testPdf("x"), Buffer.alloc(MAX_RESUME_BYTES)]), "big.pdf"), "resume-too-large"],
    ] as const) {
      const outcome = await receiveApplication(submission({ answers: ["yes", "yes"] }, { resume: file }), context(job));
      expect(outcome).toEqual({ kind: "invalid", fieldErrors: { resume: problem } });
    }
    expect(await stored()).toEqual([]);
    expect(await storedResumes()).toEqual([]);
    expect(await mailsTo("staff@example.org")).toEqual([]);
  });

  it("the same person and job within a day updates the first application: new resume, message as a note", async () => {
    await receiveApplication(
      submission({ answers: ["yes", "yes"] }, { resume: resumeFile(testPdf("Old resume"), "old.pdf") }),
      context(job),
    );
    await flushOutgoingMail();
    await rm(path.join(dataDir, "outbox"), { recursive: true, force: true });
    const again = await receiveApplication(
      submission(
        { email: "ANN@example.com", message: "I also drive a reach truck.", answers: ["yes", "yes"] },
        { resume: resumeFile(testDocx("Newest resume"), "new.docx") },
      ),
      context(job),
    );
    expect(again).toMatchObject({ kind: "accepted", updated: true });
    await flushResumeTexts();
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ resumeType: "docx", resumeFileName: "new.docx", resumeText: "Newest resume" });
    expect(await storedResumes()).toHaveLength(1);
    const notes = await getDb().select().from(applicationNotes);
    expect(notes.map((note) => note.body)).toEqual(["I also drive a reach truck."]);
    expect(await mailsTo("staff@example.org")).toEqual([]);
  });

  it("a different job, or the same one after a day, is a new application", async () => {
    const other = await createJob(jobInput({ title: "Welder" }));
    await receiveApplication(submission({ answers: ["yes", "yes"] }), context(job));
    await receiveApplication(submission(), context(other));
    expect(await stored()).toHaveLength(2);
    await getDb()
      .update(applications)
      .set({ receivedAt: new Date(Date.now() - DAY_MS - 60_000) });
    expect(await receiveApplication(submission({ answers: ["yes", "yes"] }), context(job))).toMatchObject({
      updated: false,
    });
    expect(await stored()).toHaveLength(3);
  });

  it("sends at most 3 confirmations to one address a day", async () => {
    const jobs = [job];
    for (let index = 0; index < 4; index++) jobs.push(await createJob(jobInput({ title: `Job ${index}` })));
    for (const [index, target] of jobs.entries())
      await receiveApplication(submission({ answers: index === 0 ? ["yes", "yes"] : [] }, {}), context(target));
    expect(await stored()).toHaveLength(5);
    expect(await mailsTo("ann@example.com")).toHaveLength(MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    expect(await mailsTo("staff@example.org")).toHaveLength(5);
  });

  it("keeps spam (honeypot, too fast, rate limit) in the Spam view and sends no mail", async () => {
    await receiveApplication(submission({ answers: ["yes", "yes"] }, { honeypot: "http://x.example" }), context(job));
    const token = issueFormToken(await formTokenSecret(), Date.now());
    await receiveApplication(
      submission({ email: "b@example.com", phone: "", answers: ["yes", "yes"] }, { token }),
      context(job),
      Date.now() + MIN_FILL_MS - 1000,
    );
    const rows = await stored();
    expect(rows.map((row) => [row.isSpam, row.spamReason]).sort()).toEqual([
      [true, "honeypot"],
      [true, "too-fast"],
    ]);
    expect(await mailsTo("staff@example.org")).toEqual([]);
    expect(await mailsTo("ann@example.com")).toEqual([]);
    const spam = await getDb()
      .select()
      .from(applications)
      .where(applicationFilterCondition({ search: "", stage: null, job: null, spam: true }));
    expect(spam).toHaveLength(2);
  });

  it("over 5 applications in 10 minutes from one address, the rest are kept as spam", async () => {
    const same = context(job);
    for (let index = 0; index < 7; index++)
      await receiveApplication(
        submission({ email: `p${index}@example.com`, phone: "", answers: ["yes", "yes"] }),
        same,
      );
    const rows = await stored();
    expect(rows.filter((row) => row.spamReason === "rate-limit")).toHaveLength(2);
  });

  it("records 'Text me' consent with its time and the exact sentence, and the page's language", async () => {
    await settings({ agencyName: "Gulf Coast Staffing" });
    const now = Date.now();
    await receiveApplication(
      submission({ textConsent: true, answers: ["yes", "yes"] }),
      context(job, { language: "es" }),
      now,
    );
    const [row] = await stored();
    expect(row!.textConsentAt!.getTime()).toBe(now);
    expect(row!.textConsentText).toBe(inLocale("es", () => textConsentSentenceNow("Gulf Coast Staffing")));
    expect(row!.textConsentText).toMatch(/^Acepto que Gulf Coast Staffing/);
    expect(row!.textConsentText).toContain("STOP");
    expect(row!.language).toBe("es");
    const [confirmation] = await mailsTo("ann@example.com");
    expect(confirmation!.header("subject")).toBe("Recibimos su solicitud");
  });

  it("takes the general application with its interests and place", async () => {
    const outcome = await receiveApplication(
      submission({ interests: ["light-industrial", "welding"], preferredLocation: "Lake Charles" }),
      context(null),
    );
    expect(outcome).toMatchObject({ kind: "accepted", jobTitle: "" });
    const [row] = await stored();
    expect(row).toMatchObject({
      jobId: null,
      interests: ["light-industrial", "welding"],
      preferredLocation: "Lake Charles",
    });
    const [staff] = await mailsTo("staff@example.org");
    expect(staff!.header("subject")).toBe("New application: General application - Ann Lee");
  });

  it("marks an application sent after its job closed 'Received after closing'", async () => {
    await closeJob(job.id);
    await receiveApplication(submission({ answers: ["yes", "yes"] }), context(job, { jobOpen: false }));
    expect((await stored())[0]!.receivedAfterClosing).toBe(true);
  });

  it("a mail server that is down loses nothing", async () => {
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:1");
    try {
      const outcome = await receiveApplication(submission({ answers: ["yes", "yes"] }), context(job));
      expect(outcome.kind).toBe("accepted");
      await flushOutgoingMail();
      expect(await stored()).toHaveLength(1);
    } finally {
      vi.stubEnv("SMTP_URL", "");
    }
  });
});
