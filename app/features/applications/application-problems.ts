/*
 * The apply form's messages in words. The schema (application-form.ts) and the resume checks
 * speak in codes; this is where a code becomes the sentence under the field.
 */

const english: Record<string, string> = {
  "first-name-required": "Enter your first name",
  "last-name-required": "Enter your last name",
  "email-or-phone": "Enter an email or a phone number",
  "email-invalid": "Enter a valid email address, e.g. name@example.com",
  "phone-invalid": "Enter a US phone number with its area code, e.g. (337) 555-0142",
  "zip-invalid": "Enter a 5-digit ZIP code, e.g. 70663",
  "control-characters": "Remove the special characters from this field",
  "answer-required": "Choose Yes or No",
  "resume-too-large": "The resume must be at most 10 MB. Send a smaller file, or a PDF.",
  "resume-empty": "This file is empty. Choose your resume again.",
  "resume-photo-format": "This photo format can't be read here. Send a PDF, or a JPEG or PNG photo.",
  "resume-unsupported":
    "This file can't be read as a resume. Send a PDF, a Word document (.doc, .docx), a text file, or a JPEG or PNG photo.",
};

/** The sentence for a problem code ("too-long:60" names its limit). */
export function applicationProblemText(code: string): string {
  const tooLong = /^too-long:(\d+)$/.exec(code);
  if (tooLong) return `Use at most ${Number(tooLong[1]).toLocaleString("en-US")} characters`;
  return english[code] ?? code;
}
