import { data } from "react-router";

import { CLIENT_IP_HEADER } from "~/platform/http/client-address.server";
import { readPublicFormBody } from "~/platform/http/form-body.server";
import { localeFromPathname } from "~/platform/i18n/locale";

import { staffRequestMessagesNow } from "./localized-messages";
import { readStaffRequestSubmission, receiveStaffRequest } from "./receive-staff-request.server";
import type { StaffRequestActionData } from "./staff-request-answer";

/*
 * The POST of /request-staff and /es/request-staff, with JavaScript or without (one answer:
 * the page renders it). The root middleware has refused cross-site posts already. The
 * request's language is its address's; the messages under the fields are in it.
 */

function answer(body: StaffRequestActionData, status: number) {
  return data(body, { status, headers: { "Cache-Control": "no-store" } });
}

export async function staffRequestPageAction(request: Request) {
  const formData = await readPublicFormBody(request);
  if (!formData) return answer({ ok: false, problem: "too-large" }, 413);
  const submission = readStaffRequestSubmission(formData);
  const language = localeFromPathname(new URL(request.url).pathname);
  const outcome = await receiveStaffRequest(submission, {
    clientIp: request.headers.get(CLIENT_IP_HEADER) ?? "",
    language,
    messages: staffRequestMessagesNow(),
  });
  switch (outcome.kind) {
    case "accepted":
      return answer({ ok: true }, 200);
    case "invalid":
      return answer({ ok: false, fieldErrors: outcome.fieldErrors, values: submission.values }, 400);
    case "closed":
      // No inbox, no page: the form is not there to send.
      throw data(null, { status: 404 });
    case "too-many":
      return answer({ ok: false, problem: "too-many", values: submission.values }, 429);
    case "unavailable":
      return answer({ ok: false, problem: "unavailable", values: submission.values }, 503);
  }
}
