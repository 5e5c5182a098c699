import type { PublicFormAnswer, PublicFormProblem } from "~/features/site/public-form-parts";

import type { ContactFieldErrors, ContactMessage } from "./contact-message";

/** What the contact form's POST answers (the page without JavaScript, /api/contact with it). */
export type ContactProblem = "closed" | PublicFormProblem;

export type ContactActionData = PublicFormAnswer<ContactMessage, ContactFieldErrors, ContactProblem>;
