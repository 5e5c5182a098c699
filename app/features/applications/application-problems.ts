import { formatCount } from "~/platform/format/format-count";

import { m } from "./messages/applications";

/*
 * The apply form's messages in the page's language. The schema (application-form.ts) and the
 * resume checks speak in codes; this is where a code becomes the sentence under the field.
 */

const words: Record<string, () => string> = {
  "first-name-required": () => m.applications_error_first_name_required(),
  "last-name-required": () => m.applications_error_last_name_required(),
  "email-or-phone": () => m.applications_error_email_or_phone(),
  "email-invalid": () => m.applications_error_email_invalid(),
  "phone-invalid": () => m.applications_error_phone_invalid(),
  "zip-invalid": () => m.applications_error_zip_invalid(),
  "control-characters": () => m.applications_error_control_characters(),
  "answer-required": () => m.applications_error_answer_required(),
  "resume-too-large": () => m.applications_error_resume_too_large(),
  "resume-empty": () => m.applications_error_resume_empty(),
  "resume-photo-format": () => m.applications_error_resume_photo_format(),
  "resume-unsupported": () => m.applications_error_resume_unsupported(),
};

/** The sentence for a problem code ("too-long:60" names its limit), in the page's language. */
export function applicationProblemText(code: string): string {
  const tooLong = /^too-long:(\d+)$/.exec(code);
  if (tooLong) return m.applications_error_too_long({ limit: formatCount(Number(tooLong[1])) });
  return words[code]?.() ?? code;
}
