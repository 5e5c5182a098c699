/*
 * The sentence beside 'Text me about my application'. The page shows it and the server
 * records it, word for word, with the time the box was ticked: one function makes both, so
 * what is stored is what the applicant read. The site sends no text messages yet.
 */

export type ApplicationLanguage = "en" | "es";

export function textConsentSentence(agencyName: string, language: ApplicationLanguage): string {
  return language === "es"
    ? `Acepto que ${agencyName} me envíe mensajes de texto sobre mi solicitud al teléfono que indiqué. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos.`
    : `I agree that ${agencyName} may text me about my application at the phone number I gave. Message and data rates may apply. Reply STOP to end texts.`;
}
