import type { PublicFormAnswer, PublicFormProblem } from "~/features/site/public-form-parts";

import type { ApplicationFieldErrors, ApplicationValues } from "./application-form";
import { m } from "./messages/applications";

/** What the apply form's POST answers; the page renders it (the form works without JavaScript). */
export type ApplyActionData = PublicFormAnswer<
  ApplicationValues,
  ApplicationFieldErrors,
  PublicFormProblem,
  { firstName: string; jobTitle: string; updated: boolean }
>;

/** Each problem's words, looked up at each render (a message read once, when the module loads, would stay in that language). */
export const applyProblemText: Record<PublicFormProblem, () => string> = {
  unavailable: () => m.applications_problem_unavailable(),
  "too-many": () => m.applications_problem_too_many(),
  "too-large": () => m.applications_problem_too_large(),
};
