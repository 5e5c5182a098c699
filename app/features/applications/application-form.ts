/*
 * The apply form's fields and limits; its rules are application-checks.ts, which the page
 * loads once it runs.
 */

export const applicationFieldLimits = {
  firstName: 60,
  lastName: 60,
  email: 254,
  phone: 40,
  zip: 10,
  message: 5000,
  preferredLocation: 120,
} as const;

export type ApplicationTextField = keyof typeof applicationFieldLimits;

type ApplicationText = Record<ApplicationTextField, string>;

/** What the form sends besides the resume file. */
export interface ApplicationValues extends ApplicationText {
  /** "yes" or "no" per screening question, in the job's order; "" when unanswered. */
  answers: string[];
  textConsent: boolean;
  /** Service category slugs ('Jobs I'm interested in', the general application). */
  interests: string[];
}

export const emptyApplicationValues: ApplicationValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  zip: "",
  message: "",
  preferredLocation: "",
  answers: [],
  textConsent: false,
  interests: [],
};

/** A field's name in the form, and in the errors: the text fields by name, answers as `answer.0`. */
type ApplicationFieldName = ApplicationTextField | `answer.${number}` | "resume";
export type ApplicationFieldErrors = Partial<Record<ApplicationFieldName, string>>;

/** The form's field name of the screening answer at `index`. */
export function answerField(index: number): `answer.${number}` {
  return `answer.${index}`;
}

/** The largest resume taken (the form says so; the server refuses a larger one, nothing stored). */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;

/** What the resume field's file picker offers: the accepted types, and photos without forcing the camera. */
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,image/*";
