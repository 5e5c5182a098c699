import { toE164 } from "~/features/settings/phone-number";

/*
 * Applicants' phone numbers: US numbers only (DECISIONS, Applications), stored in E.164 and
 * shown as (337) 555-0142 wherever staff read them.
 */

/** "+13375550142" for "(337) 555-0142", "337.555.0142" or "+1 337 555 0142"; null for anything else. */
export function usPhoneE164(text: string): string | null {
  const e164 = toE164(text);
  return e164 && /^\+1[2-9]\d{9}$/.test(e164) ? e164 : null;
}

/** "(337) 555-0142" for "+13375550142"; any other value as it is. */
export function formatUsPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}
