import type { PublicFormAnswer, PublicFormProblem } from "~/features/site/public-form-parts";

import { m } from "./messages/staff";
import type { StaffRequestFieldErrors, StaffRequestValues } from "./staff-request";

/** What the 'Request Staff' page's POST answers; the page shows each in its place. */
export type StaffRequestActionData = PublicFormAnswer<StaffRequestValues, StaffRequestFieldErrors>;

/** Each problem's words, looked up at each render (a message read once, when the module loads, would stay in that language). */
export const staffRequestProblemText: Record<PublicFormProblem, () => string> = {
  unavailable: () => m.staff_requests_problem_unavailable(),
  "too-many": () => m.staff_requests_problem_too_many(),
  "too-large": () => m.staff_requests_problem_too_large(),
};
