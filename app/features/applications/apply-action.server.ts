import { CLIENT_IP_HEADER } from "~/platform/http/client-address.server";
import { readPublicFormBody } from "~/platform/http/form-body.server";

import { answerField, type ApplicationValues } from "./application-form";
import type { ApplyActionData } from "./apply-answer";
import { receiveApplication, type ApplicationContext, type ApplicationSubmission } from "./receive-application.server";

/*
 * The apply form's POST (/jobs/{slug}/apply and /apply, in both languages): a multipart form
 * read within the upload limit, one answer the page renders. The root middleware has refused
 * cross-site posts already (app/platform/http/same-origin.server.ts).
 */

const HONEYPOT_FIELD = "website";
const FORM_TOKEN_FIELD = "formToken";
/** More answers than any job asks are not read. */
const MAX_ANSWERS = 10;

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

function readApplicationValues(formData: FormData): ApplicationValues {
  const answers: string[] = [];
  for (let index = 0; index < MAX_ANSWERS; index++) answers.push(text(formData, answerField(index)));
  return {
    firstName: text(formData, "firstName"),
    lastName: text(formData, "lastName"),
    email: text(formData, "email"),
    phone: text(formData, "phone"),
    zip: text(formData, "zip"),
    message: text(formData, "message"),
    preferredLocation: text(formData, "preferredLocation"),
    answers,
    textConsent: formData.get("textConsent") !== null,
    interests: formData.getAll("interests").filter((value): value is string => typeof value === "string"),
  };
}

function readApplicationSubmission(formData: FormData): ApplicationSubmission {
  const file = formData.get("resume");
  return {
    values: readApplicationValues(formData),
    resume: file instanceof File ? file : null,
    honeypot: text(formData, HONEYPOT_FIELD),
    token: text(formData, FORM_TOKEN_FIELD),
  };
}

export async function answerApplicationPost(
  request: Request,
  context: Omit<ApplicationContext, "clientIp">,
): Promise<{ status: number; body: ApplyActionData }> {
  const formData = await readPublicFormBody(request, "upload");
  if (!formData) return { status: 413, body: { ok: false, problem: "too-large" } };
  const submission = readApplicationSubmission(formData);
  const outcome = await receiveApplication(submission, {
    ...context,
    clientIp: request.headers.get(CLIENT_IP_HEADER) ?? "",
  });
  const values = submission.values;
  switch (outcome.kind) {
    case "accepted":
      return {
        status: 200,
        body: { ok: true, firstName: outcome.firstName, jobTitle: outcome.jobTitle, updated: outcome.updated },
      };
    case "invalid":
      return { status: 400, body: { ok: false, fieldErrors: outcome.fieldErrors, values } };
    case "too-many":
      return { status: 429, body: { ok: false, problem: "too-many", values } };
    case "unavailable":
      return { status: 503, body: { ok: false, problem: "unavailable", values } };
  }
}
