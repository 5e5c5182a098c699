import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { jobInput } from "~/features/jobs/job-test-data";
import { closeJob, createJob, setJobPublished } from "~/features/jobs/job.server";
import { getDb } from "~/platform/db/client.server";
import { applications } from "~/platform/db/schema";
import { inLocale } from "~/platform/i18n/catalogues.server";
import { flushOutgoingMail } from "~/platform/mail/outgoing.server";

import { useEnvironment } from "../../../tests/support/environment";
import { testExecutable } from "../../../tests/support/resume-files";
import { tempDir } from "../../../tests/support/temp-dir";
import { describeEachEngine } from "../../../tests/support/test-database";
import { applicationProblemText } from "./application-problems";
import { answerApplicationPost } from "./apply-action.server";
import { findApplyTarget } from "./apply-target.server";

let dataDir: string;
beforeAll(() => {
  dataDir = tempDir("applications-post-");
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", "");
});
afterAll(async () => {
  await flushOutgoingMail();
  vi.unstubAllEnvs();
});

function post(fields: Record<string, string | Blob>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request("http://localhost:3000/apply", { method: "POST", body });
}

describe("the apply form's messages", () => {
  it("word every problem code, the issue's sentence for a missing email and phone", () => {
    expect(inLocale("es", () => applicationProblemText("email-or-phone"))).toBe(
      "Escriba un correo electrónico o un número de teléfono",
    );
    expect(applicationProblemText("email-or-phone")).toBe("Enter an email or a phone number");
    expect(applicationProblemText("resume-photo-format")).toBe(
      "This photo format can't be read here. Send a PDF, or a JPEG or PNG photo.",
    );
    expect(applicationProblemText("too-long:5000")).toBe("Use at most 5,000 characters");
    for (const code of [
      "first-name-required",
      "last-name-required",
      "email-invalid",
      "phone-invalid",
      "zip-invalid",
      "control-characters",
      "answer-required",
      "resume-too-large",
      "resume-empty",
      "resume-unsupported",
    ])
      expect(applicationProblemText(code)).not.toBe(code);
  });
});

describeEachEngine("the apply form's POST", () => {
  const general = { job: null, jobOpen: true, language: "en" as const };

  it("takes a multipart form and names the first name", async () => {
    const answer = await answerApplicationPost(
      post({ firstName: "Ann", lastName: "Lee", phone: "337 555 0142", interests: "welding", textConsent: "on" }),
      general,
    );
    expect(answer).toEqual({ status: 200, body: { ok: true, firstName: "Ann", jobTitle: "", updated: false } });
    const [row] = await getDb().select().from(applications);
    expect(row).toMatchObject({ interests: ["welding"], phone: "+13375550142" });
    expect(row!.textConsentAt).not.toBeNull();
  });

  it("answers 400 with the values sent and the field errors; nothing stored", async () => {
    const answer = await answerApplicationPost(
      post({
        firstName: "Ann",
        lastName: "",
        email: "ann@",
        resume: new File([new Uint8Array(testExecutable())], "cv.pdf"),
      }),
      general,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      fieldErrors: { lastName: "last-name-required", email: "email-invalid", resume: "resume-unsupported" },
      values: { firstName: "Ann", email: "ann@" },
    });
    expect(await getDb().select().from(applications)).toEqual([]);
  });

  it("answers 413 to a body over the upload limit; nothing stored", async () => {
    useEnvironment({ UPLOAD_BODY_LIMIT: "100KB" });
    const answer = await answerApplicationPost(
      post({
        firstName: "Ann",
        lastName: "Lee",
        email: "a@example.com",
        resume: new File([new Uint8Array(200_000)], "big.pdf"),
      }),
      general,
    );
    expect(answer).toEqual({ status: 413, body: { ok: false, problem: "too-large" } });
    expect(await getDb().select().from(applications)).toEqual([]);
  });

  it("finds the job by its slug: open, closed (still taken), never a draft", async () => {
    const open = await createJob(jobInput({ title: "Welder" }));
    expect(await findApplyTarget(open.slug)).toMatchObject({ open: true, job: { id: open.id } });
    await closeJob(open.id);
    expect(await findApplyTarget(open.slug)).toMatchObject({ open: false });
    await setJobPublished(open.id, false);
    expect(await findApplyTarget(open.slug)).toBeNull();
    expect(await findApplyTarget("no such slug")).toBeNull();
  });
});
