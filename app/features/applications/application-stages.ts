/** The stages an application goes through on /admin/applications, in order, with their exact words. */
export const applicationStages = {
  new: "New",
  reviewing: "Reviewing",
  interview: "Interview",
  offer: "Offer",
  placed: "Placed",
  "not-selected": "Not Selected",
} as const;

export type ApplicationStage = keyof typeof applicationStages;

export const stageKeys = Object.keys(applicationStages) as ApplicationStage[];

export function isApplicationStage(value: unknown): value is ApplicationStage {
  return typeof value === "string" && Object.hasOwn(applicationStages, value);
}

/** The words for a stored stage; one this version does not know, as stored. */
export function stageLabel(stage: string): string {
  return isApplicationStage(stage) ? applicationStages[stage] : stage;
}

/** The Job column's words for an application: its job's title, or 'General application' (/apply). */
export function applicationJobLabel(application: { jobId: string | null; jobTitle: string }): string {
  return application.jobTitle || (application.jobId ? "Job" : "General application");
}
