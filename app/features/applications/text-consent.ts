import { m } from "./messages/applications";

/*
 * The sentence beside 'Text me about my application'. The page shows it and the server
 * records it, word for word, with the time the box was ticked: one message makes both, so
 * what is stored is what the applicant read (the server asks in the page's language). The
 * site sends no text messages yet.
 */

export type ApplicationLanguage = "en" | "es";

/** In the current language (the page's, or the one a server caller runs it in). */
export function textConsentSentenceNow(agencyName: string): string {
  return m.applications_text_consent({ agency: agencyName });
}
