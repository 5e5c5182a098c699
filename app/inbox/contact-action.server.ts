import { data } from "react-router";
import { CLIENT_IP_HEADER } from "~/auth/auth.server";
import { requireSameOrigin } from "~/auth/guard.server";
import type { ContactActionData } from "./contact-answer";
import { readContactSubmission } from "./contact-submission.server";
import { receiveContactMessage } from "./receive-contact-message.server";

/*
 * The contact form's POST: /contact (the form without JavaScript; the page renders the
 * answer) and /api/contact (the form with JavaScript; JSON). One answer for both.
 */

/** DECISIONS.md: 64 KB for ordinary form posts. */
export const MAX_CONTACT_BODY_BYTES = 64 * 1024;

export async function answerContactPost(request: Request): Promise<{ status: number; body: ContactActionData }> {
  // server/app.ts refuses cross-site posts first; checked again so the rule travels with the route.
  requireSameOrigin(request);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_CONTACT_BODY_BYTES) {
    return { status: 413, body: { ok: false, problem: "too-large" } };
  }
  const submission = readContactSubmission(await request.formData());
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
