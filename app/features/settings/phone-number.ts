/*
 * Phone numbers as staff type them: "(337) 555-0142", "337.555.0142", "+1 337 555 0142",
 * "+44 20 7946 0958". What is shown is what they typed (spaces tidied); the tel: link and
 * the structured data use the E.164 form, which this module derives.
 */

const ALLOWED = /^[0-9()+.\-\s]+$/;

export const PHONE_NUMBER_MESSAGE = "Enter a phone number with its area code, e.g. (337) 555-0142 or +44 20 7946 0958";

/** The E.164 form ("+13375550142"), or null when the text is not a phone number we can dial. */
export function toE164(text: string): string | null {
  const trimmed = text.trim();
  if (!ALLOWED.test(trimmed)) return null;
  // A plus sign may only lead: "337+555" is a typo, not a number.
  if (trimmed.lastIndexOf("+") > 0) return null;
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+"))
    return digits.length >= 8 && digits.length <= 15 && digits[0] !== "0" ? `+${digits}` : null;
  // North American numbers: ten digits, or eleven with the country code 1.
  if (digits.length === 10 && /^[2-9]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1") && /^[2-9]/.test(digits.slice(1))) return `+${digits}`;
  return null;
}

export const US_PHONE_NUMBER_MESSAGE = "Phone must be a US number with its area code, e.g. (337) 555-0142";

/** A number that dials in the US: ten digits, or eleven with the country code 1. */
export function isUsPhoneNumber(text: string): boolean {
  return /^\+1\d{10}$/.test(toE164(text) ?? "");
}

/** The number as shown: the staff's own spelling, with runs of spaces made one. */
export function tidyPhoneDisplay(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}
