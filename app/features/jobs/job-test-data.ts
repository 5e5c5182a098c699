import type { JobInput } from "./job-schema";

/** A valid job as the model takes it, for tests: a temporary warehouse job in Sulphur, LA. */
export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: "Warehouse Associate",
    category: "light-industrial",
    employmentType: "temporary",
    hours: "full-time",
    city: "Sulphur",
    state: "LA",
    zip: "70663",
    payFromCents: 1600,
    payToCents: 1800,
    payPeriod: "hour",
    shift: "Days, 7 AM-3:30 PM",
    openings: 3,
    description: "Load and unload trucks.",
    requirements: "Lift 50 pounds.",
    titleEs: "",
    descriptionEs: "",
    requirementsEs: "",
    screeningQuestions: [],
    clientName: "",
    showClientName: false,
    referenceNumber: "",
    closesOn: "",
    isPublished: true,
    reopen: false,
    ...overrides,
  };
}
