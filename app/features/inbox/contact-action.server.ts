import { data } from "react-router";

import { CLIENT_IP_HEADER } from "~/platform/http/client-address.server";
import { readPublicFormBody } from "~/platform/http/form-body.server";

import type { ContactActionData } from "./contact-answer";
import { readContactSubmission } from "./contact-submission.server";
import { receiveContactMessage } from "./receive-contact-message.server";

/*
 * The contact form's POST: /contact (the form without JavaScript; the page renders the
 * answer) and /api/contact (the form with JavaScript; JSON). One answer for both. The root
 * middleware has refused cross-site posts already (app/platform/http/same-origin.server.ts).
 */

export async function answerContactPost(request: Request): Promise<{ status: number; body: ContactActionData }> {
  const formData = await readPublicFormBody(request);
  if (!formData) return { status: 413, body: { ok: false, problem: "too-large" } };
  const submission = readContactSubmission(formData);
  const outcome = await receiveContactMessage(submission, request.headers.get(CLIENT_IP_HEADER) ?? "");
  switch (outcome.kind) {
    case "accepted":
      return { status: 200, body: { ok: true } };
    case "invalid":
      return { status: 400, body: { ok: false, fieldErrors: outcome.fieldErrors, values: submission.values } };
    case "closed":
      return { status: 403, body: { ok: false, problem: "closed", values: submission.values } };
    case "too-many":
      return { status: 429, body: { ok: false, problem: "too-many", values: submission.values } };
    case "unavailable":
      return { status: 503, body: { ok: false, problem: "unavailable", values: submission.values } };
  }
}

/** For the page's action: the page renders the answer. */
export async function contactPageAction(request: Request) {
  const { status, body } = await answerContactPost(request);
  return data(body, { status, headers: { "Cache-Control": "no-store" } });
}
